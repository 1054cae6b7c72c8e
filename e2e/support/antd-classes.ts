import { spawn } from 'node:child_process';
import path from 'node:path';

const webRoot = path.resolve(import.meta.dirname, '../../apps/web');

/**
 * The classes antd has rules for, over all of its components: built once per run by the global
 * setup (2–4 s of a process of its own, beside the web build), where each test file built them
 * again (a file runs in a fresh process; 50 files take screenshots). The app's own stylesheet
 * holds only the components it imports (`build-tools/antd-styles.tsx`).
 */
export function buildAntdStyledClasses(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'build-tools/antd-styles.tsx', '--all'], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`antd's full stylesheet could not be built:\n${Buffer.concat(err).toString()}`));
        return;
      }
      const css = Buffer.concat(out).toString();
      resolve([...new Set(Array.from(css.matchAll(/\.(ant-[\w-]+)/g), ([, name = '']) => name))]);
    });
  });
}
