import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { databaseTimeouts } from '../../src/platform/database/bootstrap.ts';
import { withoutTimeouts } from '../../src/platform/database/connection.ts';
import { createDatabases, type Databases } from '../../src/platform/database/databases.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/platform/database/embedded.ts';
import { createUser, loginAs, type SignedIn } from '../auth-helpers.ts';
import type { TestApp } from '../test-app.ts';

const QUERY_TIMEOUT_MS = 2_000;

let tmpDir: string;
let dataDir: string;
let pg: EmbeddedDatabase;
let databases: Databases;
let app: FastifyInstance;
let signedIn: SignedIn;
let frozen: number[] = [];

/** The postmaster (from its pid file) and its children: the whole server, frozen or thawed. */
async function postgresPids(): Promise<number[]> {
  const postmaster = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there are none.
  }
  return [postmaster, ...children];
}

function thaw() {
  for (const pid of frozen) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // Already gone.
    }
  }
  frozen = [];
}

/** A dedicated embedded PostgreSQL (never the shared one) under the app, so it can be frozen. */
beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'adatlas-freeze-pg-'));
  await chmod(tmpDir, 0o755);
  dataDir = path.join(tmpDir, 'pg');
  pg = await startEmbeddedPostgres({ dataDir, settings: { fsync: 'off' } });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: pg.url,
    DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
  });
  databases = createDatabases({ url: pg.url, poolSize: 4, timeouts: databaseTimeouts(config) });
  await databases.migrate();
  app = await buildApp({ config, databases });
  await app.ready();
  const t = { app, db: { databases } } as unknown as TestApp;
  signedIn = await loginAs(t, await createUser(t, { tenants: { italy: { scopes: ['emailAlerts'] } } }));
}, 120_000);

afterAll(async () => {
  thaw();
  await app?.close();
  await databases?.close();
  await pg?.stop();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
});

async function timedInject(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers });
  return { elapsed: performance.now() - started, status: response.statusCode, body: response.json() };
}

describe('PostgreSQL frozen (SIGSTOP) under the app', () => {
  it('runs every pool with the configured statement timeout', async () => {
    for (const { pool } of databases.pools()) {
      const { rows } = await pool.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect(rows[0]?.statement_timeout).toBe('1s');
    }
    await expect(sql`SELECT pg_sleep(2)`.execute(databases.core)).rejects.toMatchObject({ code: '57014' });
  });

  it('lifts the timeouts for deliberate long work (migrations) and restores them after', async () => {
    const client = await databases.corePool.connect();
    try {
      await withoutTimeouts(client, () => client.query('SELECT pg_sleep(1.2)'));
      const { rows } = await client.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect(rows[0]?.statement_timeout).toBe('1s');
    } finally {
      client.release();
    }
  });

  it('answers /readyz 503 within 2.5 s and a data request 503 within the query timeout, then recovers', async () => {
    expect((await timedInject('/readyz')).status).toBe(200);
    expect((await timedInject('/api/v1/settings', signedIn.headers)).status).toBe(200);

    frozen = await postgresPids();
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      const [ready, data] = await Promise.all([
        timedInject('/readyz'),
        timedInject('/api/v1/settings', signedIn.headers),
      ]);
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ httpStatus: 503, clientType: 'SERVICE_UNAVAILABLE' });
      expect(ready.elapsed).toBeLessThan(2_500);
      expect(data.status).toBe(503);
      expect(data.body).toMatchObject({ httpStatus: 503, clientType: 'SERVICE_UNAVAILABLE' });
      expect(data.elapsed).toBeLessThan(QUERY_TIMEOUT_MS + 1_500);
    } finally {
      thaw();
    }

    await expect
      .poll(async () => (await timedInject('/readyz')).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
    const after = await timedInject('/api/v1/settings', signedIn.headers);
    expect(after.status).toBe(200);
  }, 30_000);
});
