import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/platform/database/embedded.ts';
import { clusterFolderFor } from '../src/platform/database/embedded-root.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const isRoot = process.getuid?.() === 0;

interface Started {
  child: ChildProcess;
  output: string;
  port: number;
}

/**
 * The README's first run, from a fresh clone inside a mode-700 folder (as `/root` is): as root the
 * embedded Postgres runs as `postgres`, which cannot enter it. Kept fast: node_modules is this
 * checkout's, hard-linked (a real `npm install` downloads for minutes), and WEB_DIST names a
 * prebuilt page so `npm start` skips the web build (minutes on a loaded machine; the e2e suite
 * covers the build). The demo data is loaded at a tiny scale.
 */
describe('npm start from a fresh clone in a private folder, then again on the same data', () => {
  let home: string;
  let clone: string;
  let webDist: string;
  let relocated: string | undefined;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    home = await mkdtemp(path.join(os.tmpdir(), 'adatlas-first-run-'));
    await chmod(home, 0o700);
    clone = path.join(home, 'adatlas');
    execFileSync('git', ['clone', '--quiet', repoRoot, clone]);
    execFileSync('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(clone, 'node_modules')]);
    webDist = path.join(home, 'web-dist');
    await mkdir(webDist);
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>AdAtlas</title>');
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group ended meanwhile
      }
    }
    // Where the cluster went is known even when a start timed out before saying it.
    relocated ??= isRoot ? clusterFolderFor(path.join(clone, 'data/pg')) : undefined;
    // A cluster whose server was killed above stops on its own pid file's signal.
    const dataDir = relocated ? path.join(relocated, 'pg') : path.join(clone, 'data/pg');
    const pidFile = path.join(dataDir, 'postmaster.pid');
    if (existsSync(pidFile)) {
      const pid = Number.parseInt(readFileSync(pidFile, 'utf8'), 10);
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        // already gone
      }
    }
    if (relocated) await rm(relocated, { recursive: true, force: true });
    await rm(home, { recursive: true, force: true });
  });

  async function npmStart(): Promise<Started> {
    const port = await findFreePort();
    const child = spawn('npm', ['start'], {
      cwd: clone,
      // Its own process group, so the whole tree can be stopped as Ctrl-C would.
      detached: true,
      env: {
        PATH: process.env.PATH,
        HOME: home,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: webDist,
        SEED_SCALE: '0.005',
        LOG_LEVEL: 'warn',
      },
    });
    children.push(child);
    const started: Started = { child, output: '', port };
    const collect = (chunk: Buffer) => {
      started.output += chunk.toString('utf8');
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (started.output.includes('AdAtlas is running')) {
          clearInterval(poll);
          resolve();
        }
      }, 100);
      child.once('exit', () => {
        clearInterval(poll);
        reject(new Error(`npm start exited before the server ran:\n${started.output}`));
      });
    });
    return started;
  }

  /** Ctrl-C: npm dies of the signal itself; the server must still stop its cluster. */
  async function stop(started: Started, dataDir: string): Promise<void> {
    const exited = new Promise<void>((resolve) => started.child.once('exit', () => resolve()));
    if (started.child.pid) process.kill(-started.child.pid, 'SIGINT');
    await exited;
    await expect
      .poll(() => existsSync(path.join(dataDir, 'postmaster.pid')), { timeout: 30_000 })
      .toBe(false);
  }

  it('starts with no configuration, says where its database lives, and starts again', async () => {
    const first = await npmStart();
    expect(first.output).not.toMatch(/\n\s+at |EACCES/);
    expect(first.output).toMatch(/Loading demo data/);
    const moved = /keeps its data and a copy of its programs in (\S+)/.exec(first.output);
    if (isRoot) {
      expect(moved, first.output).not.toBeNull();
      relocated = moved?.[1];
      expect(relocated).not.toContain(home);
    } else {
      expect(moved).toBeNull();
    }
    const health = await fetch(`http://127.0.0.1:${first.port}/readyz`);
    expect(health.status).toBe(200);
    const page = await fetch(`http://127.0.0.1:${first.port}/`);
    expect(await page.text()).toContain('<title>AdAtlas</title>');
    const dataDir = relocated ? path.join(relocated, 'pg') : path.join(clone, 'data/pg');
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    await stop(first, dataDir);

    const second = await npmStart();
    expect(second.output).not.toMatch(/Loading demo data|Applied \d+ migrations/);
    if (relocated) expect(second.output).toContain(relocated);
    expect((await fetch(`http://127.0.0.1:${second.port}/readyz`)).status).toBe(200);
    await stop(second, dataDir);
    // Each start took 50–90 s here with six test runs sharing two cores (most of it migrations).
  }, 240_000);
});
