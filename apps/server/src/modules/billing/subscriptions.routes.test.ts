import { TRIAL_SCOPES } from '@adatlas/domain/auth';
import type { TenantId } from '@adatlas/domain/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The local provider: its checkout and portal pages drive the same state machine as Stripe's webhooks.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://app.test' });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const postForm = (url: string, form: string) =>
  t.app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

/** A self-registered customer on italy (trial scopes plus one granted by an admin), also licensed on france. */
async function customer() {
  const user = await createUser(t, {
    tenants: {
      italy: { scopes: [...TRIAL_SCOPES, 'pitchScores'] },
      france: { scopes: ['company', 'favourites', 'activemailer'] },
    },
    tags: ['registration_flow'],
  });
  return { user, headers: (await loginAs(t, user, 'italy')).headers };
}

async function buy(headers: Headers, priceId: string) {
  const start = await get(`/api/v1/checkout?priceId=${priceId}`, headers);
  expect(start.statusCode).toBe(200);
  const paid = await postForm(
    start.json().data.url,
    'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Ada',
  );
  expect(paid.headers.location).toBe('http://app.test/paymentSuccessful');
}

async function inPortal(headers: Headers, form: string) {
  const portal = (await get('/api/v1/billing-portal?returnTo=/profile/subscription-info', headers)).json()
    .data;
  expect((await postForm(portal.url, form)).statusCode).toBe(303);
}

async function scopesOf(userId: number, tenant: TenantId) {
  const row = await t.db.databases.core
    .selectFrom('licence_tenants')
    .select('scopes')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .executeTakeFirstOrThrow();
  return row.scopes;
}

const tagsStatus = async (headers: Headers) => (await get('/api/v1/frontend/tag', headers)).statusCode;

describe('plan scopes', () => {
  it('buying Pro grants favourites in that tenant only and opens the tags API; a downgrade takes it away', async () => {
    const { user, headers } = await customer();
    const italyBefore = await scopesOf(user.id, 'italy');
    const france = await scopesOf(user.id, 'france');
    expect(await tagsStatus(headers)).toBe(403);

    await buy(headers, 'PLAN_PRO_MONTHLY_V2');
    expect(await scopesOf(user.id, 'italy')).toEqual([...italyBefore, 'favourites']);
    expect(await scopesOf(user.id, 'france')).toEqual(france);
    expect(await tagsStatus(headers)).toBe(200);

    await inPortal(headers, 'action=change&planId=PLAN_ADVANCE_MONTHLY_V2');
    expect(await scopesOf(user.id, 'italy')).toEqual(italyBefore);
    // The admin's grant in another country is not the plan's to take.
    expect(await scopesOf(user.id, 'france')).toEqual(france);
    expect(await tagsStatus(headers)).toBe(403);

    await inPortal(headers, 'action=change&planId=PLAN_ADV_YEARLY_V2');
    expect(await scopesOf(user.id, 'italy')).toEqual([...italyBefore, 'favourites']);
    await inPortal(headers, 'action=cancel');
    expect(await scopesOf(user.id, 'italy')).toEqual(italyBefore);
    expect(await tagsStatus(headers)).toBe(403);
  });

  it('grants nothing for the trial or a plan without tags, and leaves hand-granted favourites alone', async () => {
    const { user, headers } = await customer();
    expect((await get('/api/v1/checkout?priceId=trial', headers)).json().data.success).toBe(true);
    expect(await scopesOf(user.id, 'italy')).toEqual([...TRIAL_SCOPES, 'pitchScores']);

    await t.db.databases.core
      .updateTable('licence_tenants')
      .set({ scopes: [...TRIAL_SCOPES, 'favourites'] })
      .where('user_id', '=', user.id)
      .where('tenant_id', '=', 'italy')
      .execute();
    await buy(headers, 'BASE_MONTHLY_V1');
    expect(await scopesOf(user.id, 'italy')).toEqual([...TRIAL_SCOPES, 'favourites']);
  });
});

describe('no trial and no second checkout while a paid subscription is live', () => {
  async function snapshot(userId: number) {
    const core = t.db.databases.core;
    return {
      subscriptions: await core
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .execute(),
      sessions: await core
        .selectFrom('payment_sessions')
        .select(['id', 'status'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
      trialEvents: await core
        .selectFrom('payment_events')
        .select('id')
        .where('id', 'like', `trial_${userId}_%`)
        .execute(),
      licence: await core
        .selectFrom('licence_tenants')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('tenant_id')
        .execute(),
      tags: await core.selectFrom('users').select('tags').where('id', '=', userId).execute(),
    };
  }

  it('answers 409 SUBSCRIPTION_ALREADY_PAID and changes nothing, until the subscription is cancelled', async () => {
    const { user, headers } = await customer();
    await buy(headers, 'PLAN_PRO_MONTHLY_V2');
    const before = await snapshot(user.id);
    expect(before.subscriptions).toHaveLength(1);

    for (const priceId of ['trial', 'PLAN_PRO_MONTHLY_V2', 'PLAN_ADV_YEARLY_V2']) {
      const answer = await get(`/api/v1/checkout?priceId=${priceId}`, headers);
      expect([answer.statusCode, answer.json().clientType]).toEqual([409, 'SUBSCRIPTION_ALREADY_PAID']);
    }
    expect(await snapshot(user.id)).toEqual(before);

    // A failed renewal still bills: the subscriber fixes the card in the portal.
    await t.db.databases.core
      .updateTable('subscriptions')
      .set({ status: 'past_due' })
      .where('user_id', '=', user.id)
      .execute();
    expect((await get('/api/v1/checkout?priceId=trial', headers)).statusCode).toBe(409);

    await inPortal(headers, 'action=cancel');
    const again = await get('/api/v1/checkout?priceId=PLAN_ADV_MONTHLY_V2', headers);
    expect([again.statusCode, again.json().data.done]).toEqual([200, false]);
  });

  it('still refuses in another country only where that country is billed', async () => {
    const { user, headers } = await customer();
    await buy(headers, 'PLAN_PRO_MONTHLY_V2');
    const france = (await loginAs(t, user, 'france')).headers;
    const answer = await get('/api/v1/checkout?priceId=PLAN_PRO_MONTHLY_V2', france);
    expect([answer.statusCode, answer.json().data.done]).toEqual([200, false]);
  });
});
