import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS, TRIAL_CREDITS, TRIAL_PLAN_ID } from './billing.constants.ts';
import {
  addMonthsClamped,
  billingPeriodAt,
  billingPeriodLength,
  currentPeriod,
  findPlan,
  isTrialPlan,
  periodStartAfterChange,
  plansForTenant,
  remainingCredits,
  remainingExportAllowance,
} from './billing.rules.ts';
import { ConsumptionSchema, PlanSchema, SubscriptionSchema } from './billing.schemas.ts';

const d = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00.000Z` : iso);
const day = (date: Date) => date.toISOString().slice(0, 10);
const period = (start: string, kind: 'month' | 'year', now: string) => {
  const { start: s, end: e } = currentPeriod(d(start), kind, d(now));
  return [day(s), day(e)];
};

describe('PLANS', () => {
  it('holds every row of the spec table, credits counted for each kind', () => {
    const rows = PLANS.map((p) => [
      p.id,
      p.price,
      p.period,
      p.companyCredits,
      p.contactCredits,
      p.markets.join(),
    ]);
    expect(rows).toEqual([
      ['PLAN_ADVANCE_YEARLY_V2', 1000, 'year', 1440, 1440, 'italy,france,uk'],
      ['PLAN_PRO_YEARLY_V2', 1500, 'year', 3000, 3000, 'italy,france,uk'],
      ['PLAN_ADV_YEARLY_V2', 2390, 'year', 3000, 3000, 'italy,france,uk'],
      ['PLAN_ADV_MONTHLY_V2', 99, 'month', 250, 250, 'italy,france,uk'],
      ['PLAN_ADVANCE_MONTHLY_V2', 49, 'month', 120, 120, 'italy,france,uk'],
      ['PLAN_PRO_MONTHLY_V2', 79, 'month', 250, 250, 'italy,france,uk'],
      ['ES_ADVANCE', 1000, 'year', 1500, 1500, 'spain'],
      ['ES_PRO', 1500, 'year', 2000, 2000, 'spain'],
      ['BASE_MONTHLY_V1', 70, 'month', 120, 120, 'italy'],
      ['trial', 0, 'none', 5, 5, 'italy,france,spain,mexico,germany,portugal,uk'],
    ]);
    expect(TRIAL_CREDITS).toEqual({ company: 5, contact: 5 });
  });

  it('finds plans by id and knows the trial', () => {
    expect(findPlan('ES_PRO')?.price).toBe(1500);
    expect(findPlan('NOPE')).toBeUndefined();
    expect(isTrialPlan(findPlan(TRIAL_PLAN_ID)!)).toBe(true);
    expect(isTrialPlan(findPlan('BASE_MONTHLY_V1')!)).toBe(false);
  });

  it('sells per market, with the trial only where the tenant enables it', () => {
    const ids = (tenant: 'italy' | 'spain' | 'mexico', freeTrialEnabled: boolean) =>
      plansForTenant(tenant, { freeTrialEnabled }).map((p) => p.id);
    expect(ids('italy', false)).toHaveLength(7);
    expect(ids('italy', true)).toContain(TRIAL_PLAN_ID);
    expect(ids('spain', false)).toEqual(['ES_ADVANCE', 'ES_PRO']);
    expect(ids('mexico', false)).toEqual([]);
    expect(ids('mexico', true)).toEqual([TRIAL_PLAN_ID]);
  });
});

describe('schemas', () => {
  it('parses a plan, a subscription and a consumption', () => {
    const plan = {
      id: 'p',
      planName: 'Pro',
      price: 79,
      priceId: 'price_1',
      period: 'month',
      companyCredits: 250,
      contactCredits: 250,
      archived: false,
    };
    expect(PlanSchema.parse(plan)).toEqual(plan);
    expect(PlanSchema.safeParse({ ...plan, price: -1 }).success).toBe(false);
    expect(PlanSchema.safeParse({ ...plan, period: 'week' }).success).toBe(false);
    expect(
      SubscriptionSchema.parse({ plans: [{ priceId: 'price_1', periodEndDate: 1_735_689_600 }] }).plans,
    ).toHaveLength(1);
    expect(
      SubscriptionSchema.safeParse({ plans: [{ priceId: 'price_1', periodEndDate: 1.5 }] }).success,
    ).toBe(false);
    const consumption = {
      companies: { count: 2, ids: [1, 2] },
      contacts: { count: 0, ids: [] },
      companyExport: { count: 10 },
    };
    expect(ConsumptionSchema.parse(consumption)).toEqual(consumption);
    expect(ConsumptionSchema.safeParse({ ...consumption, contacts: { count: -1, ids: [] } }).success).toBe(
      false,
    );
  });
});

describe('addMonthsClamped', () => {
  it('clamps month ends to the target month and recovers the original day', () => {
    const from = d('2024-01-31');
    expect([1, 2, 3, 13, 25].map((n) => day(addMonthsClamped(from, n)))).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2025-02-28',
      '2026-02-28',
    ]);
  });
  it('moves a yearly Feb 29 to Feb 28 and back in leap years, 2100 not being one', () => {
    expect(day(addMonthsClamped(d('2024-02-29'), 12))).toBe('2025-02-28');
    expect(day(addMonthsClamped(d('2024-02-29'), 48))).toBe('2028-02-29');
    expect(day(addMonthsClamped(d('2096-02-29'), 48))).toBe('2100-02-28');
    expect(day(addMonthsClamped(d('2096-02-29'), 96))).toBe('2104-02-29');
    expect(day(addMonthsClamped(d('2000-02-29'), 12 * 4))).toBe('2004-02-29');
  });
  it('keeps the time of day and goes backwards too', () => {
    expect(addMonthsClamped(d('2024-03-31T10:15:00.000Z'), -1).toISOString()).toBe(
      '2024-02-29T10:15:00.000Z',
    );
    expect(day(addMonthsClamped(d('2024-01-15'), -13))).toBe('2022-12-15');
  });
});

describe('currentPeriod', () => {
  it('rolls a monthly Jan 31 start through February and back to the 31st', () => {
    expect(period('2024-01-31', 'month', '2024-02-15')).toEqual(['2024-01-31', '2024-02-29']);
    expect(period('2024-01-31', 'month', '2024-02-29')).toEqual(['2024-02-29', '2024-03-31']);
    expect(period('2024-01-31', 'month', '2024-03-30')).toEqual(['2024-02-29', '2024-03-31']);
    expect(period('2024-01-31', 'month', '2024-03-31')).toEqual(['2024-03-31', '2024-04-30']);
    expect(period('2024-01-31', 'month', '2025-02-27')).toEqual(['2025-01-31', '2025-02-28']);
    expect(period('2024-01-31', 'month', '2025-02-28')).toEqual(['2025-02-28', '2025-03-31']);
    expect(period('2023-01-30', 'month', '2023-02-28')).toEqual(['2023-02-28', '2023-03-30']);
  });
  it('rolls a yearly Feb 29 through non-leap years, 2028 leap and 2100 not', () => {
    expect(period('2024-02-29', 'year', '2025-03-01')).toEqual(['2025-02-28', '2026-02-28']);
    expect(period('2024-02-29', 'year', '2028-02-28')).toEqual(['2027-02-28', '2028-02-29']);
    expect(period('2024-02-29', 'year', '2028-02-29')).toEqual(['2028-02-29', '2029-02-28']);
    expect(period('2096-02-29', 'year', '2100-03-01')).toEqual(['2100-02-28', '2101-02-28']);
    expect(period('2096-02-29', 'year', '2100-02-27')).toEqual(['2099-02-28', '2100-02-28']);
  });
  it('uses the exact instant: start inclusive, end exclusive', () => {
    const anchor = d('2024-01-15T10:00:00.000Z');
    expect(currentPeriod(anchor, 'month', d('2024-02-15T09:59:59.999Z')).start).toEqual(anchor);
    expect(currentPeriod(anchor, 'month', d('2024-02-15T10:00:00.000Z')).start).toEqual(
      d('2024-02-15T10:00:00.000Z'),
    );
    expect(currentPeriod(anchor, 'year', d('2025-01-15T09:00:00.000Z')).end).toEqual(
      d('2025-01-15T10:00:00.000Z'),
    );
  });
  it('returns the first period while now precedes the start', () => {
    expect(period('2024-05-10', 'month', '2024-01-01')).toEqual(['2024-05-10', '2024-06-10']);
    expect(period('2024-05-10', 'year', '2024-05-10')).toEqual(['2024-05-10', '2025-05-10']);
  });

  it('contains every day of 2024-2029 for month-end and leap-day starts', () => {
    for (const anchorIso of ['2024-01-28', '2024-01-29', '2024-01-30', '2024-01-31', '2024-02-29']) {
      const anchor = d(anchorIso);
      for (const kind of ['month', 'year'] as const) {
        for (let t = anchor.getTime(); t < d('2030-01-01').getTime(); t += 86_400_000) {
          const now = new Date(t);
          const { start, end } = currentPeriod(anchor, kind, now);
          expect(start <= now && now < end, `${anchorIso} ${kind} ${day(now)}`).toBe(true);
          const wanted = Math.min(
            anchor.getUTCDate(),
            new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate(),
          );
          expect(start.getUTCDate()).toBe(wanted);
        }
      }
    }
  });

  it('always yields consecutive periods containing now (property)', () => {
    const instant = fc.date({ min: d('1990-01-01'), max: d('2150-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(
        instant,
        instant,
        fc.constantFrom('month' as const, 'year' as const),
        (anchor, now, kind) => {
          const { start, end } = currentPeriod(anchor, kind, now);
          if (now < anchor) return start.getTime() === anchor.getTime();
          const next = currentPeriod(anchor, kind, end);
          return start <= now && now < end && next.start.getTime() === end.getTime();
        },
      ),
    );
  });
});

describe('billing period and credits renewal (spec access §4)', () => {
  it('lasts one month for a monthly plan or plugin, twelve months otherwise', () => {
    expect(billingPeriodLength('month')).toBe('month');
    expect(billingPeriodLength(1)).toBe('month');
    expect(billingPeriodLength('year')).toBe('year');
    expect(billingPeriodLength(12)).toBe('year');
    // The trial (`none`, 0 in the plugin) and any other count of months fall under "otherwise".
    expect(billingPeriodLength('none')).toBe('year');
    expect(billingPeriodLength(0)).toBe('year');
    expect(billingPeriodLength(6)).toBe('year');
  });

  const renewal = (start: string, period: 'month' | 'year' | 'none' | number, now: string) =>
    day(billingPeriodAt(d(start), period, d(now)).end);

  it('renews a yearly contract a year after its start, not a month after', () => {
    expect(renewal('2026-03-10', 12, '2026-03-10')).toBe('2027-03-10');
    expect(renewal('2026-03-10', 12, '2026-04-11')).toBe('2027-03-10');
    expect(renewal('2026-03-10', 'year', '2027-01-31')).toBe('2027-03-10');
  });
  it('rolls the start forward: a contract begun 14 months ago renews at its second anniversary', () => {
    expect(day(billingPeriodAt(d('2025-01-20'), 12, d('2026-03-20')).start)).toBe('2026-01-20');
    expect(renewal('2025-01-20', 12, '2026-03-20')).toBe('2027-01-20');
  });
  it('renews a monthly plan or plugin at the next month, clamped to its length', () => {
    expect(renewal('2024-01-31', 1, '2024-02-10')).toBe('2024-02-29');
    expect(renewal('2023-01-31', 'month', '2023-02-01')).toBe('2023-02-28');
    expect(renewal('2024-12-15', 'month', '2025-02-20')).toBe('2025-03-15');
  });
  it('gives the trial its credits for twelve months from its start', () => {
    expect(renewal('2026-05-04', 'none', '2026-06-20')).toBe('2027-05-04');
  });
  it('is the start of the next period: the renewal instant opens a new period', () => {
    const start = d('2026-02-10T08:30:00.000Z');
    const { end } = billingPeriodAt(start, 12, d('2026-07-01'));
    expect(end).toEqual(d('2027-02-10T08:30:00.000Z'));
    expect(billingPeriodAt(start, 12, end).start).toEqual(end);
  });
});

describe('periodStartAfterChange', () => {
  const inForce = d('2026-03-01T10:00:00.000Z');
  const at = d('2026-03-09T12:00:00.000Z');
  const change = { at, isPaidCheckout: false, billedPeriodStart: null, periodInForce: inForce };
  it('carries on the period in force through a trial, a plan change, a failure or a cancel', () => {
    expect(periodStartAfterChange(change)).toEqual(inForce);
  });
  it('starts afresh only with a paid period: a paid checkout now, a renewal at its billed start', () => {
    expect(periodStartAfterChange({ ...change, isPaidCheckout: true })).toEqual(at);
    const billed = d('2026-03-08T00:00:00.000Z');
    expect(periodStartAfterChange({ ...change, billedPeriodStart: billed })).toEqual(billed);
  });
});

describe('credits and allowances', () => {
  it('adds extra credits and subtracts consumption, never below zero', () => {
    expect(remainingCredits({ planCredits: 250, extraCredits: 10, consumed: 60 })).toBe(200);
    expect(remainingCredits({ planCredits: 5, extraCredits: 0, consumed: 5 })).toBe(0);
    expect(remainingCredits({ planCredits: 120, extraCredits: 0, consumed: 250 })).toBe(0);
  });
  it('computes the export allowance, never below zero', () => {
    expect(remainingExportAllowance({ limit: 500, used: 120 })).toBe(380);
    expect(remainingExportAllowance({ limit: 500, used: 500 })).toBe(0);
    expect(remainingExportAllowance({ limit: 100, used: 130 })).toBe(0);
  });
});
