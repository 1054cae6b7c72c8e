import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { grantCredits, METERED_SCOPES } from '../../../test/billing-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }));
});
afterAll(() => t.close());

const usageOf = (userId: number, tenant: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/users/${userId}/consumption?tenant=${tenant}`, headers });

describe("a customer's consumption in the back office", () => {
  it('shows credits used and remaining, opens per period, the latest records by name and exports', async () => {
    const italy = t.db.databases.tenant('italy');
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    const lastMonth = new Date(Date.now() - 40 * 86_400_000);
    await grantCredits(t, user.id, { company: 10, contact: 4, periodStart: lastMonth });
    await t.db.databases.core
      .updateTable('users')
      .set({ extra_company_credits: 2 })
      .where('id', '=', user.id)
      .execute();
    const headers = (await loginAs(t, user)).headers;
    const acme = await createCompany(italy, { name: 'Acme Media' });
    const beta = await createCompany(italy, { name: 'Beta Adv' });
    const anna = await createContact(italy, { name: 'Anna', surname: 'Rossi' });
    for (const url of [
      `company/${acme.id}`,
      `company/${beta.id}`,
      `company/${acme.id}`,
      `contact/${anna.id}`,
    ]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/frontend/${url}`, headers })).statusCode,
      ).toBe(200);
    }
    // One company opened in the previous period, and an export this period.
    const { period_start: currentStart } = await t.db.databases.core
      .selectFrom('record_opens')
      .select('period_start')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const previousStart = new Date(currentStart.getTime() - 30 * 86_400_000);
    await t.db.databases.core
      .insertInto('record_opens')
      .values({
        user_id: user.id,
        tenant_id: 'italy',
        entity_type: 'company',
        entity_id: beta.id,
        period_start: previousStart,
        opened_at: previousStart,
      })
      .execute();
    await t.db.databases.core
      .insertInto('export_log')
      .values([
        { user_id: user.id, tenant_id: 'italy', kind: 'companies', row_count: 40 },
        { user_id: user.id, tenant_id: 'italy', kind: 'companies', row_count: 2 },
        { user_id: user.id, tenant_id: 'italy', kind: 'contacts', row_count: 7, created_at: previousStart },
      ])
      .execute();

    const answer = await usageOf(user.id, 'italy');
    expect(answer.statusCode).toBe(200);
    const usage = answer.json().data;
    expect(usage).toMatchObject({
      tenant: 'italy',
      source: 'plugin',
      plan: null,
      credits: {
        company: { total: 12, consumed: 2, remaining: 10 },
        contact: { total: 4, consumed: 1, remaining: 3 },
      },
      extraCredits: { company: 2, contact: 0 },
      exports: [{ kind: 'companies', files: 2, rows: 42 }],
    });
    expect(usage.period.start).toBe(currentStart.toISOString());
    expect(usage.periods).toEqual([
      { periodStart: currentStart.toISOString(), companies: 2, contacts: 1 },
      { periodStart: previousStart.toISOString(), companies: 1, contacts: 0 },
    ]);
    expect(usage.recentOpens.map((open: { name: string }) => open.name).sort()).toEqual([
      'Acme Media',
      'Anna Rossi',
      'Beta Adv',
      'Beta Adv',
    ]);
  });

  it('is empty for a tenant the customer never used, 404 for an unknown user, 400 without a tenant', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    const france = (await usageOf(user.id, 'france')).json().data;
    expect([france.source, france.periods, france.recentOpens, france.exports]).toEqual([
      'tenant',
      [],
      [],
      [],
    ]);
    expect((await usageOf(999_999, 'italy')).statusCode).toBe(404);
    const noTenant = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${user.id}/consumption`,
      headers: admin.headers,
    });
    expect([noTenant.statusCode, noTenant.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('is refused to a customer, even about themself', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    const own = (await loginAs(t, user)).headers;
    const answer = await usageOf(user.id, 'italy', own);
    expect([answer.statusCode, answer.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
  });
});
