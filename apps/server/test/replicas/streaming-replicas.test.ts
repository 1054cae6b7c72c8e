import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { replicaOptions } from '../../src/platform/database/bootstrap.ts';
import { createDatabases, type Databases } from '../../src/platform/database/databases.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/platform/database/embedded.ts';
import { type EmbeddedReplica, startEmbeddedReplica } from '../../src/platform/database/embedded-replica.ts';
import { parseLsn } from '../../src/platform/database/replica-set.ts';
import { createUser, loginAs } from '../auth-helpers.ts';
import { createCompanies, grantCredits, METERED_SCOPES } from '../billing-helpers.ts';
import { grantExportPlugin, readSheet } from '../export-helpers.ts';
import { createCompany } from '../factories.ts';
import type { TestApp } from '../test-app.ts';

/** Small, so the lag test waits little; the health check runs every 100 ms. */
const MAX_LAG_MS = 1_500;
const REPLICA = 'italy+core/replica-1';

let tmpDir: string;
let primary: EmbeddedDatabase;
let replica: EmbeddedReplica;
let primaryAdmin: pg.Pool;
let replicaAdmin: pg.Pool | undefined;
let databases: Databases;
let app: FastifyInstance;
let t: TestApp;
let headers: Record<string, string>;

/**
 * A real primary and a real hot-standby streaming replica of it (embedded PostgreSQL, same
 * binaries, loopback ports), and the application with italy and core reading from the replica.
 */
beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'adatlas-replica-'));
  await chmod(tmpDir, 0o755);
  primary = await startEmbeddedPostgres({
    dataDir: path.join(tmpDir, 'primary'),
    settings: { fsync: 'off', synchronous_commit: 'off', wal_keep_size: '512MB' },
  });
  replica = await startEmbeddedReplica(primary, {
    dataDir: path.join(tmpDir, 'replica'),
    settings: { fsync: 'off' },
  });
  primaryAdmin = new pg.Pool({ connectionString: primary.url, max: 2 });
  replicaAdmin = new pg.Pool({ connectionString: replica.url, max: 2 });
  // Servers stopping under them (the last test, then afterAll) must not raise unhandled errors.
  for (const pool of [primaryAdmin, replicaAdmin]) {
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: primary.url,
    TENANT_REPLICAS: JSON.stringify({ italy: [replica.url], core: [replica.url] }),
    REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
    REPLICA_CHECK_INTERVAL_MS: '100',
  });
  databases = createDatabases({ url: primary.url, poolSize: 10, ...replicaOptions(config) });
  await databases.migrate();
  app = await buildApp({ config, databases });
  await app.ready();
  // The factories only need the databases of a TestApp.
  t = { app, db: { databases } } as unknown as TestApp;
  const user = await createUser(t, { tenants: { italy: { scopes: [...METERED_SCOPES, 'favourites'] } } });
  headers = (await loginAs(t, user)).headers;
  await caughtUp();
}, 90_000);

afterAll(async () => {
  await app?.close();
  await databases?.close();
  await replicaAdmin?.end();
  await primaryAdmin?.end();
  await replica?.stop();
  await primary?.stop();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
});

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The replica has replayed everything the primary has, and the app's health check has seen it. */
async function caughtUp() {
  const { rows } = await primaryAdmin.query<{ lsn: string }>(
    'SELECT pg_current_wal_insert_lsn()::text AS lsn',
  );
  const target = parseLsn(rows[0]?.lsn as string);
  await waitFor('the replica to replay the primary', async () => {
    const replayed = await (replicaAdmin as pg.Pool).query<{ lsn: string }>(
      'SELECT pg_last_wal_replay_lsn()::text AS lsn',
    );
    return parseLsn(replayed.rows[0]?.lsn as string) >= target;
  });
  // A check that ran after the replay, not one from before the last write.
  await waitFor('the health check to see the replica caught up', () =>
    databases.replicas.sets.every(({ set }) =>
      set.replicas.every(
        (replica) => replica.healthy && replica.replayedLsn >= target && replica.lagMs === 0,
      ),
    ),
  );
}

const pauseReplay = () => replicaAdmin?.query('SELECT pg_wal_replay_pause()');
async function resumeReplay() {
  await replicaAdmin?.query('SELECT pg_wal_replay_resume()');
  await caughtUp();
}

const search = (key: string) =>
  app.inject({ method: 'GET', url: `/api/v1/frontend/search?key=${encodeURIComponent(key)}`, headers });
const companyNames = async (key: string) => {
  const response = await search(key);
  expect(response.statusCode).toBe(200);
  return (response.json().companies.data as { name: string }[]).map((company) => company.name).sort();
};
const reads = (target: string) => databases.replicas.stats.reads.get(target) ?? 0;
const fallbacks = (reason: string) => databases.replicas.stats.fallbacks.get(reason as 'down') ?? 0;

describe('streaming read replicas', () => {
  it('serves a quick search from the replica: it answers with what the replica has replayed', async () => {
    const italy = databases.tenant('italy');
    await createCompany(italy, { name: 'Zanzibar Replicated' });
    await caughtUp();
    await pauseReplay();
    try {
      // Written straight to the primary, by no user of the app: only the replica can miss it.
      await createCompany(italy, { name: 'Zanzibar Unreplayed' });
      const before = reads(REPLICA);
      expect(await companyNames('Zanzibar')).toEqual(['Zanzibar Replicated']);
      expect(reads(REPLICA)).toBeGreaterThan(before);
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(
        new RegExp(`db_routed_reads_total\\{target="${REPLICA.replace('+', '\\+')}"\\} [1-9]`),
      );

      // Lag beyond REPLICA_MAX_LAG_MS: the replica is skipped and the primary answers.
      await waitFor('the lag to pass the limit', () =>
        databases.replicas.health().every((health) => health.lagging),
      );
      const lagFallbacks = fallbacks('lag');
      expect(await companyNames('Zanzibar')).toEqual(['Zanzibar Replicated', 'Zanzibar Unreplayed']);
      expect(fallbacks('lag')).toBeGreaterThan(lagFallbacks);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'degraded',
        replicas: [{ name: REPLICA, healthy: true, lagging: true }],
      });
    } finally {
      await resumeReplay();
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json().status).toBe('ready');
  });

  it('does not take a replica of an idle primary for a lagging one', async () => {
    await caughtUp();
    // Longer than the limit with nothing written: the last replayed commit grows old, the lag does not.
    await new Promise((resolve) => setTimeout(resolve, MAX_LAG_MS + 500));
    expect(databases.replicas.health()).toMatchObject([{ healthy: true, lagging: false, lagMs: 0 }]);
    const before = reads(REPLICA);
    expect(await companyNames('Zanzibar')).toContain('Zanzibar Replicated');
    expect(reads(REPLICA)).toBeGreaterThan(before);
  });

  it('lists a tag its user has just created while the replica is paused (read-your-writes)', async () => {
    await pauseReplay();
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/frontend/tag',
        headers,
        payload: { name: 'Replica watch', color: '#00ff00' },
      });
      expect(created.statusCode).toBe(201);
      const onReplica = await (replicaAdmin as pg.Pool).query(
        `SELECT 1 FROM tenant_it.tags WHERE name = 'Replica watch'`,
      );
      expect(onReplica.rowCount).toBe(0);
      const ownWrite = fallbacks('own_write');
      const listed = await app.inject({ method: 'GET', url: '/api/v1/frontend/tag', headers });
      expect(listed.statusCode).toBe(200);
      expect(JSON.stringify(listed.json())).toContain('Replica watch');
      expect(fallbacks('own_write')).toBeGreaterThan(ownWrite);
    } finally {
      await resumeReplay();
    }
    // Once replayed, the same user's reads go back to the replica.
    const before = reads(REPLICA);
    const listed = await app.inject({ method: 'GET', url: '/api/v1/frontend/tag', headers });
    expect(JSON.stringify(listed.json())).toContain('Replica watch');
    expect(reads(REPLICA)).toBeGreaterThan(before);
  });

  it('keeps no cached answer a replica served before it had replayed the last change', async () => {
    const cachedConfig = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: primary.url,
      DATA_CACHE_MS: '60000',
      TENANT_REPLICAS: JSON.stringify({ italy: [replica.url], core: [replica.url] }),
      REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      REPLICA_CHECK_INTERVAL_MS: '100',
    });
    const cachedDatabases = createDatabases({
      url: primary.url,
      poolSize: 4,
      ...replicaOptions(cachedConfig),
    });
    const cachedApp = await buildApp({ config: cachedConfig, databases: cachedDatabases });
    try {
      await cachedApp.ready();
      const names = async (key: string) =>
        (
          (
            await cachedApp.inject({
              method: 'GET',
              url: `/api/v1/frontend/search?key=${encodeURIComponent(key)}`,
              headers,
            })
          ).json().companies.data as { name: string }[]
        ).map((company) => company.name);
      const routedReads = () => [...cachedDatabases.replicas.stats.reads.values()].reduce((a, b) => a + b, 0);
      await waitFor('the replica to be in use', () =>
        cachedDatabases.replicas.health().every((health) => health.healthy && !health.lagging),
      );
      // The cache is live (its LISTEN connections are up): a repeated search reads no database.
      await waitFor('the cache to keep answers', async () => {
        await names('Wombat');
        const before = routedReads();
        await names('Wombat');
        return routedReads() === before;
      });
      await pauseReplay();
      try {
        await createCompany(databases.tenant('italy'), { name: 'Quokka Cached' });
        // The primary's NOTIFY empties the cache of italy, and dates its invalidation.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await names('Quokka')).toEqual([]);
      } finally {
        await resumeReplay();
      }
      await waitFor('the second app to see the replica caught up', () =>
        cachedDatabases.replicas.health().every((health) => health.lagMs === 0),
      );
      expect(await names('Quokka')).toEqual(['Quokka Cached']);
    } finally {
      await cachedApp.close();
      await cachedDatabases.close();
    }
  });

  it('keeps credits exact under a 100-way burst of first opens', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    await grantCredits(t, user.id, { company: 10, contact: 0 });
    const burstHeaders = (await loginAs(t, user)).headers;
    const companies = await createCompanies(databases.tenant('italy'), 100, 'Burst');
    // Written outside the app (an import, say): readable on the replica once replayed.
    await caughtUp();
    const answers = await Promise.all(
      companies.map((id) =>
        app.inject({ method: 'GET', url: `/api/v1/frontend/company/${id}`, headers: burstHeaders }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 402)).toHaveLength(90);
    const consumption = await app.inject({
      method: 'GET',
      url: '/api/v1/consumption',
      headers: burstHeaders,
    });
    expect(consumption.json().data.companies.count).toBe(10);
    const opens = await primaryAdmin.query('SELECT 1 FROM core.record_opens WHERE user_id = $1', [user.id]);
    expect(opens.rowCount).toBe(10);
  });

  it('streams an export from a read-only snapshot on the replica, its allowance spent on the primary', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
    await grantExportPlugin(t, user.id, { kind: 'companies', limit: 10 });
    const exportHeaders = (await loginAs(t, user)).headers;
    await createCompany(databases.tenant('italy'), { name: 'Yellowstone Replicated', city: 'Replicopoli' });
    await caughtUp();
    await pauseReplay();
    try {
      await createCompany(databases.tenant('italy'), { name: 'Yellowstone Unreplayed', city: 'Replicopoli' });
      const before = reads(REPLICA);
      const exported = await app.inject({
        method: 'POST',
        url: '/api/v1/frontend/company/export',
        headers: exportHeaders,
        payload: { city: ['Replicopoli'] },
      });
      expect(exported.statusCode).toBe(200);
      const sheet = await readSheet(exported.rawPayload);
      // The snapshot the rows were counted and read in is the replica's: it has not the newer company.
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(2).value).toBe('Yellowstone Replicated');
      expect(reads(REPLICA)).toBeGreaterThan(before);
      // The allowance was spent on the primary, by the one row written.
      const spent = await primaryAdmin.query('SELECT row_count FROM core.export_log WHERE user_id = $1', [
        user.id,
      ]);
      expect(spent.rows).toEqual([{ row_count: 1 }]);
    } finally {
      await resumeReplay();
    }
  });

  it('loses no request when the replica stops mid-run, and none waits 2 s', async () => {
    await createCompany(databases.tenant('italy'), { name: 'Zanzibar Steady' });
    await caughtUp();
    const samples: { status: number; ms: number; at: number }[] = [];
    let stopAt = Number.POSITIVE_INFINITY;
    const runUntil = Date.now() + 3_000;
    const worker = async () => {
      while (Date.now() < runUntil) {
        const start = Date.now();
        const response = await search('Zanzibar Steady');
        samples.push({ status: response.statusCode, ms: Date.now() - start, at: start });
      }
    };
    const stopper = async () => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      // This test's own connections to it first, so their ending is not an unhandled error.
      await replicaAdmin?.end();
      replicaAdmin = undefined;
      stopAt = Date.now();
      await replica.stop();
    };
    const readsBefore = reads(REPLICA);
    await Promise.all([worker(), worker(), worker(), worker(), stopper()]);
    expect(reads(REPLICA)).toBeGreaterThan(readsBefore);
    expect(samples.filter((sample) => sample.at > stopAt + 500).length).toBeGreaterThan(10);
    expect(samples.filter((sample) => sample.status !== 200)).toEqual([]);
    expect(Math.max(...samples.map((sample) => sample.ms))).toBeLessThan(2_000);
    expect(databases.replicas.health()).toMatchObject([{ name: REPLICA, healthy: false }]);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json().status]).toEqual([200, 'degraded']);
  });
});
