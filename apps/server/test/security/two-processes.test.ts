import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createDatabases, type Databases } from '../../src/platform/database/databases.ts';
import { createUser, loginAs } from '../auth-helpers.ts';
import { createCompanies, grantCredits, METERED_SCOPES } from '../billing-helpers.ts';
import { grantExportPlugin } from '../export-helpers.ts';
import { createContact } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const WEBHOOK_SECRET = 'whsec_two_processes';
const ENV = {
  PUBLIC_URL: 'http://app.test',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  // Webhooks need no call to Stripe; a closed port makes any accidental call fail fast.
  STRIPE_API_URL: 'http://127.0.0.1:9',
};
const BURSTS = 5;
const stripe = new Stripe('sk_test_x');

let t: TestApp;
let second: Databases;
let app2: FastifyInstance;
let apps: FastifyInstance[];
let companies: number[];

/** Two API processes as a load balancer sees them: one database, two apps, two pools. */
beforeAll(async () => {
  t = await createTestApp(ENV);
  second = createDatabases({ url: t.db.url, poolSize: 5 });
  app2 = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: t.db.url, ...ENV }),
    databases: second,
  });
  await app2.ready();
  apps = [t.app, app2];
  companies = await createCompanies(t.db.databases.tenant('italy'), 100);
});
afterAll(async () => {
  await app2.close();
  await second.close();
  await t.close();
});

let sequence = 0;
const event = (type: string, created: number, object: Record<string, unknown>) => ({
  id: `evt_two_${++sequence}_${Date.now()}`,
  object: 'event',
  type,
  created,
  data: { object },
});
const metadata = (userId: number) => ({
  userId: String(userId),
  tenant: 'italy',
  planId: 'PLAN_PRO_MONTHLY_V2',
});
const completed = (userId: number, created: number) =>
  event('checkout.session.completed', created, {
    object: 'checkout.session',
    customer: 'cus_1',
    subscription: `sub_${userId}`,
    metadata: metadata(userId),
  });

function deliver(app: FastifyInstance, body: object) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

const subscriptionRows = (userId: number) =>
  t.db.databases.core
    .selectFrom('subscriptions')
    .select(['status', 'plan_id'])
    .where('user_id', '=', userId)
    .execute();

describe('two API processes on one database', () => {
  it(`charges credits exactly under ${BURSTS} bursts of 100 simultaneous opens split across both`, async () => {
    for (let burst = 0; burst < BURSTS; burst++) {
      const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
      await grantCredits(t, user.id, { company: 10, contact: 0 });
      const { headers } = await loginAs(t, user);
      const answers = await Promise.all(
        companies.map((id, index) =>
          (apps[index % 2] as FastifyInstance).inject({
            method: 'GET',
            url: `/api/v1/frontend/company/${id}`,
            headers,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 402)).toHaveLength(90);
      const opens = await t.db.databases.core
        .selectFrom('record_opens')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Number(opens.n)).toBe(10);
    }
  });

  it('never lets two exports on the two processes overdraw a one-row allowance', async () => {
    await createContact(t.db.databases.tenant('italy'), { name: 'Una', surname: 'Sola', city: 'Aosta' });
    for (let round = 0; round < BURSTS; round++) {
      const user = await createUser(t, { tenants: { italy: { scopes: ['contact'] } } });
      await grantExportPlugin(t, user.id, { kind: 'contacts', limit: 1 });
      const { headers } = await loginAs(t, user);
      const answers = await Promise.all(
        apps.map((app) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/frontend/contact/export',
            headers,
            payload: { city: ['Aosta'] },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
      const plugin = await t.db.databases.core
        .selectFrom('licence_plugins')
        .select('exported_count')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(plugin.exported_count).toBe(1);
    }
  });

  it('applies a webhook delivered 10 times at once (to both processes) exactly once', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    const body = completed(user.id, Math.floor(Date.now() / 1000));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => deliver(apps[i % 2] as FastifyInstance, body)),
    );
    const outcomes = answers.map((answer) => answer.json().data?.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    const events = await t.db.databases.core
      .selectFrom('payment_events')
      .select('id')
      .where('id', '=', body.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(await subscriptionRows(user.id)).toEqual([{ status: 'active', plan_id: 'PLAN_PRO_MONTHLY_V2' }]);
  });

  it('converges to the latest event whatever order the two processes take them in', async () => {
    for (let round = 0; round < 4; round++) {
      const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
      const created = Math.floor(Date.now() / 1000);
      const sequenceOfEvents = [
        completed(user.id, created),
        event('invoice.payment_failed', created + 5, {
          object: 'invoice',
          customer: 'cus_1',
          parent: { subscription_details: { subscription: `sub_${user.id}`, metadata: metadata(user.id) } },
          lines: { data: [{ period: { start: created, end: created + 30 * 86_400 } }] },
        }),
        event('customer.subscription.deleted', created + 9, {
          object: 'subscription',
          id: `sub_${user.id}`,
          customer: 'cus_1',
          metadata: metadata(user.id),
        }),
      ];
      const shuffled = round % 2 === 0 ? [...sequenceOfEvents].reverse() : sequenceOfEvents;
      const answers = await Promise.all(
        shuffled.map((body, i) => deliver(apps[(i + round) % 2] as FastifyInstance, body)),
      );
      expect(
        answers.map((answer) => `${answer.statusCode} ${answer.json().data?.outcome ?? answer.body}`),
      ).toEqual(answers.map((answer) => `200 ${answer.json().data?.outcome}`));
      expect(await subscriptionRows(user.id)).toEqual([
        { status: 'canceled', plan_id: 'PLAN_PRO_MONTHLY_V2' },
      ]);
    }
  });
});
