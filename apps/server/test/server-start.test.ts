import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/platform/database/embedded.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Runs the real server entry point and collects what it prints until it exits. */
function runServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function expectOneLine(stderr: string, pattern: RegExp) {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('server start failures give one clear line and a non-zero exit', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('names the bad configuration variable', async () => {
    const result = await runServer({ PORT: 'not-a-port', DATABASE_URL: db.url });
    expect(result.code).toBe(1);
    expectOneLine(result.stderr, /^adatlas: Invalid configuration: PORT /);
  });

  it('refuses a DATABASE_URL that is not a postgres URL', async () => {
    const result = await runServer({ DATABASE_URL: 'mysql://localhost/x' });
    expect(result.code).toBe(1);
    expectOneLine(result.stderr, /^adatlas: Invalid configuration: DATABASE_URL /);
  });

  it('reports an unreachable database', async () => {
    const result = await runServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' });
    expect(result.code).toBe(1);
    expectOneLine(
      result.stderr,
      /^adatlas: Database postgres:\/\/postgres@127\.0\.0\.1:1\/nowhere is unreachable/,
    );
  });

  it('reports a port already in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const result = await runServer({
        DATABASE_URL: db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
      });
      expect(result.code).toBe(1);
      expectOneLine(result.stderr, new RegExp(`^adatlas: port ${port} is already in use`));
    } finally {
      blocker.close();
    }
  });

  it('names the embedded cluster another server already runs, instead of a stack trace', async () => {
    const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'adatlas-busy-data-'));
    // As root the cluster runs as `postgres`, which must be able to enter the folder.
    await chmod(dataRoot, 0o755);
    const running = await startEmbeddedPostgres({ dataDir: path.join(dataRoot, 'pg') });
    try {
      const result = await runServer({ DATA_DIR: dataRoot, SEED_DEMO: 'false' });
      expect(result.code).toBe(1);
      expectOneLine(result.stderr, /^adatlas: another PostgreSQL is already running on .*: stop it/);
    } finally {
      await running.stop();
      await rm(dataRoot, { recursive: true, force: true });
    }
  }, 60_000);
});
