import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { eventually, expectLeastRecentlyUsedDropped } from '../../../test/cache-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabases, type Databases } from '../database/databases.ts';
import { createAuthCache } from './auth-cache.ts';

// Two API processes on one database, both caching session and licence lookups for a minute: only
// invalidation can make a change visible, never the entry's age.
const CACHE_ENV = { AUTH_CACHE_MS: '60000' };

let first: TestApp;
let secondDatabases: Databases;
let second: FastifyInstance;
let outsider: pg.Client;

beforeAll(async () => {
  first = await createTestApp(CACHE_ENV);
  secondDatabases = createDatabases({ url: first.db.url, poolSize: 3 });
  second = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: first.db.url, ...CACHE_ENV }),
    databases: secondDatabases,
  });
  await second.ready();
  // A tool outside both processes (psql, a migration, another service).
  outsider = new pg.Client({ connectionString: first.db.url });
  await outsider.connect();
  await waitForListeners(2);
});

afterAll(async () => {
  await outsider.end();
  await second.close();
  await secondDatabases.close();
  await first.close();
});

/** Session lookups each process sends to core while `work` runs. */
async function sessionReads(databases: Databases, work: () => Promise<unknown>): Promise<number> {
  let reads = 0;
  const stop = databases.onQuery((event) => {
    if (/from "core"\."sessions"/i.test(event.sql)) reads += 1;
  });
  try {
    await work();
  } finally {
    stop();
  }
  return reads;
}

const me = (app: FastifyInstance, session: SignedIn) =>
  app.inject({ method: 'GET', url: '/api/v1/user/me', headers: session.headers });
const financials = (app: FastifyInstance, session: SignedIn) =>
  app.inject({ method: 'GET', url: '/api/v1/frontend/company/1/financials', headers: session.headers });

/** Waits until `request` is answered from the cache (no session read). */
function cachedIn(databases: Databases, request: () => Promise<unknown>) {
  return eventually(async () => (await sessionReads(databases, request)) === 0);
}

async function waitForListeners(count: number) {
  await eventually(async () => {
    const { rows } = await outsider.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'adatlas-listen' AND query ILIKE 'LISTEN%'",
    );
    return rows[0]!.n >= count;
  }, 10_000);
}

async function signedInCustomer(scopes: string[] = ['company']) {
  const user = await createUser(first, { tenants: { italy: { scopes } } });
  return { userId: user.id, session: await loginAs(first, user) };
}

describe('auth cache', () => {
  it('keeps the most recently used sessions when full', async () => {
    const cache = createAuthCache({ databases: first.db.databases, ttlMs: 60_000, maxEntries: 2 });
    try {
      const loads: string[] = [];
      const read = (hash: string) =>
        cache.session(hash, async () => {
          loads.push(hash);
          return { userId: 1 };
        });
      await expectLeastRecentlyUsedDropped(read, loads);
    } finally {
      await cache.close();
    }
  });

  it('answers repeated requests without reading the session again', async () => {
    const { session } = await signedInCustomer();
    expect((await me(first.app, session)).statusCode).toBe(200);
    await cachedIn(first.db.databases, () => me(first.app, session));
    const reads = await sessionReads(first.db.databases, async () => {
      for (let i = 0; i < 5; i += 1) expect((await me(first.app, session)).statusCode).toBe(200);
    });
    expect(reads).toBe(0);
  });

  it('ends a session on the very next request of the process that logged out, and soon on the other', async () => {
    const { session } = await signedInCustomer();
    expect((await me(first.app, session)).statusCode).toBe(200);
    expect((await me(second, session)).statusCode).toBe(200);
    await cachedIn(secondDatabases, () => me(second, session));

    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: session.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(first.app, session)).statusCode).toBe(401);
    const delay = await eventually(async () => (await me(second, session)).statusCode === 401);
    expect(delay).toBeLessThan(1_000);
  });

  it('applies a scope removed by another tool to both processes', async () => {
    const { userId, session } = await signedInCustomer(['company']);
    expect((await financials(first.app, session)).statusCode).not.toBe(403);
    expect((await financials(second, session)).statusCode).not.toBe(403);

    await outsider.query(
      "UPDATE core.licence_tenants SET scopes = '{}' WHERE tenant_id = 'italy' AND user_id = $1",
      [userId],
    );
    await eventually(async () => (await financials(first.app, session)).statusCode === 403);
    await eventually(async () => (await financials(second, session)).statusCode === 403);
  });

  it('applies a disabled account to both processes', async () => {
    const user = await createUser(first, { tenants: { italy: { scopes: ['company'] } } });
    const session = await loginAs(first, user);
    expect((await me(first.app, session)).statusCode).toBe(200);
    expect((await me(second, session)).statusCode).toBe(200);
    await outsider.query('UPDATE core.users SET active = false WHERE id = $1', [user.id]);
    await eventually(async () => (await me(first.app, session)).statusCode !== 200);
    await eventually(async () => (await me(second, session)).statusCode !== 200);
  });

  it('trusts nothing while its notification connection is down, and caches again once it is back', async () => {
    const { userId, session } = await signedInCustomer();
    expect((await me(second, session)).statusCode).toBe(200);
    await outsider.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'adatlas-listen'",
    );
    // While the listeners reconnect, every request reads core, so a revocation is seen at once.
    const twoRequests = async () => {
      await me(second, session);
      await me(second, session);
    };
    await eventually(async () => (await sessionReads(secondDatabases, twoRequests)) === 2);
    await outsider.query(
      "UPDATE core.sessions SET revoked_at = now(), revoked_reason = 'logout' WHERE user_id = $1",
      [userId],
    );
    expect((await me(second, session)).statusCode).toBe(401);

    await waitForListeners(2);
    const { session: fresh } = await signedInCustomer();
    expect((await me(second, fresh)).statusCode).toBe(200);
    await cachedIn(secondDatabases, () => me(second, fresh));
  });
});
