import type { NielsenFilter } from '@adatlas/domain/companies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEveryScope } from '../../../test/auth-helpers.ts';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { filteredCompanies } from './companies.repository.ts';

let t: TestApp;
let authorization: string;

async function names(body: object): Promise<string[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/frontend/company',
    payload: body,
    headers: { authorization, 'x-tenant': 'italy' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((company: { name: string }) => company.name);
}

/** The same filter through the summary subquery, without the company ids the route resolves. */
async function namesThroughSubquery(filter: NielsenFilter): Promise<string[]> {
  const rows = await filteredCompanies(t.db.databases.tenant('italy').db, { nielsen_filters: [filter] })
    .select('companies.name')
    .orderBy('companies.name')
    .execute();
  return rows.map((row) => row.name);
}

/** The filter as it was: a GROUP BY over nielsen_spend. */
async function namesThroughGroupBy(filter: NielsenFilter): Promise<string[]> {
  const italy = t.db.databases.tenant('italy');
  const { rows } = await t.db.databases.corePool.query<{ name: string }>(
    `SELECT c.name FROM ${italy.schema}.companies c
     WHERE c.active AND c.id IN (
       SELECT company_id FROM ${italy.schema}.nielsen_spend
       WHERE year = $1 AND channel = ANY($2::text[])
       GROUP BY company_id
       HAVING ($3::numeric IS NULL OR sum(amount) >= $3) AND ($4::numeric IS NULL OR sum(amount) <= $4))
     ORDER BY c.name`,
    [filter.year, filter.key, filter.min ?? null, filter.max ?? null],
  );
  return rows.map((row) => row.name);
}

beforeAll(async () => {
  t = await createTestApp();
  authorization = await signInWithEveryScope(t);
  const italy = t.db.databases.tenant('italy');
  const spend: Record<string, [number, string, number][]> = {
    Alfa: [
      [2024, 'TV', 600],
      [2024, 'RADIO', 400],
      [2023, 'TV', 5000],
    ],
    Beta: [[2024, 'TV', 1000.01]],
    Gamma: [[2024, 'Press', 50]],
    Delta: [[2024, 'TV', 0]],
    Epsilon: [[2024, 'TV', 1.1]],
    Zeta: [
      [2024, 'TV', -5],
      [2024, 'RADIO', 10],
    ],
    Eta: [],
    Theta: [[2023, 'TV', 900]],
  };
  for (const [name, rows] of Object.entries(spend)) {
    const company = await createCompany(italy, { name });
    for (const [year, channel, amount] of rows) {
      await italy.db
        .insertInto('nielsen_spend')
        .values({ company_id: company.id, year, channel, amount })
        .execute();
    }
  }
  const hidden = await createCompany(italy, { name: 'Iota Inactive', active: false });
  await italy.db
    .insertInto('nielsen_spend')
    .values({ company_id: hidden.id, year: 2024, channel: 'TV', amount: 5000 })
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/frontend/company with nielsen_filters', () => {
  it.each<[string, NielsenFilter, string[]]>([
    ['a sum exactly at min', { year: 2024, key: ['TV', 'RADIO'], min: 1000 }, ['Alfa', 'Beta']],
    ['a sum exactly at max', { year: 2024, key: ['TV', 'RADIO'], min: 999.99, max: 1000 }, ['Alfa']],
    [
      'only max: no row of the chosen channels is no match',
      { year: 2024, key: ['TV', 'RADIO'], max: 5 },
      ['Delta', 'Epsilon', 'Zeta'],
    ],
    [
      'min 0 keeps a zero sum, not a company with other channels only',
      { year: 2024, key: ['TV'], min: 0 },
      ['Alfa', 'Beta', 'Delta', 'Epsilon'],
    ],
    [
      'min 1.1 (1.1 × 100 is not 110 in floating point)',
      { year: 2024, key: ['TV'], min: 1.1 },
      ['Alfa', 'Beta', 'Epsilon'],
    ],
    ['max 1.1 and a negative amount', { year: 2024, key: ['TV'], max: 1.1 }, ['Delta', 'Epsilon', 'Zeta']],
    ['a bound between two cents', { year: 2024, key: ['TV'], min: 1.105, max: 600 }, ['Alfa']],
    ['another year', { year: 2023, key: ['TV'], min: 1000 }, ['Alfa']],
    ['an unknown channel alone', { year: 2024, key: ['CINEMA'], max: 1e9 }, []],
    ['an unknown channel with a known one', { year: 2024, key: ['TV', 'CINEMA'], min: 1000 }, ['Beta']],
    ['a channel named twice counts once', { year: 2024, key: ['TV', 'TV'], min: 1000 }, ['Beta']],
    ['a min beyond any sum', { year: 2024, key: ['TV'], min: 1e300 }, []],
    [
      'a max beyond any sum',
      { year: 2024, key: ['Press', 'RADIO'], max: Number.MAX_VALUE },
      ['Alfa', 'Gamma', 'Zeta'],
    ],
  ])('%s', async (_label, filter, expected) => {
    expect(await names({ nielsen_filters: [filter] })).toEqual(expected);
    expect(await namesThroughSubquery(filter)).toEqual(expected);
    expect(await namesThroughGroupBy(filter)).toEqual(expected);
  });

  it('several Nielsen filters all apply', async () => {
    expect(
      await names({
        nielsen_filters: [
          { year: 2024, key: ['TV'], min: 500 },
          { year: 2023, key: ['TV'], min: 1000 },
        ],
      }),
    ).toEqual(['Alfa']);
  });

  it('follows the spend as it changes, and forgets a deleted company', async () => {
    const italy = t.db.databases.tenant('italy');
    const filter = { year: 2024, key: ['TV', 'RADIO'], min: 1000 };
    const company = await createCompany(italy, { name: 'Kappa' });
    await italy.db
      .insertInto('nielsen_spend')
      .values({ company_id: company.id, year: 2024, channel: 'TV', amount: 999.99 })
      .execute();
    expect(await names({ nielsen_filters: [filter] })).toEqual(['Alfa', 'Beta']);
    await italy.db
      .updateTable('nielsen_spend')
      .set({ amount: 1000 })
      .where('company_id', '=', company.id)
      .execute();
    expect(await names({ nielsen_filters: [filter] })).toEqual(['Alfa', 'Beta', 'Kappa']);
    await italy.db
      .updateTable('nielsen_spend')
      .set({ channel: 'Press' })
      .where('company_id', '=', company.id)
      .execute();
    expect(await names({ nielsen_filters: [filter] })).toEqual(['Alfa', 'Beta']);
    await italy.db
      .updateTable('nielsen_spend')
      .set({ channel: 'RADIO' })
      .where('company_id', '=', company.id)
      .execute();
    expect(await names({ nielsen_filters: [filter] })).toEqual(['Alfa', 'Beta', 'Kappa']);
    await italy.db.deleteFrom('nielsen_spend').where('company_id', '=', company.id).execute();
    expect(await names({ nielsen_filters: [filter] })).toEqual(['Alfa', 'Beta']);
    await italy.db
      .insertInto('nielsen_spend')
      .values({ company_id: company.id, year: 2024, channel: 'RADIO', amount: 2000 })
      .execute();
    await italy.db.deleteFrom('companies').where('id', '=', company.id).execute();
    expect(await names({ nielsen_filters: [filter] })).toEqual(['Alfa', 'Beta']);
    const summary = await italy.db
      .selectFrom('nielsen_yearly')
      .select('company_id')
      .where('company_id', '=', company.id)
      .execute();
    expect(summary).toEqual([]);
  });
});
