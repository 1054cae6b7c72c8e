import type { PlanPeriod } from './billing.constants.ts';
import { billingPeriodAt } from './billing.rules.ts';
import type { BillingPeriod } from './billing.schemas.ts';

/** The kinds of record a credit opens. */
export type CreditKind = 'company' | 'contact';

/** Credits granted per kind, renewed each period from `periodStart`. */
export interface CreditGrant {
  periodStart: Date;
  period: PlanPeriod | number;
  credits: Record<CreditKind, number>;
}

/** What a user's credits may come from, most specific first. */
export interface CreditSources {
  /** The account's creation: the tenant grant's periods start there. */
  accountCreatedAt: Date;
  /** Extra credits an administrator gave the user, on top of any grant. */
  extraCredits: Record<CreditKind, number>;
  /** The live (not canceled) subscription's plan. */
  subscription?: CreditGrant;
  /** The credits plugin sales put on a licence, once it has a period start. */
  creditsPlugin?: CreditGrant;
  /** The tenant's own grant (the trial's), monthly from the account's creation. */
  tenantCredits: Record<CreditKind, number>;
}

export interface CreditAllowance {
  source: 'subscription' | 'plugin' | 'tenant';
  period: BillingPeriod;
  /** The grant's credits plus the user's extra credits, per kind. */
  credits: Record<CreditKind, number>;
}

/**
 * The credits in force at `now`: the subscription first, then the licence plugin, then the tenant
 * grant (monthly from the account's creation). Every period follows billingPeriodAt, the rule the
 * subscription answer's renewal date comes from.
 */
export function creditAllowance(sources: CreditSources, now: Date): CreditAllowance {
  const { extraCredits: extra } = sources;
  const withExtra = (credits: Record<CreditKind, number>) => ({
    company: credits.company + extra.company,
    contact: credits.contact + extra.contact,
  });
  const grant = (source: CreditAllowance['source'], { periodStart, period, credits }: CreditGrant) => ({
    source,
    period: billingPeriodAt(periodStart, period, now),
    credits: withExtra(credits),
  });
  if (sources.subscription) return grant('subscription', sources.subscription);
  if (sources.creditsPlugin) return grant('plugin', sources.creditsPlugin);
  return grant('tenant', {
    periodStart: sources.accountCreatedAt,
    period: 'month',
    credits: sources.tenantCredits,
  });
}
