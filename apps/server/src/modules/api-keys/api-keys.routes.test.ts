import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyThroughApi, grantApi, keyHeaders } from '../../../test/api-key-helpers.ts';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashApiKey } from './api-key-secret.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function apiCustomer(scopes = ['company']) {
  const user = await createUser(t, { tenants: { italy: { scopes } } });
  await grantApi(t, user.id);
  return { user, headers: (await loginAs(t, user)).headers };
}

const listKeys = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/user/api-keys', headers })).json().data;

const auditRows = (entityId: number) =>
  t.db.databases.core
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'before', 'after'])
    .where('entity', '=', 'api_key')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

const searchCompanies = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/frontend/company', headers, payload: {} });

describe('API key lifecycle', () => {
  it('creates a key whose secret is shown once and stored only as a hash, lists it and revokes it', async () => {
    const { user, headers } = await apiCustomer();
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/api-keys',
      headers,
      payload: { name: '  CRM sync ', expiresAt },
    });
    expect(created.statusCode).toBe(201);
    const key = created.json().data;
    expect(key).toMatchObject({ name: 'CRM sync', expiresAt, lastUsedAt: null, revokedAt: null });
    expect(key.secret).toMatch(/^ada_live_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);

    const stored = await t.db.databases.core
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashApiKey(key.secret));
    expect(JSON.stringify(stored)).not.toContain(key.secret);

    const listed = await listKeys(headers);
    expect(listed.keys).toEqual([
      {
        id: key.id,
        name: 'CRM sync',
        prefix: key.prefix,
        createdAt: key.createdAt,
        expiresAt,
        lastUsedAt: null,
        lastUsedIp: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(key.secret);
    expect(listed.access).toEqual({
      enabled: true,
      requestsPerMinute: 60,
      requestsPerMonth: 10_000,
      usedThisMonth: 0,
    });

    expect((await searchCompanies(keyHeaders(key.secret))).statusCode).toBe(200);
    const used = (await listKeys(headers)).keys[0];
    expect(used.lastUsedIp).toBe('127.0.0.1');
    expect(Date.parse(used.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/v1/user/api-keys/${key.id}`, headers });
    expect(revoked.statusCode).toBe(204);
    expect((await listKeys(headers)).keys[0].revokedAt).not.toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/user/api-keys/${key.id}`, headers });
    expect([again.statusCode, again.json().clientType]).toEqual([404, 'NOT_FOUND']);

    const audit = await auditRows(key.id);
    expect(audit.map((row) => [row.action, row.actor_id])).toEqual([
      ['create', user.id],
      ['revoke', user.id],
    ]);
    expect(JSON.stringify(audit)).not.toContain(key.secret);
  });

  it('counts requests per key and day for its owner', async () => {
    const { headers } = await apiCustomer();
    const first = await createApiKeyThroughApi(t, headers, { name: 'one' });
    const second = await createApiKeyThroughApi(t, headers, { name: 'two' });
    for (let i = 0; i < 3; i += 1) await searchCompanies(keyHeaders(first.secret));
    await searchCompanies(keyHeaders(second.secret));
    const usage = await t.app.inject({ method: 'GET', url: '/api/v1/user/api-keys/usage', headers });
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.json().data).toEqual([
      { keyId: second.id, tenant: 'italy', day: today, requests: 1 },
      { keyId: first.id, tenant: 'italy', day: today, requests: 3 },
    ]);
    expect((await listKeys(headers)).access.usedThisMonth).toBe(4);
  });

  it('refuses a key to a licence without the Api plugin, a past expiry and an eleventh live key', async () => {
    const plain = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
    const plainHeaders = (await loginAs(t, plain)).headers;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/api-keys',
      headers: plainHeaders,
      payload: { name: 'x' },
    });
    expect([refused.statusCode, refused.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
    expect((await listKeys(plainHeaders)).access.enabled).toBe(false);

    const { headers } = await apiCustomer();
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/api-keys',
      headers,
      payload: { name: 'x', expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.json()).toMatchObject({
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'body.expiresAt' }],
    });
    const names = Array.from({ length: 11 }, (_, index) => `key ${index}`);
    const answers = await Promise.all(
      names.map((name) =>
        t.app.inject({ method: 'POST', url: '/api/v1/user/api-keys', headers, payload: { name } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(10).fill(201), 409]);
  });

  it("answers 404 for another customer's key and leaves it working", async () => {
    const owner = await apiCustomer();
    const key = await createApiKeyThroughApi(t, owner.headers);
    const other = await apiCustomer();
    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/api-keys/${key.id}`,
      headers: other.headers,
    });
    expect(denied.statusCode).toBe(404);
    expect((await listKeys(other.headers)).keys).toEqual([]);
    expect((await searchCompanies(keyHeaders(key.secret))).statusCode).toBe(200);
  });

  it('a key cannot manage keys', async () => {
    const { headers } = await apiCustomer();
    const key = await createApiKeyThroughApi(t, headers);
    for (const method of ['GET', 'POST'] as const) {
      const answer = await t.app.inject({
        method,
        url: '/api/v1/user/api-keys',
        headers: keyHeaders(key.secret),
        ...(method === 'POST' ? { payload: { name: 'spawned' } } : {}),
      });
      expect([answer.statusCode, answer.json().clientType]).toEqual([401, 'UNAUTHORIZED_ERROR']);
    }
  });
});

describe('API keys in the back office', () => {
  it("lists a customer's keys with their usage and revokes one, audited with the admin as actor", async () => {
    const { user, headers } = await apiCustomer();
    const key = await createApiKeyThroughApi(t, headers);
    await searchCompanies(keyHeaders(key.secret));
    const admin = await createUser(t, { group: 'ADMIN', tenants: {} });
    const adminHeaders = (await loginAs(t, admin)).headers;

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${user.id}/api-keys`,
      headers: adminHeaders,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.keys.map((row: { id: number }) => row.id)).toEqual([key.id]);
    expect(listed.json().data.usage).toEqual([
      { keyId: key.id, tenant: 'italy', day: new Date().toISOString().slice(0, 10), requests: 1 },
    ]);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${user.id}/api-keys/${key.id}`,
      headers: adminHeaders,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await searchCompanies(keyHeaders(key.secret))).statusCode).toBe(401);
    expect((await auditRows(key.id)).map((row) => [row.action, row.actor_id])).toEqual([
      ['create', user.id],
      ['revoke', admin.id],
    ]);
  });

  it('refuses customers and answers 404 for an unknown user or a key of someone else', async () => {
    const { user, headers } = await apiCustomer();
    const key = await createApiKeyThroughApi(t, headers);
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${user.id}/api-keys`,
      headers,
    });
    expect(customer.statusCode).toBe(403);
    const admin = await createUser(t, { group: 'ADMIN', tenants: {} });
    const adminHeaders = (await loginAs(t, admin)).headers;
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users/987654/api-keys',
      headers: adminHeaders,
    });
    expect(unknown.statusCode).toBe(404);
    const other = await apiCustomer();
    const mismatch = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${other.user.id}/api-keys/${key.id}`,
      headers: adminHeaders,
    });
    expect(mismatch.statusCode).toBe(404);
    expect((await searchCompanies(keyHeaders(key.secret))).statusCode).toBe(200);
  });
});
