import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { compiledOnce } from './compiled-query.ts';
import { createKysely, createPool } from './connection.ts';
import type { TenantDatabase } from './schema.ts';

let db: TestDatabase;
let pool: pg.Pool;
let italy: Kysely<TenantDatabase>;
let france: Kysely<TenantDatabase>;

const companyName = compiledOnce(['id'], (handle: Kysely<TenantDatabase>, { id }: { id: number }) =>
  handle.selectFrom('companies').select(['id', 'name']).where('id', '=', id),
);

beforeAll(async () => {
  db = await createTestDatabase();
  // One connection: what it has prepared is what pg_prepared_statements shows.
  pool = createPool(db.url, { max: 1 });
  const root = createKysely<TenantDatabase>(pool);
  italy = root.withSchema('tenant_it');
  france = root.withSchema('tenant_fr');
});

afterAll(async () => {
  await italy.destroy();
  await db.drop();
});

describe('compiledOnce', () => {
  it('answers each call with its own values, per tenant schema, as one prepared statement per schema', async () => {
    const a = await createCompany(db.databases.tenant('italy'), { name: 'Alfa' });
    const b = await createCompany(db.databases.tenant('italy'), { name: 'Beta' });
    const c = await createCompany(db.databases.tenant('france'), { name: 'Charlie' });
    expect(await companyName(italy, { id: a.id })).toEqual([{ id: a.id, name: 'Alfa' }]);
    expect(await companyName(italy, { id: b.id })).toEqual([{ id: b.id, name: 'Beta' }]);
    expect(await companyName(france, { id: c.id })).toEqual([{ id: c.id, name: 'Charlie' }]);
    expect(await companyName(france, { id: a.id === c.id ? -1 : a.id })).toEqual([]);

    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
      italy,
    );
    const prepared = rows.map((row) => row.statement);
    expect(prepared.filter((text) => text.includes('"tenant_it"."companies"'))).toHaveLength(1);
    expect(prepared.filter((text) => text.includes('"tenant_fr"."companies"'))).toHaveLength(1);
  });

  it('refuses a builder whose value did not become a bound parameter', async () => {
    const inlined = compiledOnce(['id'], (handle: Kysely<TenantDatabase>, _params: { id: number }) =>
      handle.selectFrom('companies').select('id').where('id', '=', 1),
    );
    await expect(inlined(italy, { id: 1 })).rejects.toThrow(/id did not become bound/);
  });
});
