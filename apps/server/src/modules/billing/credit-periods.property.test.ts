import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanies, registerThroughApi } from '../../../test/billing-helpers.ts';
import { createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_property';
const stripe = new Stripe('sk_test_x');
/**
 * Small allowances (trial and tenant grant 2, plans 3 and 4) so that a dozen steps reach every
 * limit; the rule under test does not depend on the figures.
 */
const CREDITS: Record<string, number> = { trial: 2, PLAN_ADVANCE_MONTHLY_V2: 3, PLAN_PRO_MONTHLY_V2: 4 };
const PAID_PLANS = ['PLAN_ADVANCE_MONTHLY_V2', 'PLAN_PRO_MONTHLY_V2'] as const;
const TENANT_CREDITS = 2;
const KINDS = ['company', 'contact'] as const;
type Kind = (typeof KINDS)[number];

let t: TestApp;
let api: Server;
const ids: Record<Kind, number[]> = { company: [], contact: [] };

beforeAll(async () => {
  // The Stripe paths a checkout calls, in Stripe's shapes.
  api = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const json = (body: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/v1/customers') return json({ id: 'cus_property', object: 'customer' });
      return json({ id: 'cs_property', object: 'checkout.session', url: 'https://checkout.stripe.test/c' });
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    PUBLIC_URL: 'http://app.test',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  });
  const core = t.db.databases.core;
  for (const [id, credits] of Object.entries(CREDITS)) {
    await core
      .updateTable('plans')
      .set({ company_credits: credits, contact_credits: credits })
      .where('id', '=', id)
      .execute();
  }
  await core
    .updateTable('tenants')
    .set({ company_credits: TENANT_CREDITS, contact_credits: TENANT_CREDITS })
    .where('id', '=', 'italy')
    .execute();
  const italy = t.db.databases.tenant('italy');
  ids.company = await createCompanies(italy, 6, 'Property');
  for (let index = 0; index < 6; index += 1) ids.contact.push((await createContact(italy)).id);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => api?.close(resolve));
});

type Step =
  | { kind: 'open'; entity: Kind; index: number }
  | { kind: 'reopen'; entity: Kind }
  | { kind: 'confirmTrial' }
  | { kind: 'checkout'; plan: (typeof PAID_PLANS)[number] }
  | { kind: 'invoicePaid' }
  | { kind: 'invoiceFailed' }
  | { kind: 'planChanged'; plan: (typeof PAID_PLANS)[number] }
  | { kind: 'deleted' };

const entity = fc.constantFrom(...KINDS);
const paidPlan = fc.constantFrom(...PAID_PLANS);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('open'), entity, index: fc.nat({ max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen'), entity }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('confirmTrial') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('checkout'), plan: paidPlan }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('invoicePaid') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('invoiceFailed') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('planChanged'), plan: paidPlan }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleted') }) },
) as fc.Arbitrary<Step>;

let run = 0;

/**
 * What the customer may have had since the last paid period began: the most generous allowance held
 * since then, and the records served and charged since then. Only a paid period starts afresh.
 */
async function play(steps: Step[]): Promise<void> {
  run += 1;
  const user = await registerThroughApi(t, `property-${run}-${Date.now()}@example.test`);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const charged = async (kind: Kind) => {
    const row = await t.db.databases.core
      .selectFrom('record_opens')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', user.userId)
      .where('entity_type', '=', kind)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  let clock = Math.floor(Date.now() / 1000);
  let sequence = 0;
  let subscription: { plan: string } | null = null;
  let granted = TENANT_CREDITS;
  let served: Record<Kind, Set<number>> = { company: new Set(), contact: new Set() };
  let chargedAtStart: Record<Kind, number> = { company: 0, contact: 0 };
  const startPaidPeriod = async (plan: string) => {
    granted = CREDITS[plan] as number;
    served = { company: new Set(), contact: new Set() };
    chargedAtStart = { company: await charged('company'), contact: await charged('contact') };
  };
  const deliver = async (type: string, object: Record<string, unknown>) => {
    clock = Math.max(clock + 1, Math.floor(Date.now() / 1000));
    sequence += 1;
    const payload = JSON.stringify({
      id: `evt_${run}_${sequence}`,
      object: 'event',
      type,
      created: clock,
      data: { object: { customer: 'cus_property', ...object } },
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    return answer.json().data?.outcome as string;
  };
  const metadata = (plan: string) => ({ userId: String(user.userId), tenant: 'italy', planId: plan });
  const invoice = (type: string, paid: boolean) =>
    subscription &&
    deliver(type, {
      object: 'invoice',
      parent: {
        subscription_details: { subscription: `sub_${run}`, metadata: metadata(subscription.plan) },
      },
      lines: { data: paid ? [{ period: { start: clock + 1, end: clock + 1 + 30 * 86_400 } }] : [] },
    });

  for (const current of steps) {
    switch (current.kind) {
      case 'open':
      case 'reopen': {
        const pool = current.kind === 'open' ? ids[current.entity] : [...served[current.entity]];
        const id = current.kind === 'open' ? pool[current.index] : pool[0];
        if (id === undefined) break;
        const answer = await get(`/api/v1/frontend/${current.entity}/${id}`);
        if (answer.statusCode === 200) served[current.entity].add(id);
        else expect(answer.json().clientType).toBe('OUT_OF_QUOTA_ERROR');
        break;
      }
      case 'confirmTrial':
        if ((await get('/api/v1/checkout?priceId=trial')).statusCode === 200) {
          granted = Math.max(granted, CREDITS.trial as number);
        }
        break;
      case 'checkout': {
        // The customer pays at the provider, which then reports the completed checkout.
        if ((await get(`/api/v1/checkout?priceId=${current.plan}`)).statusCode !== 200) break;
        const outcome = await deliver('checkout.session.completed', {
          object: 'checkout.session',
          subscription: `sub_${run}`,
          metadata: metadata(current.plan),
        });
        if (outcome === 'applied') {
          subscription = { plan: current.plan };
          await startPaidPeriod(current.plan);
        }
        break;
      }
      case 'invoicePaid':
        if ((await invoice('invoice.paid', true)) === 'applied' && subscription) {
          await startPaidPeriod(subscription.plan);
        }
        break;
      case 'invoiceFailed':
        await invoice('invoice.payment_failed', false);
        break;
      case 'planChanged': {
        if (!subscription) break;
        const outcome = await deliver('customer.subscription.updated', {
          object: 'subscription',
          id: `sub_${run}`,
          metadata: metadata(subscription.plan),
          items: { data: [{ price: { id: current.plan } }] },
        });
        if (outcome === 'applied') {
          subscription = { plan: current.plan };
          granted = Math.max(granted, CREDITS[current.plan] as number);
        }
        break;
      }
      case 'deleted':
        if (!subscription) break;
        if (
          (await deliver('customer.subscription.deleted', {
            id: `sub_${run}`,
            object: 'subscription',
            metadata: metadata(subscription.plan),
          })) === 'applied'
        ) {
          subscription = null;
        }
        break;
    }
    for (const kind of KINDS) {
      expect(served[kind].size, `${kind} records served`).toBeLessThanOrEqual(granted);
      expect((await charged(kind)) - chargedAtStart[kind], `${kind} credits charged`).toBeLessThanOrEqual(
        granted,
      );
    }
  }
}

describe('credit periods under any order of sign-up, trial, opens, checkouts and payment events', () => {
  it('never serves or charges more records than the credits granted since the last paid period began', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), play), {
      numRuns: 25,
    });
  }, 120_000);
});
