import { TRIAL_SCOPES } from '@adatlas/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, type TestUser } from '../../../test/auth-helpers.ts';
import { createCompany } from '../../../test/factories.ts';
import { apiRoutes, collectRoutes } from '../../../test/security/route-inventory.ts';
import { createWorld, fillPath, hasBody } from '../../../test/security/security-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A self-registered user whose licence ran out signs in to a session that only buys a paid plan;
 * the data keeps needing a live licence, and contract customers stay refused.
 */
let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://app.test', AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  companyId = (await createCompany(t.db.databases.tenant('italy'), { name: 'Barilla' })).id;
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
const ITALY = { 'x-tenant': 'italy' };
const LICENCE_EXPIRED = [403, 'LICENCE_EXPIRED'];

/** The routes a renewal session reaches: the user and session reads, billing info, plans, checkout. */
const RENEWAL_ROUTES = [
  'GET /api/v1/auth/session',
  'GET /api/v1/billing-portal',
  'GET /api/v1/checkout',
  'GET /api/v1/plans/active',
  'GET /api/v1/subscription',
  'GET /api/v1/user/me',
  'PATCH /api/v1/user/me',
  'PUT /api/v1/user/me/language',
];

/** A registrant whose trial ended yesterday (or `tags: []`: a contract customer whose licence did). */
function expiredCustomer(options: { tags?: string[]; tenant?: 'italy' | 'mexico' } = {}) {
  return createUser(t, {
    tags: options.tags ?? ['registration_flow', 'regFlow_confirmed_trial'],
    tenants: {
      [options.tenant ?? 'italy']: { scopes: [...TRIAL_SCOPES], expiresAt: new Date(Date.now() - DAY_MS) },
    },
  });
}

const login = (user: TestUser, headers: Record<string, string> = ITALY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers,
    payload: { email: user.email, password: TEST_PASSWORD },
  });

async function renewalSession(user: TestUser) {
  const answer = await login(user);
  expect(answer.statusCode).toBe(200);
  return { authorization: `Bearer ${answer.json().data.token as string}`, ...ITALY };
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const refusal = (answer: { statusCode: number; json: () => { clientType?: string } }) => [
  answer.statusCode,
  answer.json().clientType,
];

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

const countSessions = async (userId: number) =>
  (await t.db.databases.core.selectFrom('sessions').select('id').where('user_id', '=', userId).execute())
    .length;

describe('sign-in with an ended licence', () => {
  it('opens a renewal session for a registrant whose trial ended where plans are sold', async () => {
    const user = await expiredCustomer();
    const answer = await login(user);
    expect(answer.statusCode).toBe(200);
    const session = answer.json().data;
    expect(session).toMatchObject({ tenant: 'italy', scopes: [], renewalRequired: true });
    expect(session.token).toEqual(expect.any(String));
    const row = await t.db.databases.core
      .selectFrom('sessions')
      .select(['restricted_to_renewal', 'tenant'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ restricted_to_renewal: true, tenant: 'italy' });
  });

  it('keeps refusing contract customers, other countries, countries without plans and bad passwords', async () => {
    const contract = await expiredCustomer({ tags: [] });
    expect(refusal(await login(contract))).toEqual(LICENCE_EXPIRED);
    expect(await countSessions(contract.id)).toBe(0);

    const registrant = await expiredCustomer();
    expect(refusal(await login(registrant, { 'x-tenant': 'france' }))).toEqual(LICENCE_EXPIRED);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: ITALY,
      payload: { email: registrant.email, password: 'Not-the-password-1' },
    });
    expect(refusal(wrong)).toEqual([401, 'WRONG_CREDENTIALS']);
    expect(await countSessions(registrant.id)).toBe(0);

    // Mexico sells no plan: nothing to renew with.
    const mexican = await expiredCustomer({ tenant: 'mexico' });
    expect(refusal(await login(mexican, { 'x-tenant': 'mexico' }))).toEqual(LICENCE_EXPIRED);
    expect(await countSessions(mexican.id)).toBe(0);

    const disabled = await createUser(t, {
      active: false,
      tags: ['registration_flow'],
      tenants: { italy: { scopes: [], expiresAt: new Date(Date.now() - DAY_MS) } },
    });
    expect((await login(disabled)).json().clientType).toBe('USER_DISABLED');
  });
});

describe('a renewal session', () => {
  it('reads the user, the session, the plans and the subscription, and saves billing info', async () => {
    const user = await expiredCustomer();
    const headers = await renewalSession(user);
    expect((await call('GET', '/api/v1/user/me', headers)).json().data.email).toBe(user.email);
    expect((await call('GET', '/api/v1/auth/session', headers)).json().data).toMatchObject({
      tenant: 'italy',
      scopes: [],
      renewalRequired: true,
    });
    const plans = (await call('GET', '/api/v1/plans/active', headers)).json().data.plans;
    expect(plans.map((plan: { id: string }) => plan.id)).toContain('PLAN_PRO_MONTHLY_V2');
    expect((await call('GET', '/api/v1/subscription', headers)).statusCode).toBe(200);
    const saved = await call('PATCH', '/api/v1/user/me', headers, { name: 'Ada', surname: 'Lovelace' });
    expect(saved.json().data).toMatchObject({ name: 'Ada', surname: 'Lovelace' });
    // Bad input gets the envelope and changes nothing.
    const bad = await call('PATCH', '/api/v1/user/me', headers, { name: '' });
    expect(refusal(bad)).toEqual([400, 'VALIDATION_ERROR']);
    expect((await call('GET', '/api/v1/user/me', headers)).json().data.name).toBe('Ada');
  });

  it('is refused on the data: company list and detail, exports, tags, admin; writes nothing', async () => {
    const headers = await renewalSession(await expiredCustomer());
    expect(refusal(await call('POST', '/api/v1/frontend/company', headers, {}))).toEqual(LICENCE_EXPIRED);
    expect(refusal(await call('GET', `/api/v1/frontend/company/${companyId}`, headers))).toEqual(
      LICENCE_EXPIRED,
    );
    expect(refusal(await call('POST', '/api/v1/frontend/company/export', headers, {}))).toEqual(
      LICENCE_EXPIRED,
    );
    expect(refusal(await call('GET', '/api/v1/frontend/tag', headers))).toEqual(LICENCE_EXPIRED);
    const tag = await call('POST', '/api/v1/frontend/tag', headers, { name: 'Mine', color: 'FF0000' });
    expect(refusal(tag)).toEqual(LICENCE_EXPIRED);
    const tags = await t.db.databases.tenant('italy').db.selectFrom('tags').select('id').execute();
    expect(tags).toEqual([]);
    expect(refusal(await call('GET', '/api/v1/admin/users', headers))).toEqual(LICENCE_EXPIRED);
    expect(refusal(await call('GET', '/api/v1/consumption', headers))).toEqual(LICENCE_EXPIRED);
    // Only in the country it was opened for, even on the plan routes.
    const france = { ...headers, 'x-tenant': 'france' };
    expect(refusal(await call('GET', '/api/v1/plans/active', france))).toEqual([403, 'NO_RIGHTS_TO_TENANT']);
    expect(refusal(await call('GET', '/api/v1/checkout?priceId=PLAN_PRO_MONTHLY_V2', france))).toEqual([
      403,
      'NO_RIGHTS_TO_TENANT',
    ]);
  });

  it('is refused LICENCE_EXPIRED by every signed-in route of the inventory but the renewal ones', async () => {
    const world = await createWorld(t);
    const headers = await renewalSession(await expiredCustomer());
    const routes = apiRoutes(await collectRoutes(t.db.databases, t.db.url)).filter(
      (route) => route.policy?.kind !== 'public',
    );
    const reached: string[] = [];
    const failures: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const answer = await t.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url, world),
        headers,
        ...(hasBody(route.method) ? { payload: {} } : {}),
      });
      const clientType = String(answer.headers['content-type']).includes('json')
        ? answer.json().clientType
        : undefined;
      if (answer.statusCode === 403 && clientType === 'LICENCE_EXPIRED') continue;
      if (answer.statusCode >= 500 || answer.statusCode === 401 || answer.statusCode === 403)
        failures.push(`${name}: ${answer.statusCode} ${clientType ?? ''}`);
      reached.push(name);
    }
    expect(failures).toEqual([]);
    expect(reached.sort()).toEqual(RENEWAL_ROUTES);
    expect(routes.length).toBeGreaterThan(50);
  }, 120_000);
});

describe('renewing with a paid plan', () => {
  it('refuses the trial again, pays a plan with the local card, then the data opens', async () => {
    const user = await expiredCustomer();
    const headers = await renewalSession(user);
    const core = t.db.databases.core;
    const expiry = async () =>
      (
        await core
          .selectFrom('licence_tenants')
          .select('expires_at')
          .where('user_id', '=', user.id)
          .where('tenant_id', '=', 'italy')
          .executeTakeFirstOrThrow()
      ).expires_at;
    const endedAt = await expiry();

    const trial = await call('GET', '/api/v1/checkout?priceId=trial', headers);
    expect(refusal(trial)).toEqual([409, 'TRIAL_NOT_OFFERED']);
    expect(
      await core.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(await expiry()).toEqual(endedAt);

    const start = (await call('GET', '/api/v1/checkout?priceId=PLAN_PRO_MONTHLY_V2', headers)).json().data;
    expect(start.done).toBe(false);
    const paid = await t.app.inject({
      method: 'POST',
      url: pathOf(start.url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Ada',
    });
    expect([paid.statusCode, paid.headers.location]).toEqual([303, 'http://app.test/paymentSuccessful']);
    expect((await expiry()).getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);

    // The same session is told the renewal is done, and reaches the data.
    const access = (await call('GET', '/api/v1/auth/session', headers)).json().data;
    expect(access.renewalRequired).toBe(false);
    expect(access.scopes).toContain('company');
    expect((await call('POST', '/api/v1/frontend/company', headers, {})).statusCode).toBe(200);

    // A normal sign-in now: a full session that opens a company.
    const again = await login(user);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.renewalRequired).toBeUndefined();
    const signedIn = { authorization: `Bearer ${again.json().data.token as string}`, ...ITALY };
    const list = await call('POST', '/api/v1/frontend/company', signedIn, {});
    expect(list.json().data.map((company: { name: string }) => company.name)).toContain('Barilla');
    expect((await call('GET', `/api/v1/frontend/company/${companyId}`, signedIn)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/frontend/tag', signedIn)).statusCode).toBe(200);
  });
});
