import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompanies, METERED_SCOPES, registerThroughApi } from '../../../test/billing-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://app.test' });
});
afterAll(async () => {
  await t.close();
});

async function customer(tenant: 'italy' | 'spain' | 'mexico' = 'italy') {
  const user = await createUser(t, {
    tenants: { [tenant]: { scopes: METERED_SCOPES, expiresAt: new Date(Date.now() + 86_400_000) } },
    tags: ['registration_flow'],
  });
  return { user, headers: (await loginAs(t, user, tenant)).headers };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe('checkout with the local provider', () => {
  it('starts the trial at once and tags the user', async () => {
    const { user, headers } = await customer();
    const answer = await get('/api/v1/checkout?priceId=trial', headers);
    expect(answer.json().data).toEqual({ done: true, success: true });
    const me = (await get('/api/v1/user/me', headers)).json().data;
    expect(me.tags).toEqual(['registration_flow', 'regFlow_confirmed_trial']);
    const info = (await get('/api/v1/subscription', headers)).json().data;
    expect([info.plan.id, info.status, info.canManage]).toEqual(['trial', 'trialing', false]);
    expect(info.credits.company).toEqual({ total: 5, consumed: 0, remaining: 5 });
    // Confirming twice is harmless.
    expect((await get('/api/v1/checkout?priceId=trial', headers)).json().data.success).toBe(true);
    const rows = await t.db.databases.core
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps a trial at 5 company credits for its whole life: confirming it restarts no period', async () => {
    const { headers } = await registerThroughApi(t, 'trial-credits@example.test');
    const ids = await createCompanies(t.db.databases.tenant('italy'), 11, 'Trial');
    const open = (id: number) => get(`/api/v1/frontend/company/${id}`, headers);
    for (const id of ids.slice(0, 5)) expect((await open(id)).statusCode).toBe(200);
    expect((await open(ids[5] as number)).json().clientType).toBe('OUT_OF_QUOTA_ERROR');
    expect((await get('/api/v1/checkout?priceId=trial', headers)).json().data.success).toBe(true);
    const opened = await Promise.all(ids.slice(5).map(open));
    expect(opened.map((answer) => answer.json().clientType)).toEqual(
      Array.from({ length: 6 }, () => 'OUT_OF_QUOTA_ERROR'),
    );
    expect((await open(ids[0] as number)).statusCode).toBe(200);
    const info = (await get('/api/v1/subscription', headers)).json().data;
    expect([info.plan.id, info.credits.company]).toEqual(['trial', { total: 5, consumed: 5, remaining: 0 }]);
  });

  it('refuses the trial to a contract licence outside the sign-up flow, and changes nothing', async () => {
    const user = await createUser(t, {
      tenants: { italy: { scopes: METERED_SCOPES, expiresAt: new Date(Date.now() + 86_400_000) } },
    });
    const { headers } = await loginAs(t, user, 'italy');
    const before = (await get('/api/v1/subscription', headers)).json().data;
    const answer = await get('/api/v1/checkout?priceId=trial', headers);
    expect([answer.statusCode, answer.json().clientType]).toEqual([409, 'TRIAL_NOT_OFFERED']);
    const rows = await t.db.databases.core
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await get('/api/v1/user/me', headers)).json().data.tags).toEqual([]);
    expect((await get('/api/v1/subscription', headers)).json().data.credits).toEqual(before.credits);
  });

  it('refuses a plan the tenant does not sell', async () => {
    const { headers } = await customer();
    const answer = await get('/api/v1/checkout?priceId=ES_PRO', headers);
    expect([answer.statusCode, answer.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('declines card 0002 to /paymentFailed and pays with 4242 to /paymentSuccessful', async () => {
    const { user, headers } = await customer();
    const start = (await get('/api/v1/checkout?priceId=PLAN_PRO_MONTHLY_V2', headers)).json().data;
    expect(start.done).toBe(false);
    expect(start.url).toMatch(/^http:\/\/app\.test\/checkout\/local\/[\w-]{20,}$/);
    const page = await t.app.inject({ method: 'GET', url: pathOf(start.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pro monthly');
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");

    const pay = (url: string, card: string) =>
      t.app.inject({
        method: 'POST',
        url: pathOf(url),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          cardNumber: card,
          expiry: '12/30',
          cvc: '123',
          name: 'Ada',
        }).toString(),
      });
    const declined = await pay(start.url, '4000 0000 0000 0002');
    expect([declined.statusCode, declined.headers.location]).toEqual([303, 'http://app.test/paymentFailed']);
    expect((await get('/api/v1/subscription', headers)).json().data.plan).toBeNull();
    expect((await pay(start.url, '4242 4242 4242 4242')).statusCode).toBe(404);

    const again = (await get('/api/v1/checkout?priceId=PLAN_PRO_MONTHLY_V2', headers)).json().data;
    const unknownCard = await pay(again.url, '1234 5678 9012 3456');
    expect(unknownCard.statusCode).toBe(400);
    expect(unknownCard.body).toContain('Card not accepted');
    const paid = await pay(again.url, '4242 4242 4242 4242');
    expect([paid.statusCode, paid.headers.location]).toEqual([303, 'http://app.test/paymentSuccessful']);
    const info = (await get('/api/v1/subscription', headers)).json().data;
    expect([info.plan.id, info.status, info.canManage]).toEqual(['PLAN_PRO_MONTHLY_V2', 'active', true]);
    expect(info.credits.company).toEqual({ total: 250, consumed: 0, remaining: 250 });
    expect(info.plans[0].priceId).toBe('PLAN_PRO_MONTHLY_V2');
    const licence = await t.db.databases.core
      .selectFrom('licence_tenants')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(licence.expires_at.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await pay(again.url, '4242 4242 4242 4242')).statusCode).toBe(404);
  });

  it('cancels and changes plan in the local portal, back to a path of the app only', async () => {
    const { headers } = await customer();
    const start = (await get('/api/v1/checkout?priceId=PLAN_ADV_MONTHLY_V2', headers)).json().data;
    await t.app.inject({
      method: 'POST',
      url: pathOf(start.url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Ada',
    });
    const evil = await get('/api/v1/billing-portal?returnTo=//evil.test', headers);
    expect([evil.statusCode, evil.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    const portal = (await get('/api/v1/billing-portal?returnTo=/profile/subscription-info', headers)).json()
      .data;
    const page = await t.app.inject({ method: 'GET', url: pathOf(portal.url) });
    expect(page.body).toContain('Adv monthly');
    const post = (url: string, form: string) =>
      t.app.inject({
        method: 'POST',
        url: pathOf(url),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
    const changed = await post(portal.url, 'action=change&planId=PLAN_PRO_YEARLY_V2');
    expect(changed.headers.location).toBe('http://app.test/profile/subscription-info');
    expect((await get('/api/v1/subscription', headers)).json().data.plan.id).toBe('PLAN_PRO_YEARLY_V2');
    const second = (await get('/api/v1/billing-portal', headers)).json().data;
    await post(second.url, 'action=cancel');
    const info = (await get('/api/v1/subscription', headers)).json().data;
    expect([info.status, info.canManage]).toEqual(['canceled', false]);
  });

  it('takes no webhooks without a provider that signs them', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"evt_1"}',
    });
    expect([answer.statusCode, answer.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
