import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOGIN_THROTTLE_MAX_FAILURES: '3' });
});
afterAll(async () => {
  await t.close();
});

const ATTACKER = '198.51.100.7';

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant': 'italy' },
    payload: { email, password },
    remoteAddress: ATTACKER,
  });

async function attack(email: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) await login(email, `wrong-${attempt}`);
}

const auditRows = (email: string) =>
  t.db.databases.core
    .selectFrom('audit_log')
    .select(['actor_email', 'entity', 'action', 'before'])
    .where('entity', '=', 'login_throttle')
    .where('entity_id', '=', email)
    .execute();

describe('admin login throttles', () => {
  it('lists the waiting (account, address) pairs to admins only', async () => {
    const victim = await createUser(t);
    await attack(victim.email);
    const admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/login-throttles',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const entry = response.json().data.find((row: { email: string }) => row.email === victim.email);
    expect(entry).toMatchObject({ email: victim.email, ip: ATTACKER, failures: 3 });
    expect(Date.parse(entry.until)).toBeGreaterThan(Date.parse(entry.lastFailureAt));

    const customer = await loginAs(t, await createUser(t));
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/login-throttles',
      headers: customer.headers,
    });
    expect(refused.json()).toMatchObject({ httpStatus: 403, clientType: 'FORBIDDEN_ERROR' });
  });

  it("clears an account's throttle, audited, so the address may sign in at once", async () => {
    const victim = await createUser(t);
    await attack(victim.email);
    expect((await login(victim.email, TEST_PASSWORD)).json().clientType).toBe('TOO_MANY_REQUESTS');
    const adminUser = await createUser(t, { group: 'ADMIN' });
    const admin = await loginAs(t, adminUser);

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/login-throttles?email=${encodeURIComponent(victim.email.toUpperCase())}`,
      headers: admin.headers,
    });
    expect(cleared.json()).toEqual({ data: { cleared: 3 } });
    expect(await auditRows(victim.email)).toEqual([
      { actor_email: adminUser.email, entity: 'login_throttle', action: 'clear', before: { failures: 3 } },
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/login-throttles',
      headers: admin.headers,
    });
    expect(list.json().data.map((row: { email: string }) => row.email)).not.toContain(victim.email);
    expect((await login(victim.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a malformed e-mail in the envelope, clearing nothing', async () => {
    const victim = await createUser(t);
    await attack(victim.email);
    const admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }));
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/login-throttles?email=not-an-email',
      headers: admin.headers,
    });
    expect(refused.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    expect((await login(victim.email, TEST_PASSWORD)).json().clientType).toBe('TOO_MANY_REQUESTS');
  });
});
