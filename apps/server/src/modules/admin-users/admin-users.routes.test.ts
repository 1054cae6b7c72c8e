import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/admin/user/:id', () => {
  it('answers admins, refuses customers with FORBIDDEN_ERROR, and 404s an unknown id', async () => {
    const admin = await createUser(t, { group: 'ADMIN', tenants: {} });
    const customer = await createUser(t, { tenants: { italy: { scopes: ['company', 'contact'] } } });
    const asAdmin = (await loginAs(t, admin, 'germany')).headers;
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/user/${customer.id}`,
      headers: asAdmin,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: customer.id, email: customer.email });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/admin/user/999999', headers: asAdmin });
    expect(missing.json()).toMatchObject({ httpStatus: 404, clientType: 'NOT_FOUND' });
    const asCustomer = (await loginAs(t, customer)).headers;
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/user/${admin.id}`,
      headers: asCustomer,
    });
    expect(refused.json()).toMatchObject({ httpStatus: 403, clientType: 'FORBIDDEN_ERROR' });
  });
});
