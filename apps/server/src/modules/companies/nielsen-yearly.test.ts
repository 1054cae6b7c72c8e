import type { NielsenFilter } from '@adatlas/domain/companies';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { TenantDb } from '../../platform/database/databases.ts';
import { filteredCompanies } from './companies.repository.ts';
import { resolveNielsenFilters } from './nielsen-filter.ts';

let db: TestDatabase;
let tenant: TenantDb;
let companyIds: number[];
let table: (name: string) => string;

const query = async <T extends object>(text: string, values: unknown[] = []) =>
  (await db.databases.corePool.query<T>(text, values)).rows;

/**
 * Every (company, year, channel, cents) the summary holds that nielsen_spend does not, and back;
 * plus summary rows left without any amount. Empty when the triggers kept it exact.
 */
async function summaryDrift(): Promise<string[]> {
  const rows = await query<{ drift: string }>(`
    WITH summary AS (
      SELECT y.company_id, y.year, c.name AS channel, y.cents[c.id] AS cents
      FROM ${table('nielsen_yearly')} y CROSS JOIN ${table('nielsen_channels')} c
      WHERE y.cents[c.id] IS NOT NULL),
    spend AS (SELECT company_id, year, channel, (amount * 100)::bigint AS cents FROM ${table('nielsen_spend')})
    SELECT 'missing ' || s::text AS drift FROM (SELECT * FROM spend EXCEPT ALL SELECT * FROM summary) s
    UNION ALL SELECT 'extra ' || s::text FROM (SELECT * FROM summary EXCEPT ALL SELECT * FROM spend) s
    UNION ALL SELECT 'empty ' || y.company_id || '/' || y.year FROM ${table('nielsen_yearly')} y
      WHERE NOT EXISTS (SELECT FROM unnest(y.cents) AS v WHERE v IS NOT NULL)`);
  return rows.map((row) => row.drift);
}

async function insertSpend(rows: [number, number, string, number][]) {
  const values = rows.map(
    (_, i) => `($${4 * i + 1}::bigint, $${4 * i + 2}::int, $${4 * i + 3}, $${4 * i + 4}::numeric)`,
  );
  await query(
    `INSERT INTO ${table('nielsen_spend')} (company_id, year, channel, amount) VALUES ${values.join(', ')}`,
    rows.flat(),
  );
}

/** The filter as it was before the summary: a GROUP BY over nielsen_spend. */
async function oldFilterIds(filter: NielsenFilter): Promise<number[]> {
  const rows = await query<{ company_id: number }>(
    `SELECT company_id FROM ${table('nielsen_spend')}
     WHERE year = $1 AND channel = ANY($2::text[])
     GROUP BY company_id
     HAVING ($3::numeric IS NULL OR sum(amount) >= $3) AND ($4::numeric IS NULL OR sum(amount) <= $4)
     ORDER BY company_id`,
    [filter.year, filter.key, filter.min ?? null, filter.max ?? null],
  );
  return rows.map((row) => Number(row.company_id));
}

/** The filter through the company search, unresolved (subquery) or with its ids resolved. */
async function newFilterIds(filter: NielsenFilter, resolve: boolean): Promise<number[]> {
  const filters = resolve ? await resolveNielsenFilters(tenant.db, [filter]) : [filter];
  const rows = await filteredCompanies(tenant.db, { nielsen_filters: filters })
    .select('companies.id')
    .orderBy('companies.id')
    .execute();
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  db = await createTestDatabase();
  tenant = db.databases.tenant('italy');
  table = (name) => `${tenant.schema}.${name}`;
  companyIds = [];
  for (let i = 0; i < 6; i += 1) companyIds.push((await createCompany(tenant)).id);
});
afterAll(async () => {
  await db.drop();
});
beforeEach(async () => {
  await query(`DELETE FROM ${table('nielsen_spend')}`);
});

describe('nielsen_yearly kept by the nielsen_spend triggers', () => {
  it('follows inserts, amount and channel updates, moves, deletes and a company deletion', async () => {
    const [a, b] = companyIds as [number, number];
    await insertSpend([
      [a, 2024, 'TV', 100.5],
      [a, 2024, 'RADIO', 20],
      [a, 2023, 'TV', 7],
      [b, 2024, 'A brand new channel', 0.01],
    ]);
    expect(await summaryDrift()).toEqual([]);
    const channels = await query<{ name: string }>(`SELECT name FROM ${table('nielsen_channels')}`);
    expect(channels.map((row) => row.name)).toContain('A brand new channel');

    await query(`UPDATE ${table('nielsen_spend')} SET amount = amount * 3 WHERE channel = 'TV'`);
    expect(await summaryDrift()).toEqual([]);
    await query(
      `UPDATE ${table('nielsen_spend')} SET channel = 'Press' WHERE company_id = $1 AND channel = 'RADIO'`,
      [a],
    );
    expect(await summaryDrift()).toEqual([]);
    await query(
      `UPDATE ${table('nielsen_spend')} SET company_id = $1, year = 2022 WHERE company_id = $2 AND year = 2023`,
      [b, a],
    );
    expect(await summaryDrift()).toEqual([]);
    await query(`DELETE FROM ${table('nielsen_spend')} WHERE company_id = $1 AND channel = 'TV'`, [a]);
    expect(await summaryDrift()).toEqual([]);

    const doomed = await createCompany(tenant);
    await insertSpend([[doomed.id, 2024, 'TV', 5]]);
    await query(`DELETE FROM ${table('companies')} WHERE id = $1`, [doomed.id]);
    expect(await summaryDrift()).toEqual([]);
    const left = await query(`SELECT 1 FROM ${table('nielsen_yearly')} WHERE company_id = $1`, [doomed.id]);
    expect(left).toEqual([]);
  });

  it('is emptied by TRUNCATE and rebuilt whole by nielsen_yearly_rebuild()', async () => {
    const [a, b] = companyIds as [number, number];
    await insertSpend([
      [a, 2024, 'TV', 1],
      [b, 2024, 'RADIO', 2],
    ]);
    await query(`TRUNCATE ${table('nielsen_spend')}`);
    expect(await query(`SELECT 1 FROM ${table('nielsen_yearly')}`)).toEqual([]);

    // What a bulk load with triggers off leaves behind, then the rebuild it calls afterwards.
    const client = await db.databases.corePool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SET LOCAL session_replication_role = 'replica'");
      await client.query(
        `INSERT INTO ${table('nielsen_spend')} VALUES ($1, 2024, 'TV', 3), ($2, 2025, 'Cinema', 4)`,
        [a, b],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await summaryDrift()).not.toEqual([]);
    await query(`SELECT ${table('nielsen_yearly_rebuild')}()`);
    expect(await summaryDrift()).toEqual([]);
  });

  it('two transactions adding channels to the same company and year both count', async () => {
    const [a] = companyIds as [number];
    const first = await db.databases.corePool.connect();
    const second = await db.databases.corePool.connect();
    try {
      await first.query('BEGIN');
      await first.query(`INSERT INTO ${table('nielsen_spend')} VALUES ($1, 2024, 'TV', 1)`, [a]);
      await second.query('BEGIN');
      // Its trigger waits for the first transaction's lock on the company, then sees its row.
      const blocked = second.query(`INSERT INTO ${table('nielsen_spend')} VALUES ($1, 2024, 'RADIO', 2)`, [
        a,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query('COMMIT');
      await blocked;
      await second.query('COMMIT');
    } finally {
      first.release();
      second.release();
    }
    expect(await summaryDrift()).toEqual([]);
  });
});

const CHANNELS = ['TV', 'RADIO', 'Press', 'GRAND TOTAL'];
/** Amounts whose decimal × 100 is not a whole number in floating point (1.1 × 100 = 110.00000000000001). */
const AWKWARD_CENTS = [-29, 0, 7, 29, 57, 110, 115, 123, 267];
const spendRow = fc.record({
  company: fc.nat({ max: 5 }),
  year: fc.constantFrom(2023, 2024),
  channel: fc.constantFrom(...CHANNELS),
  cents: fc.oneof(fc.constantFrom(...AWKWARD_CENTS), fc.integer({ min: -300, max: 900 })),
});
// Bounds often equal to one amount or the sum of two, so that a sum lands exactly on them.
const awkward = fc.constantFrom(...AWKWARD_CENTS);
const bound = fc.oneof(
  awkward.map((cents) => cents / 100),
  fc.tuple(awkward, awkward).map(([a, b]) => (a + b) / 100),
  fc.integer({ min: 0, max: 1_800 }).map((cents) => cents / 100),
  fc.double({ min: 0, max: 20, noNaN: true }),
  fc.constantFrom(0.1 + 0.2, 2.675, 1e-7, 5e-324, 1e21, Number.MAX_VALUE),
);
type GeneratedFilter = NielsenFilter & { onSum?: { pick: number; side: 'min' | 'max' | 'both' } };
const filter: fc.Arbitrary<GeneratedFilter> = fc
  .record({
    year: fc.constantFrom(2023, 2024),
    key: fc.uniqueArray(fc.constantFrom(...CHANNELS, 'CINEMA'), { minLength: 1, maxLength: 3 }),
    min: fc.option(bound, { nil: undefined }),
    max: fc.option(bound, { nil: undefined }),
    duplicateKey: fc.boolean(),
    onSum: fc.option(fc.record({ pick: fc.nat(), side: fc.constantFrom('min', 'max', 'both') }), {
      nil: undefined,
    }),
  })
  .filter((f) => f.min !== undefined || f.max !== undefined || f.onSum !== undefined)
  .map(({ duplicateKey, min, max, ...f }) => ({
    ...f,
    key: duplicateKey ? [...f.key, f.key[0]!] : f.key,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  }));

/** Puts a bound exactly on a sum the GROUP BY computes, so equality at the bounds is tested every run. */
async function withBoundOnASum({ onSum, ...f }: GeneratedFilter): Promise<NielsenFilter> {
  if (!onSum) return f;
  const sums = await query<{ total: number }>(
    `SELECT sum(amount) AS total FROM ${table('nielsen_spend')}
     WHERE year = $1 AND channel = ANY($2::text[]) GROUP BY company_id ORDER BY company_id`,
    [f.year, f.key],
  );
  if (sums.length === 0) return f;
  const total = sums[onSum.pick % sums.length]!.total;
  return {
    ...f,
    ...(onSum.side !== 'max' ? { min: total } : {}),
    ...(onSum.side !== 'min' ? { max: total } : {}),
  };
}

describe('the Nielsen filter on the summary', () => {
  it('keeps exactly the companies the GROUP BY over nielsen_spend kept, after random writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(spendRow, {
          selector: (row) => `${row.company}/${row.year}/${row.channel}`,
          maxLength: 30,
        }),
        fc.array(fc.tuple(fc.constantFrom('scale', 'rename', 'delete'), fc.nat({ max: 5 })), {
          maxLength: 3,
        }),
        fc.array(filter, { minLength: 1, maxLength: 4 }),
        async (rows, writes, filters) => {
          await query(`DELETE FROM ${table('nielsen_spend')}`);
          if (rows.length > 0) {
            await insertSpend(rows.map((r) => [companyIds[r.company]!, r.year, r.channel, r.cents / 100]));
          }
          for (const [write, company] of writes) {
            const id = companyIds[company];
            if (write === 'scale')
              await query(`UPDATE ${table('nielsen_spend')} SET amount = -amount * 2 WHERE company_id = $1`, [
                id,
              ]);
            if (write === 'rename')
              await query(
                `UPDATE ${table('nielsen_spend')} SET channel = 'RADIO' WHERE company_id = $1 AND channel = 'TV'
                   AND NOT EXISTS (SELECT FROM ${table('nielsen_spend')} s
                                   WHERE s.company_id = $1 AND s.channel = 'RADIO')`,
                [id],
              );
            if (write === 'delete')
              await query(`DELETE FROM ${table('nielsen_spend')} WHERE company_id = $1 AND year = 2024`, [
                id,
              ]);
          }
          expect(await summaryDrift()).toEqual([]);
          for (const generated of filters) {
            const f = await withBoundOnASum(generated);
            const expected = await oldFilterIds(f);
            expect(await newFilterIds(f, false), JSON.stringify(f)).toEqual(expected);
            expect(await newFilterIds(f, true), JSON.stringify(f)).toEqual(expected);
          }
        },
      ),
      { numRuns: 60, seed: 20_261_122 },
    );
  }, 120_000);
});
