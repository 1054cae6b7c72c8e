import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nextRegistrationStep } from '@adatlas/domain/registration';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, TEST_PASSWORD } from '../../../../test/auth-helpers.ts';
import { METERED_SCOPES } from '../../../../test/billing-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_x');
let t: TestApp;
let api: Server;
const calls: { method: string; path: string; body: URLSearchParams }[] = [];

beforeAll(async () => {
  // Answers the Stripe paths the adapter calls, in Stripe's shapes.
  api = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '';
      calls.push({ method: request.method ?? '', path, body: new URLSearchParams(raw) });
      const json = (body: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (path === '/v1/customers') return json({ id: `cus_${calls.length}`, object: 'customer' });
      if (path === '/v1/checkout/sessions') {
        return json({
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/c/cs_test_1',
        });
      }
      if (path === '/v1/billing_portal/sessions') {
        return json({
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/bps_1',
        });
      }
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"unknown"}}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    PUBLIC_URL: 'http://app.test',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => api.close(resolve));
});

const COMPLETE_BILLING = {
  firstName: 'Ada',
  lastName: 'Rossi',
  birthDate: '1990-01-01',
  phoneNumber: '+39 333 1234567',
};

async function customer() {
  const user = await createUser(t, {
    tenants: { italy: { scopes: METERED_SCOPES } },
    tags: ['registration_flow'],
  });
  await t.db.databases.core
    .updateTable('users')
    .set({ billing_info: COMPLETE_BILLING })
    .where('id', '=', user.id)
    .execute();
  return { user, headers: (await loginAs(t, user)).headers };
}

let eventSequence = 0;
function stripeEvent(type: string, created: number, object: Record<string, unknown>) {
  eventSequence += 1;
  return { id: `evt_${eventSequence}_${Date.now()}`, object: 'event', type, created, data: { object } };
}
const metadata = (userId: number, planId = 'PLAN_PRO_MONTHLY_V2') => ({
  userId: String(userId),
  tenant: 'italy',
  planId,
});
const checkoutCompleted = (userId: number, created: number) =>
  stripeEvent('checkout.session.completed', created, {
    object: 'checkout.session',
    customer: 'cus_1',
    subscription: `sub_${userId}`,
    metadata: metadata(userId),
  });
const invoiceEvent = (type: 'invoice.paid' | 'invoice.payment_failed', userId: number, created: number) =>
  stripeEvent(type, created, {
    object: 'invoice',
    customer: 'cus_1',
    parent: { subscription_details: { subscription: `sub_${userId}`, metadata: metadata(userId) } },
    lines: { data: [{ period: { start: created, end: created + 30 * 86_400 } }] },
  });

function deliver(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

const subscriptionOf = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/subscription', headers }).then((answer) => answer.json().data);
const now = () => Math.floor(Date.now() / 1000);

describe('Stripe adapter', () => {
  it('creates the customer once and a subscription checkout for the plan price', async () => {
    const { user, headers } = await customer();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/checkout?priceId=PLAN_PRO_MONTHLY_V2',
      headers,
    });
    expect(answer.json().data).toEqual({ done: false, url: 'https://checkout.stripe.test/c/cs_test_1' });
    await t.app.inject({ method: 'GET', url: '/api/v1/checkout?priceId=PLAN_PRO_MONTHLY_V2', headers });
    expect(calls.filter((call) => call.path === '/v1/customers')).toHaveLength(1);
    const session = calls.find((call) => call.path === '/v1/checkout/sessions');
    expect(session?.body.get('mode')).toBe('subscription');
    expect(session?.body.get('line_items[0][price]')).toBe('PLAN_PRO_MONTHLY_V2');
    expect(session?.body.get('metadata[userId]')).toBe(String(user.id));
    expect(session?.body.get('success_url')).toBe('http://app.test/paymentSuccessful');
    const portal = await t.app.inject({
      method: 'GET',
      url: '/api/v1/billing-portal?returnTo=/profile',
      headers,
    });
    expect(portal.json().data.url).toBe('https://billing.stripe.test/p/bps_1');
    expect(calls.at(-1)?.body.get('return_url')).toBe('http://app.test/profile');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { user, headers } = await customer();
    const event = checkoutCompleted(user.id, now());
    const forged = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_other',
    });
    const answer = await deliver(event, forged);
    expect([answer.statusCode, answer.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    expect((await subscriptionOf(headers)).plan).toBeNull();
    const stored = await t.db.databases.core
      .selectFrom('payment_events')
      .select('id')
      .where('id', '=', event.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('activates on checkout, ignores a replay, and suspends on a failed renewal up to /past-due at login', async () => {
    const { user, headers } = await customer();
    const created = now();
    const completed = checkoutCompleted(user.id, created);
    expect((await deliver(completed)).json().data.outcome).toBe('applied');
    let info = await subscriptionOf(headers);
    expect([info.plan.id, info.status, info.credits.company.total]).toEqual([
      'PLAN_PRO_MONTHLY_V2',
      'active',
      250,
    ]);

    const failed = invoiceEvent('invoice.payment_failed', user.id, created + 10);
    expect((await deliver(failed)).json().data.outcome).toBe('applied');
    const modifiedAt = (
      await t.db.databases.core
        .selectFrom('subscriptions')
        .select('modified_at')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).modified_at;
    expect((await deliver(failed)).json().data.outcome).toBe('duplicate');
    expect((await deliver(completed)).json().data.outcome).toBe('duplicate');
    const after = await t.db.databases.core
      .selectFrom('subscriptions')
      .select(['status', 'modified_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'past_due', modified_at: modifiedAt });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-tenant': 'italy' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const session = login.json().data;
    expect(session.user.overdue).toBe(true);
    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/me',
        headers: { authorization: `Bearer ${session.token}`, 'x-tenant': 'italy' },
      })
    ).json().data;
    const step = nextRegistrationStep({
      tags: me.tags,
      billingInfo: me.billingInfo,
      isOverdue: me.overdue,
      requestedPlan: null,
      tenant: session.tenant,
      activePlans: [],
    });
    expect(step).toEqual({ kind: 'route', path: '/past-due' });

    expect((await deliver(invoiceEvent('invoice.paid', user.id, created + 20))).json().data.outcome).toBe(
      'applied',
    );
    info = await subscriptionOf({ ...headers, authorization: `Bearer ${session.token}` });
    expect(info.status).toBe('active');
    const recovered = await t.db.databases.core
      .selectFrom('users')
      .select('overdue')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(recovered.overdue).toBe(false);
  });

  it('converges when events arrive out of order', async () => {
    const { user } = await customer();
    const created = now();
    const failedFirst = invoiceEvent('invoice.payment_failed', user.id, created + 5);
    const deleted = stripeEvent('customer.subscription.deleted', created + 9, {
      object: 'subscription',
      id: `sub_${user.id}`,
      customer: 'cus_1',
      metadata: metadata(user.id),
    });
    expect((await deliver(deleted)).json().data.outcome).toBe('applied');
    expect((await deliver(failedFirst)).json().data.outcome).toBe('stale');
    expect((await deliver(checkoutCompleted(user.id, created))).json().data.outcome).toBe('stale');
    const row = await t.db.databases.core
      .selectFrom('subscriptions')
      .select(['status', 'plan_id'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'canceled', plan_id: 'PLAN_PRO_MONTHLY_V2' });
    const flags = await t.db.databases.core
      .selectFrom('users')
      .select('overdue')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(flags.overdue).toBe(false);
  });

  it('follows a plan changed in the billing portal through the subscription price', async () => {
    const { user } = await customer();
    const created = now();
    expect((await deliver(checkoutCompleted(user.id, created))).json().data.outcome).toBe('applied');
    const updated = (priceId: string, at: number) =>
      stripeEvent('customer.subscription.updated', at, {
        object: 'subscription',
        id: `sub_${user.id}`,
        customer: 'cus_1',
        // The metadata still names the plan bought at checkout.
        metadata: metadata(user.id),
        items: { data: [{ price: { id: priceId } }] },
      });
    const planOf = () =>
      t.db.databases.core
        .selectFrom('subscriptions')
        .select(['status', 'plan_id'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
    expect((await deliver(updated('PLAN_PRO_YEARLY_V2', created + 10))).json().data.outcome).toBe('applied');
    expect(await planOf()).toEqual({ status: 'active', plan_id: 'PLAN_PRO_YEARLY_V2' });
    // An older update arriving late changes nothing.
    expect((await deliver(updated('PLAN_PRO_MONTHLY_V2', created + 5))).json().data.outcome).toBe('stale');
    expect(await planOf()).toEqual({ status: 'active', plan_id: 'PLAN_PRO_YEARLY_V2' });
  });

  it('grants favourites on a Pro checkout, refuses a second checkout without calling Stripe, and drops them on a downgrade', async () => {
    const { user, headers } = await customer();
    const scopes = async () =>
      (
        await t.db.databases.core
          .selectFrom('licence_tenants')
          .select('scopes')
          .where('user_id', '=', user.id)
          .where('tenant_id', '=', 'italy')
          .executeTakeFirstOrThrow()
      ).scopes;
    const tags = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/frontend/tag', headers })).statusCode;
    expect(await tags()).toBe(403);
    const created = now();
    expect((await deliver(checkoutCompleted(user.id, created))).json().data.outcome).toBe('applied');
    expect(await scopes()).toEqual([...METERED_SCOPES, 'favourites']);
    expect(await tags()).toBe(200);

    const callsBefore = calls.length;
    for (const priceId of ['trial', 'PLAN_ADV_YEARLY_V2']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/checkout?priceId=${priceId}`,
        headers,
      });
      expect([answer.statusCode, answer.json().clientType]).toEqual([409, 'SUBSCRIPTION_ALREADY_PAID']);
    }
    expect(calls.length).toBe(callsBefore);

    const downgraded = stripeEvent('customer.subscription.updated', created + 10, {
      object: 'subscription',
      id: `sub_${user.id}`,
      customer: 'cus_1',
      metadata: metadata(user.id),
      items: { data: [{ price: { id: 'PLAN_ADVANCE_MONTHLY_V2' } }] },
    });
    expect((await deliver(downgraded)).json().data.outcome).toBe('applied');
    expect(await scopes()).toEqual(METERED_SCOPES);
    expect(await tags()).toBe(403);
  });

  it('acknowledges event types it does not follow without changing anything', async () => {
    const answer = await deliver(stripeEvent('customer.created', now(), { object: 'customer', id: 'cus_9' }));
    expect([answer.statusCode, answer.json().data.outcome]).toEqual([200, 'ignored']);
  });
});
