import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrand,
  createBrandAdvertiser,
  createCompany,
  createSector,
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
  const beauty = await createSector(italy, 'beauty');
  const acme = await createCompany(italy, { name: 'Acme', sector_ids: [beauty.id] });
  const beta = await createCompany(italy, { name: 'Beta' });
  const acmeBrand = await createBrand(italy, { name: 'Acme Glow', company_id: acme.id });
  const betaBrand = await createBrand(italy, { name: 'Beta Drinks', company_id: beta.id });
  Object.assign(ids, { beauty: beauty.id, acme: acme.id, beta: beta.id });
  ids.meta = (
    await createBrandAdvertiser(italy, {
      brand_id: acmeBrand.id,
      company_id: acme.id,
      advertiser_type: 'META',
      year: 2024,
      payer: 'Acme Italia S.p.A.',
      beneficiary: 'Acme Glow',
      n_ads: 12,
      eu_total_reach: 1_000_000,
      meta_library_id: '123456',
    })
  ).id;
  ids.google = (
    await createBrandAdvertiser(italy, {
      brand_id: betaBrand.id,
      company_id: beta.id,
      advertiser_type: 'GOOGLE',
      year: 2023,
      payer: 'Beta Media',
      n_ads: 4,
      times_shown_lower: 100_000,
      times_shown_upper: 300_000,
      google_advertiser_id: 'AR0123',
      origin: 'ingested',
    })
  ).id;
  await createBrandAdvertiser(italy, {
    brand_id: betaBrand.id,
    company_id: beta.id,
    year: 2022,
    eu_total_reach: 50,
  });
  const france = t.db.databases.tenant('france');
  const frCompany = await createCompany(france, { name: 'Maison' });
  await createBrandAdvertiser(france, {
    brand_id: (await createBrand(france, { name: 'Maison Rouge', company_id: frCompany.id })).id,
    company_id: frCompany.id,
    year: 2024,
  });
});
afterAll(async () => {
  await t.close();
});

const search = (body: object, tenant = 'italy') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/frontend/brand-advertisers',
    headers: as(tenant),
    body,
  });

describe('POST /api/v1/frontend/brand-advertisers', () => {
  it('estimates spending per platform with the default price and links the ad library', async () => {
    const body = (await search({})).json();
    expect(body.pageInfo).toEqual({ totalResults: 3 });
    const meta = body.results.find((r: { id: number }) => r.id === ids.meta);
    const google = body.results.find((r: { id: number }) => r.id === ids.google);
    expect(meta).toEqual({
      id: ids.meta,
      company: { id: ids.acme, name: 'Acme' },
      brand: { id: expect.any(Number), name: 'Acme Glow' },
      platform: 'META',
      year: 2024,
      payer: 'Acme Italia S.p.A.',
      beneficiary: 'Acme Glow',
      nAds: 12,
      reach: 1_000_000,
      estimatedSpending: 17_500, // 2.5 × 1,000,000 × 0.007
      libraryUrl: 'https://www.facebook.com/ads/library/?id=123456',
      ingested: false,
    });
    expect(google).toMatchObject({
      platform: 'GOOGLE',
      reach: 200_000,
      estimatedSpending: 1_400, // (100,000 + 300,000) / 2 × 0.007
      libraryUrl: 'https://adstransparency.google.com/advertiser/AR0123',
      ingested: true,
    });
    const priced = (await search({ pricePerImpression: 0.01 })).json();
    expect(priced.results.find((r: { id: number }) => r.id === ids.meta).estimatedSpending).toBe(25_000);
  });

  it('filters by company, sector, payer, platform and reach rules', async () => {
    const found = async (body: object) =>
      (await search(body)).json().results.map((r: { id: number }) => r.id);
    expect(await found({ companyIds: [ids.acme] })).toEqual([ids.meta]);
    expect(await found({ sector: [ids.beauty] })).toEqual([ids.meta]);
    expect(await found({ payer: 'acme italia' })).toEqual([ids.meta]);
    expect(await found({ advertiserType: ['GOOGLE'] })).toEqual([ids.google]);
    expect(await found({ reach: [{ year: 2024, minReach: 500_000, maxReach: 2_000_000 }] })).toEqual([
      ids.meta,
    ]);
    expect(await found({ reach: [{ year: 2024, minReach: 0, maxReach: 10 }] })).toEqual([]);
    expect(
      await found({
        reach: [
          { year: 2024, minReach: 1 },
          { year: 2023, minReach: 150_000, maxReach: 250_000 },
        ],
      }),
    ).toEqual([ids.meta, ids.google]);
  });

  it('pages from 0 with the allowed sizes', async () => {
    const first = (await search({ page: 0, pageSize: 20 })).json();
    expect(first.results.map((r: { year: number }) => r.year)).toEqual([2024, 2023, 2022]);
    expect((await search({ page: 1, pageSize: 20 })).json().results).toEqual([]);
    expect((await search({ pageSize: 25 })).statusCode).toBe(400);
  });

  it('rejects invalid reach rules with VALIDATION_ERROR', async () => {
    const currentYear = new Date().getUTCFullYear();
    for (const reach of [
      [{ year: 1999, minReach: 0 }],
      [{ year: 2020, minReach: 10, maxReach: 5 }],
      [{ year: 2020, minReach: -1 }],
      [{ year: currentYear + 1, minReach: 0 }],
    ]) {
      const response = await search({ reach });
      expect(response.statusCode).toBe(400);
      expect(response.json().clientType).toBe('VALIDATION_ERROR');
      expect(response.json().fields[0].path).toMatch(/^body\.reach\.0\./);
    }
  });

  it('keeps each country to itself', async () => {
    expect(
      (await search({})).json().results.map((r: { brand: { name: string } }) => r.brand.name),
    ).not.toContain('Maison Rouge');
    expect(
      (await search({}, 'france')).json().results.map((r: { brand: { name: string } }) => r.brand.name),
    ).toEqual(['Maison Rouge']);
  });
});

describe('brand advertisers access', () => {
  it('POST /brand-advertisers needs a session, the brandAdvertisers scope and a licence for the country', async () => {
    expect(
      await expectMarketAccessRules(
        t,
        { method: 'POST', url: '/api/v1/frontend/brand-advertisers', body: {} },
        'brandAdvertisers',
      ),
    ).toEqual(EXPECTED_ACCESS);
  });
});
