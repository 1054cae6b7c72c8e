import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrand,
  createCompany,
  createPitch,
  createReferenceItem,
  EXPECTED_ACCESS,
  expectMarketAccessRules,
  type HeadersFor,
  signInMarketUser,
} from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let as: HeadersFor;
let ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  as = await signInMarketUser(t);
  const italy = t.db.databases.tenant('italy');
  const media = await createReferenceItem(italy, 'pitch_category', 'media');
  const creative = await createReferenceItem(italy, 'pitch_category', 'creative');
  const acme = await createCompany(italy, { name: 'Acme Foods' });
  const zeta = await createCompany(italy, { name: 'Zeta Motors' });
  const agency = await createCompany(italy, { name: 'Agency One', type: 'AG' });
  const incumbent = await createCompany(italy, { name: 'Incumbent Agency', type: 'AG' });
  const brand = await createBrand(italy, { name: 'Acme Crunch', company_id: acme.id });
  const pitch = (title: string, start: string, end: string | null, categoryId: number, companyId: number) =>
    createPitch(italy, {
      title,
      start_date: start,
      end_date: end,
      category_id: categoryId,
      company_id: companyId,
    });
  ids = {
    media: media.id,
    creative: creative.id,
    acme: acme.id,
    closedIn: (await pitch('Alpha media review', '2023-03-01', '2023-06-01', media.id, acme.id)).id,
    closedOut: (await pitch('Beta media review', '2021-03-01', '2021-09-01', media.id, zeta.id)).id,
    ongoingNull: (await pitch('Gamma creative', '2023-05-01', null, creative.id, zeta.id)).id,
    ongoingFuture: (await pitch('Delta creative', '2023-07-01', '2099-01-01', creative.id, acme.id)).id,
    full: (
      await createPitch(italy, {
        title: 'Epsilon full',
        start_date: '2022-02-02',
        end_date: '2022-05-05',
        category_id: media.id,
        company_id: acme.id,
        winner_company_id: agency.id,
        former_winner_company_id: incumbent.id,
        scope: 'national',
        source: 'press',
        competition: false,
        comment: 'Budget doubled',
        external_competitors: ['Studio Nord', 'Alfa Lab'],
        external_winner: 'Outside Winner',
        external_former_winner: 'Outside Incumbent',
        competitorIds: [agency.id],
        brandIds: [brand.id],
      })
    ).id,
  };
  const france = t.db.databases.tenant('france');
  const frCategory = await createReferenceItem(france, 'pitch_category', 'media');
  const frCompany = await createCompany(france, { name: 'Acme France' });
  await createPitch(france, {
    title: 'Alpha française',
    start_date: '2023-04-01',
    category_id: frCategory.id,
    company_id: frCompany.id,
  });
});
afterAll(async () => {
  await t.close();
});

async function search(body: object, tenant = 'italy') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/frontend/pitch',
    headers: as(tenant),
    body,
  });
}
async function titles(body: object) {
  const response = await search(body);
  expect(response.statusCode).toBe(200);
  return response.json().data.map((row: { title: string }) => row.title);
}

describe('POST /api/v1/frontend/pitch', () => {
  it('lists by start date, newest first, with company, category, winner, competitors and brands', async () => {
    const response = await search({});
    const body = response.json();
    expect(body.totalResults).toBe(5);
    expect(body.data.map((row: { title: string }) => row.title)).toEqual([
      'Delta creative',
      'Gamma creative',
      'Alpha media review',
      'Epsilon full',
      'Beta media review',
    ]);
    const full = body.data.find((row: { id: number }) => row.id === ids.full);
    expect(full).toMatchObject({
      company: { id: ids.acme, name: 'Acme Foods' },
      category: { id: ids.media },
      start_date: '2022-02-02',
      end_date: '2022-05-05',
      winner: { name: 'Agency One' },
      competitors: [{ name: 'Agency One' }],
      brands: [{ name: 'Acme Crunch' }],
      scope: 'national',
    });
  });

  it('returns every field of the spec: former winner, competition, comment, source and the external agencies', async () => {
    const body = (await search({})).json();
    expect(body.data.find((row: { id: number }) => row.id === ids.full)).toMatchObject({
      formerWinner: { name: 'Incumbent Agency' },
      competition: false,
      comment: 'Budget doubled',
      source: 'press',
      externalCompetitors: ['Studio Nord', 'Alfa Lab'],
      externalWinner: 'Outside Winner',
      externalFormerWinner: 'Outside Incumbent',
    });
    expect(body.data.find((row: { id: number }) => row.id === ids.ongoingNull)).toMatchObject({
      formerWinner: null,
      competition: true,
      comment: null,
      externalCompetitors: [],
      externalWinner: null,
    });
  });

  it('CLOSED with a date range returns only closed pitches started in the range', async () => {
    expect(
      await titles({ status: 'CLOSED', min_start_date: '2022-01-01', max_start_date: '2023-12-31' }),
    ).toEqual(['Alpha media review', 'Epsilon full']);
  });

  it('ONGOING keeps open-ended pitches and those ending in the future', async () => {
    expect(await titles({ status: 'ONGOING' })).toEqual(['Delta creative', 'Gamma creative']);
  });

  it('filters by category, title words and company name', async () => {
    expect(await titles({ category: [ids.creative] })).toEqual(['Delta creative', 'Gamma creative']);
    expect(await titles({ title: 'MEDIA rev' })).toEqual(['Alpha media review', 'Beta media review']);
    expect(await titles({ company_filters: { name: 'zeta' } })).toEqual([
      'Gamma creative',
      'Beta media review',
    ]);
  });

  it('sorts by name both ways and pages with the chosen size', async () => {
    expect(await titles({ sort_key: 'name', sort_direction: 'asc' })).toEqual([
      'Alpha media review',
      'Beta media review',
      'Delta creative',
      'Epsilon full',
      'Gamma creative',
    ]);
    const response = await search({ sort_key: 'name', sort_direction: 'desc', limit: 20, pageNum: 1 });
    expect(response.json().data[0].title).toBe('Gamma creative');
    const beyond = await search({ pageNum: 2 });
    expect(beyond.json()).toMatchObject({ data: [], totalResults: 5, totalPages: 1 });
  });

  it('rejects a range without its start, an unknown page size and a bad date', async () => {
    for (const body of [{ max_start_date: '2023-01-01' }, { limit: 30 }, { min_start_date: '01/02/2023' }]) {
      const response = await search(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().clientType).toBe('VALIDATION_ERROR');
    }
  });

  it('never mixes in another country’s pitches', async () => {
    expect(await titles({ title: 'française' })).toEqual([]);
    const france = await search({ title: 'française' }, 'france');
    expect(france.json().data.map((row: { title: string }) => row.title)).toEqual(['Alpha française']);
  });
});

describe('POST /api/v1/frontend/pitch/graph', () => {
  it('counts pitches per start year under the same filters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/pitch/graph',
      headers: as(),
      body: { status: 'ALL' },
    });
    expect(response.json().series).toEqual([
      { year: 2021, count: 1 },
      { year: 2022, count: 1 },
      { year: 2023, count: 3 },
    ]);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/pitch/graph',
      headers: as(),
      body: { status: 'CLOSED' },
    });
    expect(closed.json().series).toEqual([
      { year: 2021, count: 1 },
      { year: 2022, count: 1 },
      { year: 2023, count: 1 },
    ]);
  });
});

describe('pitch routes access', () => {
  it('POST /pitch needs a session, the pitch scope and a licence for the country', async () => {
    expect(
      await expectMarketAccessRules(t, { method: 'POST', url: '/api/v1/frontend/pitch', body: {} }, 'pitch'),
    ).toEqual(EXPECTED_ACCESS);
  });

  it('POST /pitch/graph needs the same', async () => {
    expect(
      await expectMarketAccessRules(
        t,
        { method: 'POST', url: '/api/v1/frontend/pitch/graph', body: {} },
        'pitch',
      ),
    ).toEqual(EXPECTED_ACCESS);
  });
});
