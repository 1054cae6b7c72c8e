import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { METERED_SCOPES } from '../../../test/billing-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSubscriptionsService } from '../billing/subscriptions.service.ts';

let t: TestApp;
let superAdmin: SignedIn;
let superAdminId: number;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://app.test' });
  const superAdminUser = await createUser(t, { group: 'SUPER-ADMIN' });
  superAdminId = superAdminUser.id;
  superAdmin = await loginAs(t, superAdminUser);
  admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }));
});
afterAll(() => t.close());

const NEW_PLAN = {
  id: 'PLAN_TEAM_MONTHLY_V3',
  planName: 'Team monthly',
  period: 'month',
  price: 129.5,
  currency: 'EUR',
  priceId: 'price_team_monthly_v3',
  companyCredits: 400,
  contactCredits: 300,
  markets: ['italy', 'france'],
};

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function customer() {
  const user = await createUser(t, {
    tenants: { italy: { scopes: METERED_SCOPES, expiresAt: new Date(Date.now() + 86_400_000) } },
  });
  return { user, headers: (await loginAs(t, user, 'italy')).headers };
}

const offeredIds = async (headers: Record<string, string>) =>
  (await call('GET', '/plans/active', headers)).json().data.plans.map((plan: { id: string }) => plan.id);

/** Buys `priceId` with the local provider's test card, as a browser would. */
async function subscribe(headers: Record<string, string>, priceId: string) {
  const start = (await call('GET', `/checkout?priceId=${priceId}`, headers)).json().data;
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(start.url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Ada',
  });
  expect(paid.headers.location).toBe('http://app.test/paymentSuccessful');
}

describe('plans in the back office', () => {
  it('a super admin creates a plan, sold at once in its markets and audited', async () => {
    const created = await call('POST', '/admin/plans', superAdmin.headers, NEW_PLAN);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      ...NEW_PLAN,
      archived: false,
      resultsLimited: false,
      trial: false,
      subscribers: 0,
    });
    const { headers } = await customer();
    expect((await offeredIds(headers)).at(-1)).toBe(NEW_PLAN.id);
    const audit = await t.db.databases.core
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'plans')
      .where('entity_id', '=', NEW_PLAN.id)
      .execute();
    expect(audit).toEqual([{ action: 'create', actor_id: superAdminId }]);
  });

  it('refuses a taken id or price id, a paid trial and a bad body, changing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db.databases.core
            .selectFrom('plans')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const sameId = await call('POST', '/admin/plans', superAdmin.headers, {
      ...NEW_PLAN,
      priceId: 'price_x',
    });
    expect([sameId.statusCode, sameId.json().clientType]).toEqual([409, 'CONFLICT']);
    const samePrice = await call('POST', '/admin/plans', superAdmin.headers, {
      ...NEW_PLAN,
      id: 'PLAN_OTHER',
    });
    expect([samePrice.statusCode, samePrice.json().fields?.[0]?.path]).toEqual([409, 'body.priceId']);
    const paidTrial = await call('POST', '/admin/plans', superAdmin.headers, {
      ...NEW_PLAN,
      id: 'TRIAL_PAID',
      priceId: 'trial_paid',
      trial: true,
    });
    expect([paidTrial.statusCode, paidTrial.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    const negative = await call('POST', '/admin/plans', superAdmin.headers, {
      ...NEW_PLAN,
      id: 'PLAN_NEG',
      priceId: 'neg',
      companyCredits: -1,
    });
    expect(negative.statusCode).toBe(400);
    const unknownMarket = await call('PATCH', `/admin/plans/${NEW_PLAN.id}`, superAdmin.headers, {
      markets: ['atlantis'],
    });
    expect(unknownMarket.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('creates a free trial plan that never renews', async () => {
    const created = await call('POST', '/admin/plans', superAdmin.headers, {
      ...NEW_PLAN,
      id: 'TRIAL_V2',
      priceId: 'trial_v2',
      price: 0,
      trial: true,
      companyCredits: 10,
      contactCredits: 10,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ period: 'none', price: 0, trial: true });
  });

  it('an admin reads the plans but cannot create, edit or archive one', async () => {
    const list = await call('GET', '/admin/plans', admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((plan: { id: string }) => plan.id)).toContain('PLAN_PRO_MONTHLY_V2');
    const create = await call('POST', '/admin/plans', admin.headers, { ...NEW_PLAN, id: 'PLAN_BY_ADMIN' });
    expect([create.statusCode, create.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
    const archive = await call('PATCH', `/admin/plans/${NEW_PLAN.id}`, admin.headers, { archived: true });
    expect([archive.statusCode, archive.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
    const { headers } = await customer();
    expect((await call('GET', '/admin/plans', headers)).statusCode).toBe(403);
  });

  it('edits credits and the price id: holders get the new credits, checkout uses the new price id', async () => {
    const { headers } = await customer();
    await subscribe(headers, NEW_PLAN.priceId);
    const patched = await call('PATCH', `/admin/plans/${NEW_PLAN.id}`, superAdmin.headers, {
      companyCredits: 500,
      priceId: 'price_team_monthly_v3b',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ companyCredits: 500, contactCredits: 300, subscribers: 1 });
    const info = (await call('GET', '/subscription', headers)).json().data;
    expect(info.credits.company.total).toBe(500);
    expect(info.plans[0].priceId).toBe('price_team_monthly_v3b');
    const taken = await call('PATCH', `/admin/plans/${NEW_PLAN.id}`, superAdmin.headers, {
      priceId: 'PLAN_PRO_MONTHLY_V2',
    });
    expect([taken.statusCode, taken.json().clientType]).toEqual([409, 'CONFLICT']);
    const missing = await call('PATCH', '/admin/plans/NO_SUCH_PLAN', superAdmin.headers, { archived: true });
    expect(missing.statusCode).toBe(404);
  });

  it('an archived plan is no longer offered; its subscriber keeps it and renews on it', async () => {
    await call('POST', '/admin/plans', superAdmin.headers, {
      ...NEW_PLAN,
      id: 'PLAN_TO_ARCHIVE',
      priceId: 'price_to_archive',
    });
    const subscriber = await customer();
    await subscribe(subscriber.headers, 'price_to_archive');

    const archived = await call('PATCH', '/admin/plans/PLAN_TO_ARCHIVE', superAdmin.headers, {
      archived: true,
    });
    expect(archived.json().data).toMatchObject({ archived: true, subscribers: 1 });

    const newcomer = await customer();
    expect(await offeredIds(newcomer.headers)).not.toContain('PLAN_TO_ARCHIVE');
    const checkout = await call('GET', '/checkout?priceId=price_to_archive', newcomer.headers);
    expect([checkout.statusCode, checkout.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);

    const info = (await call('GET', '/subscription', subscriber.headers)).json().data;
    expect([info.plan.id, info.plan.archived, info.status]).toEqual(['PLAN_TO_ARCHIVE', true, 'active']);

    // The provider renews the subscription: the next period is applied on the archived plan.
    const row = await t.db.databases.core
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', subscriber.user.id)
      .executeTakeFirstOrThrow();
    const nextStart = row.period_end;
    const nextEnd = new Date(nextStart.getTime() + 30 * 86_400_000);
    const outcome = await createSubscriptionsService(t.db.databases.core).applyPaymentEvent({
      id: `evt_renew_${subscriber.user.id}`,
      provider: 'local',
      kind: 'invoice.paid',
      createdAt: new Date(),
      userId: subscriber.user.id,
      tenant: 'italy',
      planId: null,
      customerId: null,
      subscriptionId: row.provider_subscription_id,
      periodStart: nextStart,
      periodEnd: nextEnd,
      payload: {},
    });
    expect(outcome).toBe('applied');
    const renewed = (await call('GET', '/subscription', subscriber.headers)).json().data;
    expect([renewed.plan.id, renewed.status]).toEqual(['PLAN_TO_ARCHIVE', 'active']);
    expect(renewed.plans[0].periodEndDate).toBe(Math.floor(nextEnd.getTime() / 1000));

    const unarchived = await call('PATCH', '/admin/plans/PLAN_TO_ARCHIVE', superAdmin.headers, {
      archived: false,
    });
    expect(unarchived.json().data.archived).toBe(false);
    expect(await offeredIds(newcomer.headers)).toContain('PLAN_TO_ARCHIVE');
  });
});
