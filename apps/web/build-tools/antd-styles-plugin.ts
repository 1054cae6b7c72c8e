import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:antd.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * `import 'virtual:antd.css'`: antd's stylesheet for the app's theme, built by
 * `antd-styles.tsx` in a process of its own (about 4 s, once per build or dev server).
 */
export function antdStyles(): Plugin {
  let stylesheet: string | undefined;
  return {
    name: 'adatlas-antd-styles',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      stylesheet ??= extract();
      return stylesheet;
    },
  };
}

function extract(): string {
  const script = path.join(import.meta.dirname, 'antd-styles.tsx');
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: path.dirname(import.meta.dirname),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`antd's stylesheet could not be built:\n${run.stderr}`);
  return run.stdout;
}
