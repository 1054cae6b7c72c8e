import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/platform/auth/secret-box.ts';
import { createUser, loginAs } from '../auth-helpers.ts';
import { METERED_SCOPES } from '../billing-helpers.ts';
import { createContact } from '../factories.ts';
import { type FakeMailerServer, startMailerServer } from '../mailer-server.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const TIMEOUT_MS = 300;

let t: TestApp;
let mailer: FakeMailerServer;
let stripe: Server;
/** Which Stripe paths answer at once; the others never answer. */
const stripeAnswers = new Set<string>();
let contactId: number;

beforeAll(async () => {
  stripe = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = request.url ?? '';
      if (!stripeAnswers.has(path)) return;
      const json = (body: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (path === '/v1/customers') return json({ id: 'cus_slow_1', object: 'customer' });
      return json({ id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_1' });
    });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  mailer = await startMailerServer();
  t = await createTestApp({
    PUBLIC_URL: 'http://app.test',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_API_URL: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
    STRIPE_TIMEOUT_MS: String(TIMEOUT_MS),
    MAILER_URL: mailer.url,
    MAILER_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  contactId = (await createContact(t.db.databases.tenant('italy'), { name: 'Ada', email: 'ada@acme.test' }))
    .id;
});
afterAll(async () => {
  await t.close();
  await mailer.close();
  stripe.closeAllConnections();
  await new Promise((resolve) => stripe.close(resolve));
});

const countRows = async (table: 'subscriptions' | 'payment_customers' | 'export_log', userId: number) =>
  Number(
    (
      await t.db.databases.core
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('payment adapter (Stripe) timing out', () => {
  it('answers SERVICE_UNAVAILABLE in the envelope within the timeout and starts no subscription', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    const { headers } = await loginAs(t, user);
    const checkout = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/checkout?priceId=PLAN_PRO_MONTHLY_V2', headers });

    // Stripe silent from the first call (the customer) on.
    stripeAnswers.clear();
    const started = Date.now();
    const silent = await checkout();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(silent.json()).toMatchObject({ httpStatus: 503, clientType: 'SERVICE_UNAVAILABLE' });
    expect(silent.json().id).toBeTruthy();
    expect(await countRows('subscriptions', user.id)).toBe(0);
    expect(await countRows('payment_customers', user.id)).toBe(0);

    // The customer is created, the checkout session times out: still no subscription.
    stripeAnswers.add('/v1/customers');
    const halfway = await checkout();
    expect(halfway.json()).toMatchObject({ httpStatus: 503, clientType: 'SERVICE_UNAVAILABLE' });
    expect(await countRows('subscriptions', user.id)).toBe(0);

    // Once Stripe answers again the same request works, reusing the customer.
    stripeAnswers.add('/v1/checkout/sessions');
    const retried = await checkout();
    expect(retried.json().data).toEqual({ done: false, url: 'https://checkout.stripe.test/c/cs_1' });
    expect(await countRows('payment_customers', user.id)).toBe(1);
    expect(await countRows('subscriptions', user.id)).toBe(0);
  });

  it('answers SERVICE_UNAVAILABLE for the billing portal too', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    await t.db.databases.core
      .insertInto('payment_customers')
      .values({ user_id: user.id, provider: 'stripe', customer_id: 'cus_portal' })
      .execute();
    stripeAnswers.clear();
    const portal = await t.app.inject({
      method: 'GET',
      url: '/api/v1/billing-portal?returnTo=/profile',
      headers: (await loginAs(t, user)).headers,
    });
    expect(portal.json()).toMatchObject({ httpStatus: 503, clientType: 'SERVICE_UNAVAILABLE' });
  });
});

describe('companion mailer timing out', () => {
  async function mailerCustomer() {
    const user = await createUser(t, { tenants: { italy: { scopes: ['contact', 'activemailer'] } } });
    await t.db.databases.core
      .updateTable('users')
      .set({ mailer_username: 'ada', mailer_password_enc: createSecretBox(undefined).seal('mailer-secret') })
      .where('id', '=', user.id)
      .execute();
    return { user, headers: (await loginAs(t, user)).headers };
  }
  const exportToMailer = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/contacts/export-to-mailer',
      headers,
      payload: { ids: [contactId], listName: 'Timeout list' },
    });

  for (const behaviour of ['hang', 'hang-lists'] as const) {
    it(`answers a clear error and records no export when the mailer ${behaviour === 'hang' ? 'never answers' : 'hangs after sign-in'}`, async () => {
      const { user, headers } = await mailerCustomer();
      mailer.behaviour = behaviour;
      const started = Date.now();
      const answer = await exportToMailer(headers);
      // Three attempts of TIMEOUT_MS each at most, per call.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(answer.json()).toMatchObject({ httpStatus: 502, clientType: 'UNKNOWN' });
      expect(answer.json().description).toMatch(/companion mailer failed: .*timeout/i);
      expect(await countRows('export_log', user.id)).toBe(0);
      expect(mailer.lists.get('Timeout list')).toBeUndefined();

      mailer.behaviour = 'accept';
      expect((await exportToMailer(headers)).statusCode).toBe(200);
      expect(await countRows('export_log', user.id)).toBe(1);
      mailer.lists.clear();
    });
  }
});
