import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrand,
  createCompany,
  createReferenceItem,
  createSector,
  createWorkRelation,
  EXPECTED_ACCESS,
  expectMarketAccessRules,
  type HeadersFor,
  signInMarketUser,
} from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let as: HeadersFor;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  as = await signInMarketUser(t);
  const italy = t.db.databases.tenant('italy');
  const food = await createSector(italy, 'food');
  const cars = await createSector(italy, 'cars');
  const creative = await createReferenceItem(italy, 'agency_category', 'creative');
  const media = await createReferenceItem(italy, 'agency_category', 'media');
  const barilla = await createCompany(italy, { name: 'Barilla', type: 'ADV' });
  const fiat = await createCompany(italy, { name: 'Fiat', type: 'ADV' });
  const rai = await createCompany(italy, { name: 'Rai Pubblicità', type: 'CP' });
  const armando = await createCompany(italy, { name: 'Armando Testa', type: 'AG' });
  const mindshare = await createCompany(italy, { name: 'Mindshare', type: 'AG' });
  const pasta = await createBrand(italy, {
    name: 'Mulino Bianco',
    company_id: barilla.id,
    sector_ids: [food.id],
  });
  const panda = await createBrand(italy, { name: 'Panda', company_id: fiat.id, sector_ids: [cars.id] });
  const raiBrand = await createBrand(italy, { name: 'RaiPlay', company_id: rai.id });
  await createBrand(italy, { name: 'No Agency Brand', company_id: barilla.id });
  await createWorkRelation(italy, {
    brand_id: pasta.id,
    agency_company_id: armando.id,
    category_id: creative.id,
  });
  await createWorkRelation(italy, {
    brand_id: pasta.id,
    agency_company_id: armando.id,
    category_id: media.id,
  });
  await createWorkRelation(italy, {
    brand_id: pasta.id,
    agency_company_id: mindshare.id,
    category_id: media.id,
  });
  await createWorkRelation(italy, {
    brand_id: panda.id,
    agency_company_id: mindshare.id,
    category_id: media.id,
  });
  await createWorkRelation(italy, {
    brand_id: raiBrand.id,
    agency_company_id: mindshare.id,
    category_id: media.id,
  });
  Object.assign(ids, { food: food.id, armando: armando.id, creative: creative.id, media: media.id });
  const spain = t.db.databases.tenant('spain');
  const esCategory = await createReferenceItem(spain, 'agency_category', 'creativa');
  const esBrand = await createBrand(spain, {
    name: 'Mahou',
    company_id: (await createCompany(spain, { name: 'Mahou SA' })).id,
  });
  const esAgency = await createCompany(spain, { name: 'Sra Rushmore', type: 'AG' });
  await createWorkRelation(spain, {
    brand_id: esBrand.id,
    agency_company_id: esAgency.id,
    category_id: esCategory.id,
  });
});
afterAll(async () => {
  await t.close();
});

async function search(body: object, tenant = 'italy') {
  return t.app.inject({ method: 'POST', url: '/api/v1/frontend/clc', headers: as(tenant), body });
}
async function brands(body: object, tenant = 'italy') {
  const response = await search(body, tenant);
  expect(response.statusCode).toBe(200);
  return response.json().workRelations.data.map((row: { brand: { name: string } }) => row.brand.name);
}

describe('POST /api/v1/frontend/clc', () => {
  it('lists brands having agencies, by company name, with sectors and agency categories', async () => {
    const body = (await search({})).json();
    expect(body.workRelations.totalResults).toBe(3);
    expect(body.workRelations.data.map((row: { company: { name: string } }) => row.company.name)).toEqual([
      'Barilla',
      'Fiat',
      'Rai Pubblicità',
    ]);
    expect(body.workRelations.data[0]).toEqual({
      brand: { id: expect.any(Number), name: 'Mulino Bianco' },
      company: { id: expect.any(Number), name: 'Barilla' },
      sectors: [{ id: ids.food, key: 'food' }],
      agencies: [
        {
          id: ids.armando,
          name: 'Armando Testa',
          categories: [
            { categoryId: ids.creative, categoryName: 'creative' },
            { categoryId: ids.media, categoryName: 'media' },
          ],
          inferred: null,
        },
        {
          id: expect.any(Number),
          name: 'Mindshare',
          categories: [{ categoryId: ids.media, categoryName: 'media' }],
          inferred: null,
        },
      ],
    });
  });

  it('matches the text against brand, company or agency, accent-insensitively', async () => {
    expect(await brands({ brand_company_agency: 'mulino' })).toEqual(['Mulino Bianco']);
    expect(await brands({ brand_company_agency: 'FIAT' })).toEqual(['Panda']);
    expect(await brands({ brand_company_agency: 'armando' })).toEqual(['Mulino Bianco']);
    expect(await brands({ brand_company_agency: 'pubblicita' })).toEqual(['RaiPlay']);
  });

  it('filters by sector and company type, and sorts descending', async () => {
    expect(await brands({ sector: [ids.food] })).toEqual(['Mulino Bianco']);
    expect(await brands({ company_filters: { type: ['CP'] } })).toEqual(['RaiPlay']);
    expect(await brands({ sort_direction: 'desc' })).toEqual(['RaiPlay', 'Panda', 'Mulino Bianco']);
    expect((await search({ pageNum: 2 })).json().workRelations).toEqual({ data: [], totalResults: 3 });
  });

  it('refuses the company-type filter in spain and another page size anywhere', async () => {
    const spain = await search({ company_filters: { type: ['ADV'] } }, 'spain');
    expect(spain.statusCode).toBe(400);
    expect(spain.json()).toMatchObject({
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'body.company_filters.type' }],
    });
    expect((await search({ limit: 50 })).statusCode).toBe(400);
  });

  it('keeps each country to itself', async () => {
    expect(await brands({ brand_company_agency: 'mahou' })).toEqual([]);
    expect(await brands({}, 'spain')).toEqual(['Mahou']);
  });
});

describe('work relations access', () => {
  it('POST /clc needs a session, the pitch scope and a licence for the country', async () => {
    expect(
      await expectMarketAccessRules(t, { method: 'POST', url: '/api/v1/frontend/clc', body: {} }, 'pitch'),
    ).toEqual(EXPECTED_ACCESS);
  });
});
