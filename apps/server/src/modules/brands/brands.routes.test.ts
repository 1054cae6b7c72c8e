import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrand,
  createCompany,
  createPitch,
  createReferenceItem,
  EXPECTED_ACCESS,
  expectMarketAccessRules,
  MARKET_SCOPES,
  signInMarketUser,
} from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const italy = () => t.db.databases.tenant('italy');

describe('GET /api/v1/frontend/brand', () => {
  it('finds brands by name in the caller country only, paged', async () => {
    await createBrand(italy(), { name: 'Zephyrine Cola' });
    await createBrand(italy(), { name: 'Zephyrine Light' });
    await createBrand(t.db.databases.tenant('france'), { name: 'Zephyrine France' });
    const headers = await signInMarketUser(t);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/brand?name=zephyrine&pageNum=1&limit=1',
      headers: headers('italy'),
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.data.map((brand: { name: string }) => brand.name)).toHaveLength(1);
    expect(body.totalResults).toBe(2);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/brand?name=zephyrine&pageNum=1&limit=20',
      headers: headers('italy'),
    });
    expect(
      all
        .json()
        .data.map((brand: { name: string }) => brand.name)
        .sort(),
    ).toEqual(['Zephyrine Cola', 'Zephyrine Light']);
  });

  it('refuses an unknown parameter with a validation error', async () => {
    const headers = await signInMarketUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/brand?name=x&sort=evil',
      headers: headers('italy'),
    });
    expect([response.statusCode, response.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('keeps the market access rules', async () => {
    expect(
      await expectMarketAccessRules(t, { method: 'GET', url: '/api/v1/frontend/brand' }, 'company'),
    ).toEqual(EXPECTED_ACCESS);
  });
});

describe('GET /api/v1/frontend/brand/:id', () => {
  it('answers the brand modal with its owner, and 404 for a brand of another country', async () => {
    const owner = await createCompany(italy(), { name: 'Owner SpA' });
    const brand = await createBrand(italy(), { name: 'Modal Brand', company_id: owner.id });
    const headers = await signInMarketUser(t);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/frontend/brand/${brand.id}`,
      headers: headers('italy'),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: brand.id,
      name: 'Modal Brand',
      company: { id: owner.id, name: 'Owner SpA' },
    });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/v1/frontend/brand/${brand.id}`,
      headers: headers('france'),
    });
    expect([elsewhere.statusCode, elsewhere.json().clientType]).toEqual([404, 'NOT_FOUND']);
  });

  it('lists the brand pitches only to a licence with the pitch scope', async () => {
    const client = await createCompany(italy(), { name: 'Pitching Client' });
    const brand = await createBrand(italy(), { name: 'Pitched Brand', company_id: client.id });
    const category = await createReferenceItem(italy(), 'pitch_category', 'brand-modal-media');
    await createPitch(italy(), { company_id: client.id, category_id: category.id, brandIds: [brand.id] });
    const withPitch = await signInMarketUser(t);
    const withoutPitch = await signInMarketUser(t, {
      scopes: MARKET_SCOPES.filter((scope) => scope !== 'pitch'),
    });
    const url = `/api/v1/frontend/brand/${brand.id}`;
    const full = await t.app.inject({ method: 'GET', url, headers: withPitch('italy') });
    const limited = await t.app.inject({ method: 'GET', url, headers: withoutPitch('italy') });
    expect(full.json().data.pitches).toHaveLength(1);
    expect(limited.statusCode).toBe(200);
    expect(limited.json().data.pitches).toEqual([]);
  });
});
