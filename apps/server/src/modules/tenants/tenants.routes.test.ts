import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/tenant', () => {
  it('lists the visible countries in order with their settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/tenant' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((tenant: { id: string }) => tenant.id)).toEqual([
      'italy',
      'france',
      'spain',
      'mexico',
      'germany',
      'uk',
    ]);
    expect(data[0]).toMatchObject({
      id: 'italy',
      countryCode: 'it',
      freeTrialEnabled: true,
      hidden: false,
      companyCredits: 5,
    });
  });

  it('hides a tenant once it is flagged hidden', async () => {
    await t.db.databases.core
      .updateTable('tenants')
      .set({ hidden: true })
      .where('id', '=', 'mexico')
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/tenant' });
    expect(response.json().data.map((tenant: { id: string }) => tenant.id)).not.toContain('mexico');
    await t.db.databases.core
      .updateTable('tenants')
      .set({ hidden: false })
      .where('id', '=', 'mexico')
      .execute();
  });
});

describe('GET /api/v1/tenant/:id', () => {
  it('answers one tenant', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/tenant/uk' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: 'uk', countryCode: 'gb' });
  });

  it('rejects an unknown tenant id with VALIDATION_ERROR naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/tenant/atlantis' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    expect(body.fields[0].path).toBe('params.id');
    expect(body.id).toBe(response.headers['x-request-id']);
  });
});
