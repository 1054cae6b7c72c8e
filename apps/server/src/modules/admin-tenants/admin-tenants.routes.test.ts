import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let superAdmin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await loginAs(t, await createUser(t, { group: 'SUPER-ADMIN' }));
});
afterAll(() => t.close());

describe('tenant settings', () => {
  it('a flag setting reaches the user at their next sign-in', async () => {
    const user = await createUser(t, { tenants: { france: { scopes: ['company', 'comments'] } } });
    const login = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { 'x-tenant': 'france' },
          payload: { email: user.email, password: TEST_PASSWORD },
        })
      ).json().data;
    expect((await login()).flags.jobOffers).toBe(true);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/tenants/france',
      headers: superAdmin.headers,
      payload: {
        settings: { jobOffers: false },
        helpdeskEmail: 'aide@example.test',
        freeTrialEnabled: false,
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({
      settings: { jobOffers: false },
      helpdeskEmail: 'aide@example.test',
      freeTrialEnabled: false,
    });
    expect(patched.json().data.effectiveFlags.jobOffers).toBe(false);
    expect((await login()).flags.jobOffers).toBe(false);
  });

  it('refuses unknown flags', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/tenants/italy',
      headers: superAdmin.headers,
      payload: { settings: { notAFlag: true } },
    });
    expect(response.json().clientType).toBe('VALIDATION_ERROR');
  });
});
