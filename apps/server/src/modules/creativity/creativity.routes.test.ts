import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrand,
  createCompany,
  createCrea,
  type HeadersFor,
  signInMarketUser,
} from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMediaLinks } from '../media/media-links.ts';

let t: TestApp;
let as: HeadersFor;
let spotId = 0;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInMarketUser(t);
  const italy = t.db.databases.tenant('italy');
  const advertiser = await createCompany(italy, { name: 'Lavazza' });
  const agency = await createCompany(italy, { name: 'Armando Testa', type: 'AG' });
  const production = await createCompany(italy, { name: 'Filmmaster', type: 'AG' });
  const brand = await createBrand(italy, { name: 'Lavazza Qualità Oro', company_id: advertiser.id });
  const spot = await createCrea(italy, {
    title: 'Paradiso <Caffè> & Co',
    published_at: '2024-06-01',
    duration_seconds: 30,
    infos: 'i'.repeat(400),
    brand_id: brand.id,
    company_id: advertiser.id,
    agency_id: agency.id,
    production_agency_id: production.id,
  });
  spotId = spot.id;
  await t.db.databases
    .tenant('italy')
    .db.updateTable('creative_works')
    .set({ snapshot_url: `/api/v1/media/crea/${spot.id}.svg` })
    .where('id', '=', spot.id)
    .execute();
  await createCrea(italy, { title: 'Amaro spot', published_at: '2023-01-01' });
  await createCrea(italy, { title: 'Zucca spot', published_at: '2022-01-01' });
  await createCrea(italy, { title: 'Hidden spot', published_at: '2025-01-01', active: false });
  await createCrea(t.db.databases.tenant('france'), { title: 'Spot français', published_at: '2026-01-01' });
});
afterAll(async () => {
  await t.close();
});

async function list(body: object, tenant = 'italy') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/frontend/crea',
    headers: as(tenant),
    body,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/v1/frontend/crea', () => {
  it('lists active works newest first with thumbnail, duration and credits', async () => {
    const body = await list({});
    expect(body.totalResults).toBe(3);
    expect(body.data.map((row: { title: string }) => row.title)).toEqual([
      'Paradiso <Caffè> & Co',
      'Amaro spot',
      'Zucca spot',
    ]);
    expect(body.data[0]).toMatchObject({
      date: '2024-06-01',
      duration: 30,
      snapshotUrl: createMediaLinks(undefined).sign(`/api/v1/media/crea/${spotId}.svg`, 'italy'),
      brand: { name: 'Lavazza Qualità Oro' },
      company: { name: 'Lavazza' },
      agency: { name: 'Armando Testa' },
      productionAgency: { name: 'Filmmaster' },
      postProductionAgency: null,
    });
    expect(body.data[0].infos).toHaveLength(300);
  });

  it('sorts by title and pages', async () => {
    const body = await list({ sort_key: 'title', sort_direction: 'asc' });
    expect(body.data.map((row: { title: string }) => row.title)).toEqual([
      'Amaro spot',
      'Paradiso <Caffè> & Co',
      'Zucca spot',
    ]);
    expect((await list({ pageNum: 2 })).data).toEqual([]);
  });

  it('keeps each country to itself', async () => {
    expect((await list({})).data.map((row: { title: string }) => row.title)).not.toContain('Spot français');
    expect((await list({}, 'france')).data.map((row: { title: string }) => row.title)).toEqual([
      'Spot français',
    ]);
  });
});

describe('GET /api/v1/media/crea/:id.svg', () => {
  // The test app runs without SECRET_KEY, so links are signed with the development key.
  const links = createMediaLinks(undefined);
  const linkTo = (id: number | undefined, tenant: 'italy' | 'france' = 'italy') =>
    links.sign(`/api/v1/media/crea/${id}.svg`, tenant) as string;

  it('renders a cacheable SVG with the escaped title, the same every time', async () => {
    const url = (await list({})).data[0].snapshotUrl;
    expect(url).toBe(linkTo(spotId));
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.body).toContain('Paradiso &lt;Caffè&gt; &amp; Co');
    expect(first.body).toMatch(/stop-color="hsl\(\d+,65%,45%\)"/);
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.body).toBe(first.body);
  });
});

describe('creativity access', () => {
  it('POST /crea and GET /home/creas need the company or companyCrea scope', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/api/v1/frontend/crea', body: {} },
      { method: 'GET' as const, url: '/api/v1/frontend/home/creas' },
    ]) {
      expect((await t.app.inject({ ...request, headers: { 'x-tenant': 'italy' } })).statusCode).toBe(401);
      const none = await signInMarketUser(t, { scopes: ['pitch', 'contact'], tenants: ['italy'] });
      expect((await t.app.inject({ ...request, headers: none('italy') })).json().clientType).toBe(
        'FORBIDDEN_ERROR',
      );
      const creaOnly = await signInMarketUser(t, { scopes: ['companyCrea'], tenants: ['italy'] });
      expect((await t.app.inject({ ...request, headers: creaOnly('italy') })).statusCode).toBe(200);
      const denied = await t.app.inject({ ...request, headers: creaOnly('france') });
      expect(denied.json().clientType).toBe('NO_RIGHTS_TO_TENANT');
    }
  });

  it('serves thumbnails without a session, through a signed link', async () => {
    const url = createMediaLinks(undefined).sign(`/api/v1/media/crea/${spotId}.svg`, 'italy') as string;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
