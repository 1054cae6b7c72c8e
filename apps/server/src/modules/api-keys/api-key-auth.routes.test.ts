import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyThroughApi, grantApi, keyHeaders } from '../../../test/api-key-helpers.ts';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompanies, grantCredits, METERED_SCOPES } from '../../../test/billing-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { createDatabases } from '../../platform/database/databases.ts';

let t: TestApp;

// The auth cache on, as in production: a revoked key must still stop at once.
beforeAll(async () => {
  t = await createTestApp({ AUTH_CACHE_MS: '2000' });
});
afterAll(() => t.close());

async function keyOf(
  scopes: string[],
  limits: { requestLimit?: number | null; requestsPerMinute?: number | null } = {},
) {
  const user = await createUser(t, { tenants: { italy: { scopes } } });
  await grantApi(t, user.id, limits);
  const session = (await loginAs(t, user)).headers;
  const key = await createApiKeyThroughApi(t, session);
  return { user, session, key, headers: keyHeaders(key.secret) };
}

const searchCompanies = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/frontend/company', headers, payload: {} });

describe('what a key reaches', () => {
  it("acts with its owner's scopes: a company-only licence reads companies but no contacts", async () => {
    const { headers } = await keyOf(['company']);
    const italy = t.db.databases.tenant('italy');
    const company = await createCompany(italy);
    const contact = await createContact(italy, { company_id: company.id });
    expect((await searchCompanies(headers)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/frontend/company/${company.id}`, headers }))
        .statusCode,
    ).toBe(200);
    for (const call of [
      { method: 'POST' as const, url: '/api/v1/frontend/contact', payload: {} },
      { method: 'GET' as const, url: `/api/v1/frontend/contact/${contact.id}` },
      { method: 'GET' as const, url: `/api/v1/frontend/company/${company.id}/contacts` },
    ]) {
      const answer = await t.app.inject({ ...call, headers });
      expect([call.url, answer.statusCode, answer.json().clientType]).toEqual([
        call.url,
        403,
        'FORBIDDEN_ERROR',
      ]);
    }
  });

  it('is refused with 401 on account, billing and admin routes', async () => {
    const { headers } = await keyOf([...METERED_SCOPES]);
    for (const [method, url] of [
      ['GET', '/api/v1/user/me'],
      ['GET', '/api/v1/user/sessions'],
      ['POST', '/api/v1/user/password'],
      ['GET', '/api/v1/consumption'],
      ['GET', '/api/v1/subscription'],
      ['GET', '/api/v1/checkout?planId=1'],
      ['GET', '/api/v1/admin/login-throttles'],
      ['GET', '/api/v1/admin/users/1/api-keys'],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect([url, answer.statusCode, answer.json().clientType]).toEqual([url, 401, 'UNAUTHORIZED_ERROR']);
      expect(answer.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('stops at once when revoked, and answers 401 for an expired or unknown key', async () => {
    const { session, key, headers } = await keyOf(['company']);
    expect((await searchCompanies(headers)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/user/api-keys/${key.id}`, headers: session });
    const after = await searchCompanies(headers);
    expect([after.statusCode, after.json().clientType]).toEqual([401, 'UNAUTHORIZED_ERROR']);

    const expiring = await keyOf(['company']);
    expect((await searchCompanies(expiring.headers)).statusCode).toBe(200);
    await t.db.databases.core
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.key.id)
      .execute();
    expect((await searchCompanies(expiring.headers)).statusCode).toBe(401);

    const forged = `${expiring.key.secret.slice(0, -4)}AAAA`;
    expect((await searchCompanies(keyHeaders(forged))).statusCode).toBe(401);
  });

  it('needs the Api plugin and a licence in the tenant asked, and a live account', async () => {
    const { user, headers } = await keyOf(['company']);
    const france = await searchCompanies(keyHeaders(headers.authorization.slice(7), 'france'));
    expect([france.statusCode, france.json().clientType]).toEqual([403, 'NO_RIGHTS_TO_TENANT']);
    await t.db.databases.core.deleteFrom('licence_plugins').where('user_id', '=', user.id).execute();
    const unplugged = await searchCompanies(headers);
    expect([unplugged.statusCode, unplugged.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
    await grantApi(t, user.id);
    await t.db.databases.core.updateTable('users').set({ active: false }).where('id', '=', user.id).execute();
    expect((await searchCompanies(headers)).json().clientType).toBe('USER_DISABLED');
  });
});

describe('credits through keys', () => {
  it('shares the owner’s credits exactly between two keys under a 50-way burst, then answers 402', async () => {
    const { user, session, headers } = await keyOf([...METERED_SCOPES]);
    await grantCredits(t, user.id, { company: 10, contact: 0 });
    const second = keyHeaders((await createApiKeyThroughApi(t, session, { name: 'second' })).secret);
    const ids = await createCompanies(t.db.databases.tenant('italy'), 50, 'Burst');
    const answers = await Promise.all(
      ids.map((id, index) =>
        t.app.inject({
          method: 'GET',
          url: `/api/v1/frontend/company/${id}`,
          headers: index % 2 ? headers : second,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    const others = answers.filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 402);
    expect(others.map((answer) => answer.body)).toEqual([]);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 402)).toHaveLength(40);
    expect(answers.find((answer) => answer.statusCode === 402)?.json().clientType).toBe('OUT_OF_QUOTA_ERROR');
    const used = await t.app.inject({ method: 'GET', url: '/api/v1/consumption', headers: session });
    expect(used.json().data.companies.count).toBe(10);
  });
});

describe('rate limits', () => {
  it('answers 429 past the per-minute limit with RateLimit-* and Retry-After, counting nothing refused', async () => {
    const { session, headers } = await keyOf(['company'], { requestsPerMinute: 3 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => searchCompanies(headers)));
    const admitted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect([admitted.length, refused.length]).toEqual([3, 2]);
    expect(admitted.map((answer) => Number(answer.headers['ratelimit-remaining'])).sort()).toEqual([0, 1, 2]);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ httpStatus: 429, clientType: 'TOO_MANY_REQUESTS' });
      expect(answer.headers['ratelimit-limit']).toBe('3');
      expect(answer.headers['ratelimit-remaining']).toBe('0');
      const reset = Number(answer.headers['ratelimit-reset']);
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
      expect(answer.headers['retry-after']).toBe(String(reset));
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/user/api-keys', headers: session });
    expect(listed.json().data.access.usedThisMonth).toBe(3);
    // A second key of the same account has its own minute.
    const other = keyHeaders((await createApiKeyThroughApi(t, session, { name: 'other' })).secret);
    expect((await searchCompanies(other)).statusCode).toBe(200);
  });

  it('answers 429 once the licence’s monthly allowance is spent, across its keys', async () => {
    const { session, headers } = await keyOf(['company'], { requestLimit: 4 });
    const other = keyHeaders((await createApiKeyThroughApi(t, session, { name: 'other' })).secret);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => searchCompanies(index % 2 ? headers : other)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(4);
    const now = new Date();
    const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    const retryAfter = Number(refused[0]?.headers['retry-after']);
    expect(Math.abs(retryAfter - (monthEnd - now.getTime()) / 1000)).toBeLessThan(30);
    expect(refused[0]?.headers['ratelimit-limit']).toBe('4');
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/user/api-keys', headers: session });
    expect(listed.json().data.access).toMatchObject({ requestsPerMonth: 4, usedThisMonth: 4 });
  });

  it('holds the monthly allowance exactly across two API processes', async () => {
    const second = createDatabases({ url: t.db.url, poolSize: 5 });
    const app2 = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: t.db.url }),
      databases: second,
    });
    try {
      await app2.ready();
      const { session, headers } = await keyOf(['company'], { requestLimit: 10 });
      const other = keyHeaders((await createApiKeyThroughApi(t, session, { name: 'other' })).secret);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          (index % 2 ? t.app : app2).inject({
            method: 'POST',
            url: '/api/v1/frontend/company',
            headers: index % 3 ? headers : other,
            payload: {},
          }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(20);
    } finally {
      await app2.close();
      await second.close();
    }
  });

  it('sends the headers on every admitted call, and none on a session call', async () => {
    const { session, headers } = await keyOf(['company']);
    const withKey = await searchCompanies(headers);
    expect(withKey.headers).toMatchObject({ 'ratelimit-limit': '60', 'ratelimit-remaining': '59' });
    const withSession = await searchCompanies(session);
    expect(withSession.statusCode).toBe(200);
    expect(withSession.headers['ratelimit-limit']).toBeUndefined();
  });
});
