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

  it("keeps a country's plans page for Change plan, which every user of the country reads", async () => {
    const patch = (payload: object, tenant = 'spain') =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/tenants/${tenant}`,
        headers: superAdmin.headers,
        payload,
      });
    const publicTenant = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/tenant' }))
        .json()
        .data.find((tenant: { id: string }) => tenant.id === id);
    expect((await publicTenant('spain')).plansPageUrl).toBeNull();
    const url = 'https://adatlas.example/es/planes?utm_source=app';
    const saved = await patch({ plansPageUrl: url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.plansPageUrl).toBe(url);
    expect((await publicTenant('spain')).plansPageUrl).toBe(url);
    expect((await publicTenant('italy')).plansPageUrl).toBeNull();

    // Only an https address of a named host, without credentials; a refusal changes nothing.
    for (const bad of [
      'http://adatlas.example/plans',
      'javascript:alert(1)',
      'https://localhost/plans',
      'https://user:secret@adatlas.example/plans',
      'plans',
      `https://adatlas.example/${'x'.repeat(2000)}`,
    ]) {
      const refused = await patch({ plansPageUrl: bad, freeTrialEnabled: false });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().clientType).toBe('VALIDATION_ERROR');
      expect(refused.json().fields[0].path).toBe('body.plansPageUrl');
    }
    expect(await publicTenant('spain')).toMatchObject({ plansPageUrl: url, freeTrialEnabled: true });

    // Cleared, Change plan goes back to the in-app plan choice.
    expect((await patch({ plansPageUrl: null })).json().data.plansPageUrl).toBeNull();
    expect((await publicTenant('spain')).plansPageUrl).toBeNull();
  });

  it("keeps a country's privacy policy and terms, which the register page links before sign-in", async () => {
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/tenants/france',
        headers: superAdmin.headers,
        payload,
      });
    const publicTenant = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/tenant' }))
        .json()
        .data.find((tenant: { id: string }) => tenant.id === 'france');
    expect(await publicTenant()).toMatchObject({ privacyUrl: null, termsUrl: null });
    const privacyUrl = 'https://adatlas.example/fr/confidentialite';
    const termsUrl = 'https://adatlas.example/fr/conditions';
    const saved = await patch({ privacyUrl, termsUrl });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ privacyUrl, termsUrl });
    // Read without a session: the visitor registering has none yet.
    expect(await publicTenant()).toMatchObject({ privacyUrl, termsUrl });

    for (const field of ['privacyUrl', 'termsUrl']) {
      const refused = await patch({ [field]: 'http://adatlas.example/legal', hidden: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[0].path).toBe(`body.${field}`);
    }
    expect(await publicTenant()).toMatchObject({ privacyUrl, termsUrl, hidden: false });
    expect((await patch({ privacyUrl: null })).json().data).toMatchObject({ privacyUrl: null, termsUrl });
  });

  it('lets only a super admin set the plans page', async () => {
    const admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }));
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/tenants/spain',
      headers: admin.headers,
      payload: { plansPageUrl: 'https://adatlas.example/es/planes' },
    });
    expect(response.statusCode).toBe(403);
  });
});
