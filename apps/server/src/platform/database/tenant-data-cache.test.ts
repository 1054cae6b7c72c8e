import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectLeastRecentlyUsedDropped } from '../../../test/cache-helpers.ts';
import { createCompany } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createTenantDataCache, type TenantDataCache, UNCACHED_TENANT_TABLES } from './tenant-data-cache.ts';

// A minute of TTL: only invalidation can make a change visible, never an entry's age.
const TTL_MS = 60_000;

let db: TestDatabase;
let cache: TenantDataCache;
let outsider: pg.Client;
let companyId: number;

/** The company's name through the cache, and whether the database was read for it. */
async function readName(tenant: 'italy' | 'france' = 'italy', id = companyId) {
  let loaded = false;
  const name = await cache.get(tenant, `company:${id}`, async () => {
    loaded = true;
    const { rows } = await outsider.query<{ name: string }>(
      `SELECT name FROM ${tenant === 'italy' ? 'tenant_it' : 'tenant_fr'}.companies WHERE id = $1`,
      [id],
    );
    return rows[0]?.name;
  });
  return { name, loaded };
}

async function waitForListener() {
  await eventually(async () => {
    const { rows } = await outsider.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'adatlas-listen' AND query ILIKE 'LISTEN%'",
    );
    return rows[0]!.n >= 1;
  }, 10_000);
}

beforeAll(async () => {
  db = await createTestDatabase();
  outsider = new pg.Client({ connectionString: db.url });
  await outsider.connect();
  companyId = (await createCompany(db.databases.tenant('italy'), { name: 'Before' })).id;
  cache = createTenantDataCache({ databases: db.databases, ttlMs: TTL_MS });
  await waitForListener();
});

afterAll(async () => {
  await cache.close();
  await outsider.end();
  await db.drop();
});

describe('tenant data cache', () => {
  it('answers the second read from memory', async () => {
    expect(await readName()).toEqual({ name: 'Before', loaded: true });
    expect(await readName()).toEqual({ name: 'Before', loaded: false });
  });

  it('drops a tenant once another process or tool changes its data (NOTIFY at commit)', async () => {
    await readName();
    await outsider.query("UPDATE tenant_it.companies SET name = 'Outside' WHERE id = $1", [companyId]);
    await eventually(async () => (await readName()).name === 'Outside');
    expect(await readName()).toEqual({ name: 'Outside', loaded: false });
  });

  it("drops a tenant at once when this process's own handle writes to it", async () => {
    await readName();
    await db.databases
      .tenant('italy')
      .db.updateTable('companies')
      .set({ name: 'Local' })
      .where('id', '=', companyId)
      .execute();
    // No wait: the very next read after the write's answer sees it.
    expect(await readName()).toEqual({ name: 'Local', loaded: true });
  });

  it("keeps a tenant's entries when another tenant changes", async () => {
    const frId = (await createCompany(db.databases.tenant('france'), { name: 'Paris' })).id;
    await readName();
    await readName('france', frId);
    await outsider.query("UPDATE tenant_fr.companies SET name = 'Lyon' WHERE id = $1", [frId]);
    await eventually(async () => (await readName('france', frId)).name === 'Lyon');
    expect((await readName()).loaded).toBe(false);
  });

  it('serves nothing from memory while the LISTEN connection is down, and resumes after', async () => {
    await readName();
    await outsider.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'adatlas-listen'",
    );
    await eventually(async () => (await readName()).loaded);
    // A change made while nobody listened is seen: the cache was emptied and bypassed.
    await outsider.query("UPDATE tenant_it.companies SET name = 'Missed' WHERE id = $1", [companyId]);
    expect((await readName()).name).toBe('Missed');
    await waitForListener();
    await eventually(async () => !(await readName()).loaded);
  });

  it('keeps the most recently used entries when full', async () => {
    const small = createTenantDataCache({ databases: db.databases, ttlMs: TTL_MS, maxEntries: 2 });
    try {
      const loads: string[] = [];
      const read = (key: string) =>
        small.get('italy', key, async () => {
          loads.push(key);
          return key;
        });
      await expectLeastRecentlyUsedDropped(read, loads);
    } finally {
      await small.close();
    }
  });

  it('has a notify trigger on every tenant table but the per-user, news and score tables', async () => {
    const { rows } = await outsider.query<{ table: string; triggered: boolean }>(
      `SELECT c.relname AS table,
              EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'data_change_notify') AS triggered
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'tenant_it' AND c.relkind IN ('r', 'p')`,
    );
    const untriggered = rows.filter((row) => !row.triggered).map((row) => row.table);
    expect(untriggered.sort()).toEqual([...UNCACHED_TENANT_TABLES].sort());
    expect(rows.filter((row) => row.triggered).map((row) => row.table)).toEqual(
      expect.arrayContaining(['companies', 'contacts', 'brands', 'nielsen_spend', 'pitches']),
    );
  });
});
