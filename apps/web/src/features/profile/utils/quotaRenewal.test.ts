import { type SubscriptionInfo, TRIAL_PLAN_ID } from '@adatlas/domain/billing';
import { describe, expect, it } from 'vitest';
import { quotaRenewal } from './quotaRenewal.ts';

const plan = (id: string, price: number): SubscriptionInfo['plan'] => ({
  id,
  planName: id,
  price,
  priceId: `price-${id}`,
  period: price > 0 ? 'month' : 'none',
  companyCredits: 5,
  contactCredits: 5,
  archived: false,
  currency: 'EUR',
  markets: [],
  resultsLimited: price === 0,
});
const seconds = (iso: string) => Date.parse(iso) / 1000;

function info(overrides: Partial<SubscriptionInfo>): SubscriptionInfo {
  return {
    access: 'ecommerce',
    licence: [],
    plan: null,
    status: 'active',
    periodStart: '2026-11-27T00:00:00.000Z',
    periodEnd: '2027-11-27T00:00:00.000Z',
    renewalDate: '2027-11-27T00:00:00.000Z',
    plans: [],
    canManage: false,
    credits: { company: null, contact: null },
    ...overrides,
  } as SubscriptionInfo;
}

describe('quotaRenewal', () => {
  it("a trial's credits end with the trial, never renew a year later", () => {
    const renewal = quotaRenewal(
      info({
        plan: plan(TRIAL_PLAN_ID, 0),
        plans: [{ priceId: 'trial', periodEndDate: seconds('2026-12-27T00:00:00Z') }],
      }),
    );
    expect(renewal).toEqual({ kind: 'endsWithTrial', date: new Date('2026-12-27T00:00:00Z') });
  });

  it('a live paid plan renews its credits with its next term', () => {
    const renewal = quotaRenewal(
      info({
        plan: plan('pro', 49),
        periodEnd: '2026-12-27T00:00:00.000Z',
        renewalDate: '2026-12-27T00:00:00.000Z',
        plans: [{ priceId: 'x', periodEndDate: seconds('2026-12-27T00:00:00Z') }],
        canManage: true,
      }),
    );
    expect(renewal).toEqual({ kind: 'renews', date: new Date('2026-12-27T00:00:00Z') });
  });

  it('a cancelled plan ends its credits at its end; a contract licence renews at the period end', () => {
    const cancelled = quotaRenewal(
      info({ plans: [{ priceId: 'x', periodEndDate: seconds('2027-01-10T00:00:00Z') }], canManage: false }),
    );
    expect(cancelled).toEqual({ kind: 'endsWithPlan', date: new Date('2027-01-10T00:00:00Z') });
    expect(quotaRenewal(info({ access: 'contract' }))).toEqual({
      kind: 'renews',
      date: new Date('2027-11-27T00:00:00Z'),
    });
  });
});
