import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function login(email: string, tenant = 'italy'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant': tenant },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token;
}

const me = (token: string, tenant = 'italy') =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/user/me',
    headers: { authorization: `Bearer ${token}`, 'x-tenant': tenant },
  });

describe('sessions', () => {
  it('keeps one session per account: the older token answers USER_ALREADY_LOGGED', async () => {
    const user = await createUser(t);
    const first = await login(user.email);
    expect((await me(first)).statusCode).toBe(200);
    const second = await login(user.email);
    expect((await me(first)).json()).toMatchObject({ httpStatus: 400, clientType: 'USER_ALREADY_LOGGED' });
    expect((await me(second)).json().data.id).toBe(user.id);
  });

  it('ends the session at logout', async () => {
    const user = await createUser(t);
    const token = await login(user.email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(token)).json()).toMatchObject({ httpStatus: 401, clientType: 'UNAUTHORIZED_ERROR' });
    const row = await t.db.databases.core
      .selectFrom('sessions')
      .select('revoked_reason')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_reason).toBe('logout');
  });

  it('refuses an expired session, an idle one, an unknown token and no token', async () => {
    const user = await createUser(t);
    const { token } = await loginAs(t, user);
    expect((await me(token)).statusCode).toBe(200);
    const core = t.db.databases.core;
    await core
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await me(token)).json()).toMatchObject({ httpStatus: 401, clientType: 'UNAUTHORIZED_ERROR' });

    const idle = await loginAs(t, user);
    await core
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect((await me(idle.token)).json().clientType).toBe('UNAUTHORIZED_ERROR');
    expect((await me('not-a-token')).json().clientType).toBe('UNAUTHORIZED_ERROR');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me' })).json()).toMatchObject({
      httpStatus: 401,
    });
  });

  it('refuses a valid token in a tenant the licence does not hold, or holds expired', async () => {
    const user = await createUser(t, {
      tenants: {
        italy: { scopes: ['company'] },
        spain: { scopes: ['company'], expiresAt: new Date(Date.now() - 60_000) },
      },
    });
    const { token } = await loginAs(t, user);
    expect((await me(token, 'france')).json()).toMatchObject({
      httpStatus: 403,
      clientType: 'NO_RIGHTS_TO_TENANT',
    });
    expect((await me(token, 'spain')).json()).toMatchObject({
      httpStatus: 403,
      clientType: 'NO_RIGHTS_TO_TENANT',
    });
    expect((await me(token, 'atlantis')).json()).toMatchObject({
      httpStatus: 400,
      clientType: 'VALIDATION_ERROR',
    });
    expect((await me(token, 'italy')).statusCode).toBe(200);
  });

  it('refuses a user disabled after signing in', async () => {
    const user = await createUser(t);
    const { token } = await loginAs(t, user);
    await t.db.databases.core.updateTable('users').set({ active: false }).where('id', '=', user.id).execute();
    expect((await me(token)).json()).toMatchObject({ httpStatus: 403, clientType: 'USER_DISABLED' });
  });
});

describe('GET /api/v1/tenant with a session', () => {
  const ids = (response: { json(): { data: { id: string }[] } }) =>
    response.json().data.map((tenant) => tenant.id);

  it('shows hidden tenants to admins only', async () => {
    const admin = await createUser(t, { group: 'SUPER-ADMIN', tenants: {} });
    const customer = await createUser(t);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tenant',
      headers: (await loginAs(t, admin)).headers,
    });
    expect(ids(asAdmin)).toContain('portugal');
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tenant',
      headers: (await loginAs(t, customer)).headers,
    });
    expect(ids(asCustomer)).not.toContain('portugal');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tenant',
      headers: { authorization: 'Bearer stale' },
    });
    expect(ids(stale)).not.toContain('portugal');
  });
});

describe('GET /api/v1/auth/session', () => {
  const access = (token: string, tenant: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { authorization: `Bearer ${token}`, 'x-tenant': tenant },
    });

  it("answers the scopes and flags of the x-tenant country, with that tenant's stored settings", async () => {
    await t.db.databases.core
      .updateTable('tenants')
      .set({ settings: { jobOffers: true } })
      .where('id', '=', 'spain')
      .execute();
    const user = await createUser(t, {
      tenants: { italy: { scopes: ['company', 'contact'] }, spain: { scopes: ['company'] } },
    });
    const { token } = await loginAs(t, user, 'italy');
    const italy = await access(token, 'italy');
    expect(italy.statusCode).toBe(200);
    expect(italy.json().data).toMatchObject({
      tenant: 'italy',
      scopes: ['company', 'contact'],
      flags: { jobOffers: true, entityNews: true },
    });
    // Spain's defaults have jobOffers off: its stored setting turns it on.
    expect((await access(token, 'spain')).json().data).toMatchObject({
      tenant: 'spain',
      scopes: ['company'],
      flags: { jobOffers: true, atecoCode: false, comments: false },
    });
  });

  it('turns off a flag the tenant setting turns off, though the defaults have it on', async () => {
    await t.db.databases.core
      .updateTable('tenants')
      .set({ settings: { companyFinancials: false } })
      .where('id', '=', 'germany')
      .execute();
    const user = await createUser(t, {
      tenants: { italy: { scopes: ['company'] }, germany: { scopes: ['company'] } },
    });
    const { token } = await loginAs(t, user, 'italy');
    expect((await access(token, 'italy')).json().data.flags.companyFinancials).toBe(true);
    expect((await access(token, 'germany')).json().data.flags.companyFinancials).toBe(false);
  });

  it('refuses a country outside the licence and a call without a session', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
    const { token } = await loginAs(t, user, 'italy');
    expect((await access(token, 'france')).json()).toMatchObject({
      httpStatus: 403,
      clientType: 'NO_RIGHTS_TO_TENANT',
    });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { 'x-tenant': 'italy' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives an admin every scope in any country', async () => {
    const admin = await createUser(t, { group: 'ADMIN', tenants: {} });
    const { token } = await loginAs(t, admin, 'italy');
    const uk = (await access(token, 'uk')).json().data;
    expect(uk.tenant).toBe('uk');
    expect(uk.scopes).toContain('favourites');
    expect(uk.flags.investmentRounds).toBe(false);
  });
});
