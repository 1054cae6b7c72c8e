import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompanies, grantCredits, METERED_SCOPES } from '../../../test/billing-helpers.ts';
import { createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { createDatabases, type Databases } from '../../platform/database/databases.ts';

let t: TestApp;
let companies: number[];

beforeAll(async () => {
  t = await createTestApp();
  companies = await createCompanies(t.db.databases.tenant('italy'), 120);
});
afterAll(async () => {
  await t.close();
});

const open = (
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: 'company' | 'contact',
  id: number,
) => app.inject({ method: 'GET', url: `/api/v1/frontend/${kind}/${id}`, headers });

async function meteredUser(credits: { company: number; contact: number } | null) {
  const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
  if (credits) await grantCredits(t, user.id, credits);
  return { user, headers: (await loginAs(t, user)).headers };
}

const consumption = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/consumption', headers })).json().data;

describe('credits on opening records', () => {
  it('charges one credit per new record, reopening is free, and refuses past the quota', async () => {
    const { headers } = await meteredUser(null);
    // No subscription and no plugin: the tenant's trial grant of 5 per kind.
    for (const id of companies.slice(0, 5))
      expect((await open(t.app, headers, 'company', id)).statusCode).toBe(200);
    expect((await open(t.app, headers, 'company', companies[0] as number)).statusCode).toBe(200);
    const refused = await open(t.app, headers, 'company', companies[5] as number);
    expect([refused.statusCode, refused.json().clientType]).toEqual([402, 'OUT_OF_QUOTA_ERROR']);
    expect(refused.json()).not.toHaveProperty('data');
    const used = await consumption(headers);
    expect(used.companies).toEqual({ count: 5, ids: companies.slice(0, 5) });
    expect(used.contacts).toEqual({ count: 0, ids: [] });
    const contact = await createContact(t.db.databases.tenant('italy'));
    expect((await open(t.app, headers, 'contact', contact.id)).statusCode).toBe(200);
    expect((await consumption(headers)).contacts).toEqual({ count: 1, ids: [contact.id] });
  });

  it('answers 404 for a record that does not exist and charges nothing for it', async () => {
    const { headers } = await meteredUser(null);
    for (const kind of ['company', 'contact'] as const) {
      const missing = await open(t.app, headers, kind, 987_654_321);
      expect([missing.statusCode, missing.json().clientType]).toEqual([404, 'NOT_FOUND']);
    }
    const used = await consumption(headers);
    expect([used.companies.count, used.contacts.count]).toEqual([0, 0]);
  });

  it('lets exactly 10 of 100 simultaneous first opens through with 10 credits left', async () => {
    const { headers } = await meteredUser({ company: 10, contact: 0 });
    const answers = await Promise.all(
      companies.slice(0, 100).map((id) => open(t.app, headers, 'company', id)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 402)).toHaveLength(90);
    expect((await consumption(headers)).companies.count).toBe(10);
  });

  it('charges one credit for the same record opened 100 times at once', async () => {
    const { headers } = await meteredUser({ company: 3, contact: 0 });
    const id = companies[7] as number;
    const answers = await Promise.all(Array.from({ length: 100 }, () => open(t.app, headers, 'company', id)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await consumption(headers)).companies).toEqual({ count: 1, ids: [id] });
  });

  it('stays exact across two app instances, each with its own pool', async () => {
    let second: Databases | undefined;
    let app2: FastifyInstance | undefined;
    try {
      second = createDatabases({ url: t.db.url, poolSize: 5 });
      app2 = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: t.db.url }),
        databases: second,
      });
      await app2.ready();
      const { headers } = await meteredUser({ company: 10, contact: 0 });
      const other = app2;
      const answers = await Promise.all(
        companies.slice(0, 100).map((id, index) => open(index % 2 ? t.app : other, headers, 'company', id)),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
      expect((await consumption(headers)).companies.count).toBe(10);
    } finally {
      await app2?.close();
      await second?.close();
    }
  });

  it('never charges admins', async () => {
    const admin = await createUser(t, { group: 'ADMIN', tenants: {} });
    const { headers } = { headers: (await loginAs(t, admin)).headers };
    for (const id of companies.slice(0, 8))
      expect((await open(t.app, headers, 'company', id)).statusCode).toBe(200);
    const rows = await t.db.databases.core
      .selectFrom('record_opens')
      .select('entity_id')
      .where('user_id', '=', admin.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('charges the customer nothing for records an admin opens seeing the app as them (read-only)', async () => {
    const { user, headers } = await meteredUser({ company: 1, contact: 1 });
    const admin = await loginAs(t, await createUser(t, { group: 'ADMIN', tenants: {} }));
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${user.id}/impersonate`,
      headers: admin.headers,
    });
    expect(issued.statusCode).toBe(201);
    const seenAs = { authorization: `Bearer ${issued.json().data.token}`, 'x-tenant': 'italy' };
    // Three first opens on one credit: each would be refused past the first if it were metered.
    for (const id of companies.slice(30, 33))
      expect((await open(t.app, seenAs, 'company', id)).statusCode).toBe(200);
    const contact = await createContact(t.db.databases.tenant('italy'));
    expect((await open(t.app, seenAs, 'contact', contact.id)).statusCode).toBe(200);
    const used = await consumption(headers);
    expect([used.companies.count, used.contacts.count]).toEqual([0, 0]);
    // The customer's own first open still costs its credit.
    expect((await open(t.app, headers, 'company', companies[30] as number)).statusCode).toBe(200);
    expect((await consumption(headers)).companies).toEqual({ count: 1, ids: [companies[30]] });
  });

  it('does not meter a customer without the quota scope', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
    const { headers } = await loginAs(t, user);
    for (const id of companies.slice(0, 7))
      expect((await open(t.app, headers, 'company', id)).statusCode).toBe(200);
  });

  it('reports the subscription view: credits per kind and the renewal date', async () => {
    const { headers } = await meteredUser({ company: 10, contact: 4 });
    await open(t.app, headers, 'company', companies[0] as number);
    const info = (await t.app.inject({ method: 'GET', url: '/api/v1/subscription', headers })).json().data;
    expect(info.credits).toEqual({
      company: { total: 10, consumed: 1, remaining: 9 },
      contact: { total: 4, consumed: 0, remaining: 4 },
    });
    expect(info.plan).toBeNull();
    expect(new Date(info.renewalDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('rejects a malformed periodStartDate', async () => {
    const { headers } = await meteredUser(null);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/consumption?periodStartDate=yesterday',
      headers,
    });
    expect([response.statusCode, response.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
