import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const headers: Record<'limited' | 'full', Record<string, string>> = { limited: {}, full: {} };

async function subscribe(userId: number, planId: string) {
  const now = new Date();
  await t.db.databases.core
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      tenant_id: 'italy',
      plan_id: planId,
      status: planId === 'trial' ? 'trialing' : 'active',
      provider: 'local',
      period_start: now,
      period_end: new Date(now.getTime() + 30 * 86_400_000),
      last_event_at: now,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  for (let i = 0; i < 25; i += 1) {
    const company = await createCompany(italy, { name: `Agenzia ${String(i).padStart(2, '0')}` });
    await createContact(italy, { name: 'Anna', surname: `Rossi ${i}`, company_id: company.id });
  }
  const scopes = { italy: { scopes: ['company', 'contact'] } };
  const trial = await createUser(t, { tenants: scopes });
  await subscribe(trial.id, 'trial');
  headers.limited = (await loginAs(t, trial)).headers;
  const pro = await createUser(t, { tenants: scopes });
  await subscribe(pro.id, 'PLAN_PRO_MONTHLY_V2');
  headers.full = (await loginAs(t, pro)).headers;
});
afterAll(async () => {
  await t.close();
});

const list = (who: 'limited' | 'full', entity: 'company' | 'contact', pageNum: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/frontend/${entity}`,
    headers: headers[who],
    payload: { pageNum },
  });

describe('plans flagged resultsLimited', () => {
  it('answer the first company page whatever page is asked, and say so', async () => {
    const limited = (await list('limited', 'company', 2)).json();
    expect(limited).toMatchObject({ currentPage: 1, resultsLimited: true, totalResults: 25 });
    expect(limited.data[0].name).toBe('Agenzia 00');
    expect(limited.data).toHaveLength(20);
    const full = (await list('full', 'company', 2)).json();
    expect(full).toMatchObject({ currentPage: 2, resultsLimited: false });
    expect(full.data.map((c: { name: string }) => c.name)).toEqual([
      'Agenzia 20',
      'Agenzia 21',
      'Agenzia 22',
      'Agenzia 23',
      'Agenzia 24',
    ]);
  });

  it('limit the contact list the same way', async () => {
    const limited = (await list('limited', 'contact', 2)).json().contacts;
    expect(limited).toMatchObject({ currentPage: 1, resultsLimited: true });
    expect(limited.data).toHaveLength(20);
    const full = (await list('full', 'contact', 2)).json().contacts;
    expect(full).toMatchObject({ currentPage: 2, resultsLimited: false });
    expect(full.data).toHaveLength(5);
  });
});
