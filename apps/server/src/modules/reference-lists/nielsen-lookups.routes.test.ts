import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, signInWithEveryScope } from '../../../test/auth-helpers.ts';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * GET /nielsen/entity and GET /nielsen (spec data §7): the channel types and years of the
 * country's own Nielsen data, which the spend filters offer instead of a list fixed in the web.
 */
let t: TestApp;
let authorization: string;

const get = (url: string, tenant = 'italy', auth = authorization) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/frontend${url}`,
    headers: { authorization: auth, 'x-tenant': tenant },
  });

async function spend(tenant: 'italy' | 'france', rows: [year: number, channel: string, amount: number][]) {
  const db = t.db.databases.tenant(tenant);
  const company = await createCompany(db);
  await db.db
    .insertInto('nielsen_spend')
    .values(rows.map(([year, channel, amount]) => ({ company_id: company.id, year, channel, amount })))
    .execute();
  return company;
}

beforeAll(async () => {
  t = await createTestApp();
  authorization = await signInWithEveryScope(t);
  await spend('italy', [
    [2023, 'TV', 100],
    [2023, 'Radio', 20],
    [2023, 'GRAND TOTAL', 120],
    [2022, 'TV', 90],
    [2022, 'ID NIELSEN', 1],
  ]);
  await spend('italy', [[2024, 'Podcast', 5]]);
  // A channel whose last row is gone stays in the dictionary, not in the answer.
  const gone = await spend('italy', [[2021, 'Teletext', 3]]);
  await t.db.databases
    .tenant('italy')
    .db.deleteFrom('nielsen_spend')
    .where('company_id', '=', gone.id)
    .execute();
  await spend('france', [
    [2024, 'Affichage', 40],
    [2024, 'Presse', 10],
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/frontend/nielsen/entity', () => {
  it("lists the country's own channels, never the identifier and total rows", async () => {
    const italy = await get('/nielsen/entity');
    expect(italy.statusCode, italy.body).toBe(200);
    expect(italy.json()).toEqual({ data: ['Podcast', 'Radio', 'TV'] });
    expect((await get('/nielsen/entity', 'france')).json()).toEqual({ data: ['Affichage', 'Presse'] });
  });

  it('follows the data: a new channel shows at once', async () => {
    await spend('france', [[2025, 'Cinéma', 7]]);
    expect((await get('/nielsen/entity', 'france')).json()).toEqual({
      data: ['Affichage', 'Cinéma', 'Presse'],
    });
  });
});

describe('GET /api/v1/frontend/nielsen', () => {
  it('answers the years with spend, newest first, narrowed to the chosen channels', async () => {
    const all = await get('/nielsen');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ years: [2024, 2023, 2022], allYears: [2024, 2023, 2022] });
    expect((await get('/nielsen?channel=Radio')).json()).toEqual({
      years: [2023],
      allYears: [2024, 2023, 2022],
    });
    expect((await get('/nielsen?channel=Radio&channel=Podcast')).json()).toMatchObject({
      years: [2024, 2023],
    });
    expect((await get('/nielsen?channel=Nothing')).json()).toMatchObject({ years: [] });
  });

  it('refuses bad input with a validation error', async () => {
    for (const url of ['/nielsen?channel=', `/nielsen?channel=${'x'.repeat(61)}`, '/nielsen?year=2024']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().clientType).toBe('VALIDATION_ERROR');
    }
  });
});

describe('who may read them', () => {
  it('needs the company or the pitch-score scope in the tenant', async () => {
    const scoresOnly = await loginAs(
      t,
      await createUser(t, { tenants: { italy: { scopes: ['pitchScores'] } } }),
    );
    expect((await get('/nielsen/entity', 'italy', scoresOnly.headers.authorization)).statusCode).toBe(200);
    const neither = await loginAs(t, await createUser(t, { tenants: { italy: { scopes: ['contact'] } } }));
    for (const url of ['/nielsen/entity', '/nielsen']) {
      expect((await get(url, 'italy', neither.headers.authorization)).statusCode).toBe(403);
    }
    // A licence for italy only reads no other country's channels.
    const italyOnly = await loginAs(t, await createUser(t, { tenants: { italy: { scopes: ['company'] } } }));
    expect((await get('/nielsen/entity', 'france', italyOnly.headers.authorization)).statusCode).toBe(403);
  });
});
