import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { METERED_SCOPES } from '../../../test/billing-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function customer(tenant: 'italy' | 'spain' | 'mexico') {
  const user = await createUser(t, {
    tenants: { [tenant]: { scopes: METERED_SCOPES, expiresAt: new Date(Date.now() + 86_400_000) } },
    tags: ['registration_flow'],
  });
  return { user, headers: (await loginAs(t, user, tenant)).headers };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/plans/active', () => {
  it("answers the tenant's non-archived plans, the trial only with a free trial", async () => {
    const italy = await customer('italy');
    const plans = (await get('/api/v1/plans/active', italy.headers)).json().data.plans;
    expect(plans.map((plan: { id: string }) => plan.id)).toEqual([
      'trial',
      'PLAN_ADVANCE_YEARLY_V2',
      'PLAN_PRO_YEARLY_V2',
      'PLAN_ADV_YEARLY_V2',
      'PLAN_ADV_MONTHLY_V2',
      'PLAN_ADVANCE_MONTHLY_V2',
      'PLAN_PRO_MONTHLY_V2',
      'BASE_MONTHLY_V1',
    ]);
    expect(plans.find((plan: { id: string }) => plan.id === 'PLAN_PRO_MONTHLY_V2')).toMatchObject({
      price: 79,
      currency: 'EUR',
      period: 'month',
      priceId: 'PLAN_PRO_MONTHLY_V2',
      companyCredits: 250,
      contactCredits: 250,
      archived: false,
    });
    const mexico = await customer('mexico');
    expect((await get('/api/v1/plans/active', mexico.headers)).json().data.plans).toEqual([]);
    await t.db.databases.core
      .updateTable('plans')
      .set({ archived: true })
      .where('id', '=', 'ES_PRO')
      .execute();
    const spain = await customer('spain');
    const spanish = (await get('/api/v1/plans/active', spain.headers)).json().data.plans;
    expect(spanish.map((plan: { id: string }) => plan.id)).toEqual(['trial', 'ES_ADVANCE']);
    // A plan priced in pounds says so: the shop writes its price in its own currency.
    await t.db.databases.core
      .updateTable('plans')
      .set({ currency: 'GBP' })
      .where('id', '=', 'ES_ADVANCE')
      .execute();
    const repriced = (await get('/api/v1/plans/active', spain.headers)).json().data.plans;
    expect(repriced.map((plan: { currency: string }) => plan.currency)).toEqual(['EUR', 'GBP']);
  });

  it('answers 401 in the envelope without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/plans/active' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ httpStatus: 401, clientType: 'UNAUTHORIZED_ERROR' });
  });
});
