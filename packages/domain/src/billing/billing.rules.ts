import type { TenantId } from '../tenants/tenants.constants.ts';
import {
  PLAN_PERIOD_MONTHS,
  PLANS,
  type PlanDefinition,
  type PlanPeriod,
  type RenewingPeriod,
} from './billing.constants.ts';
import type { BillingPeriod } from './billing.schemas.ts';

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * `anchor` plus `months` calendar months (UTC), the day clamped to the target month's length.
 * Always computed from the anchor, never step by step, so Jan 31 gives Feb 29 then Mar 31
 * and a yearly Feb 29 comes back to Feb 29 in the next leap year.
 */
export function addMonthsClamped(anchor: Date, months: number): Date {
  const total = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(total / 12);
  const monthIndex = ((total % 12) + 12) % 12;
  const result = new Date(anchor.getTime());
  result.setUTCFullYear(year, monthIndex, Math.min(anchor.getUTCDate(), daysInMonth(year, monthIndex)));
  return result;
}

/**
 * The billing period containing `now`: `periodStart` rolled forward by whole periods
 * (start inclusive, end exclusive). Before the first start, the first period is returned,
 * since nothing could be consumed earlier.
 */
export function currentPeriod(periodStart: Date, period: RenewingPeriod, now: Date): BillingPeriod {
  const step = PLAN_PERIOD_MONTHS[period];
  const monthsElapsed =
    (now.getUTCFullYear() - periodStart.getUTCFullYear()) * 12 +
    now.getUTCMonth() -
    periodStart.getUTCMonth();
  let index = Math.max(0, Math.floor(monthsElapsed / step));
  // The month arithmetic is exact to the month; the day and time can put now one period earlier.
  if (index > 0 && addMonthsClamped(periodStart, index * step) > now) index -= 1;
  return {
    start: addMonthsClamped(periodStart, index * step),
    end: addMonthsClamped(periodStart, (index + 1) * step),
  };
}

/**
 * How long a billing period lasts, named as a plan names it (`month`, `year`, `none` for the trial)
 * or counted in months as the licence plugin stores it (1, 12, 0): spec access §4, "month = 1
 * month, otherwise 12 months".
 */
export function billingPeriodLength(period: PlanPeriod | number): RenewingPeriod {
  return period === 'month' || period === PLAN_PERIOD_MONTHS.month ? 'month' : 'year';
}

/**
 * The billing period in force at `now` for an allowance granted from `periodStart` by a plan or a
 * licence plugin of `period` (see billingPeriodLength). Credits renew at its end: the server counts
 * opens within it and answers its end as the renewal date, so every page shows the date on which
 * the credits really come back.
 */
export function billingPeriodAt(periodStart: Date, period: PlanPeriod | number, now: Date): BillingPeriod {
  return currentPeriod(periodStart, billingPeriodLength(period), now);
}

/** A change to a customer's subscription, as far as the credit period is concerned. */
export interface SubscriptionChange {
  /** When the change happens. */
  at: Date;
  /** A checkout of a priced plan: the customer pays for a new period from `at`. */
  isPaidCheckout: boolean;
  /** The start of a period the provider billed (a renewal invoice), when the event names one. */
  billedPeriodStart: Date | null;
  /** The start of the credit period in force just before the change. */
  periodInForce: Date;
}

/**
 * The period start a subscription change yields. Opens are counted per period start, so a new start
 * grants the plan's credits afresh: only a paid period may do that. Confirming the trial, changing
 * plan, a failed payment or a cancel carry on the period in force and what was opened in it still
 * counts: a trial is its 5 + 5 credits for its whole life, whatever the order of sign-up, opens and
 * confirmation.
 */
export function periodStartAfterChange(change: SubscriptionChange): Date {
  if (change.billedPeriodStart) return change.billedPeriodStart;
  return change.isPaidCheckout ? change.at : change.periodInForce;
}

export interface CreditBalance {
  planCredits: number;
  extraCredits: number;
  consumed: number;
}

/** Plan plus extra credits minus consumed; never below zero, e.g. after a downgrade. */
export function remainingCredits({ planCredits, extraCredits, consumed }: CreditBalance): number {
  return Math.max(0, planCredits + extraCredits - consumed);
}

/** Non-admin export allowance: the plugin limit minus what was already exported, never below zero. */
export function remainingExportAllowance({ limit, used }: { limit: number; used: number }): number {
  return Math.max(0, limit - used);
}

export function findPlan(planId: string): PlanDefinition | undefined {
  return PLANS.find((plan) => plan.id === planId);
}

export function isTrialPlan(plan: Pick<PlanDefinition, 'price' | 'period'>): boolean {
  return plan.price === 0 && plan.period === 'none';
}

/** The catalogue sold on a tenant; the trial only where the tenant enables it. */
export function plansForTenant(tenant: TenantId, { freeTrialEnabled }: { freeTrialEnabled: boolean }) {
  return PLANS.filter((plan) => plan.markets.includes(tenant) && (freeTrialEnabled || !isTrialPlan(plan)));
}

/** What the credits do at the end of their period, as the quotas page says it. */
export interface CreditRenewal {
  /** `renews`: fresh credits on `date`; otherwise they end on `date` with the trial or the plan. */
  kind: 'renews' | 'endsWithTrial' | 'endsWithPlan';
  date: Date;
}

/**
 * Credits never outlive the plan that grants them: a trial's credits period lasts a year while the
 * trial lasts a month, so the date shown is the earlier of the period's end and the plan's end, and
 * a plan that will not renew (the trial, a cancelled plan) ends its credits with it.
 */
export function creditRenewal(input: {
  periodEnd: Date;
  /** The end of the plan's current term; null under a contract licence. */
  planEnd: Date | null;
  isTrial: boolean;
  /** A live paid plan, billed again at its term's end. */
  isRenewing: boolean;
}): CreditRenewal {
  const { periodEnd, planEnd, isTrial, isRenewing } = input;
  if (planEnd === null || planEnd > periodEnd) return { kind: 'renews', date: periodEnd };
  if (isRenewing && !isTrial) return { kind: 'renews', date: planEnd };
  return { kind: isTrial ? 'endsWithTrial' : 'endsWithPlan', date: planEnd };
}
