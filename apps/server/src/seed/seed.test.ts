import { TENANT_IDS, tenantSchemaName } from '@adatlas/domain/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedAll, seedIfEmpty } from './seed.ts';

let db: TestDatabase;
const lines: string[] = [];
const options = { scale: 0.05, log: (line: string) => lines.push(line) };

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

async function companyCount(tenant: (typeof TENANT_IDS)[number]): Promise<number> {
  const { rows } = await db.databases.corePool.query(
    `SELECT count(*)::int AS n FROM ${tenantSchemaName(tenant)}.companies`,
  );
  return rows[0].n;
}

describe('seedIfEmpty', () => {
  it('loads every tenant the first time, then does nothing', async () => {
    const first = await seedIfEmpty(db.databases, options);
    expect(first?.summary).toMatch(/^Demo data loaded into 7 tenants \(scale 0\.05\): .* companies/);
    expect(Object.keys(first?.counts ?? {}).sort()).toEqual([...TENANT_IDS].sort());
    for (const tenant of TENANT_IDS)
      expect(await companyCount(tenant)).toBe(first?.counts[tenant]?.companies);
    const scores = await db.databases.tenant('italy').db.selectFrom('pitch_scores').select('id').execute();
    expect(scores.length).toBeGreaterThan(0);

    const { rows } = await db.databases.corePool.query(
      'SELECT tenant_id FROM core.demo_seed ORDER BY tenant_id',
    );
    expect(rows.map((row) => row.tenant_id)).toEqual([...TENANT_IDS].sort());

    await db.databases.corePool.query(
      `INSERT INTO ${tenantSchemaName('italy')}.companies (name, type) VALUES ('Kept', 'AG')`,
    );
    expect(await seedIfEmpty(db.databases, options)).toBeNull();
    expect(await companyCount('italy')).toBe((first?.counts.italy?.companies ?? 0) + 1);
  }, 120_000);

  it('loads only the tenants whose marker is missing', async () => {
    await db.databases.corePool.query(`DELETE FROM core.demo_seed WHERE tenant_id = 'portugal'`);
    const result = await seedIfEmpty(db.databases, options);
    expect(Object.keys(result?.counts ?? {})).toEqual(['portugal']);
  }, 60_000);
});

describe('seedAll', () => {
  it('reloads the tenants asked for, dropping what was added since', async () => {
    const result = await seedAll(db.databases, { ...options, tenants: ['italy'] });
    expect(Object.keys(result.counts)).toEqual(['italy']);
    expect(await companyCount('italy')).toBe(result.counts.italy?.companies);
    expect(lines.some((line) => line.startsWith('italy: '))).toBe(true);
  }, 60_000);
});
