import { type BillingPeriod, billingPeriodAt } from '@adatlas/domain/billing';
import type { CreditSources } from './consumption.repository.ts';
import type { OpenedEntity } from './record-open.ts';

export interface CreditAllowance {
  /** Where the credits come from: a subscription, a credits plugin sold by sales, or the tenant's trial grant. */
  source: 'subscription' | 'plugin' | 'tenant';
  period: BillingPeriod;
  /** Plan (or plugin, or tenant) credits plus the user's extra credits, per kind. */
  credits: Record<OpenedEntity, number>;
}

/**
 * The credits in force at `now`: the subscription first, then the licence plugin, then the tenant
 * grant (monthly from the account's creation). Every period follows billingPeriodAt, the rule the
 * subscription answer's renewal date comes from.
 */
export function creditAllowance(sources: CreditSources, now: Date): CreditAllowance {
  const { user, subscription, creditsPlugin, tenant } = sources;
  const extra = { company: user.extra_company_credits, contact: user.extra_contact_credits };
  const withExtra = (company: number, contact: number) => ({
    company: company + extra.company,
    contact: contact + extra.contact,
  });
  if (subscription) {
    return {
      source: 'subscription',
      period: billingPeriodAt(subscription.period_start, subscription.period, now),
      credits: withExtra(subscription.company_credits, subscription.contact_credits),
    };
  }
  if (creditsPlugin?.period_start) {
    return {
      source: 'plugin',
      period: billingPeriodAt(creditsPlugin.period_start, creditsPlugin.period, now),
      credits: withExtra(creditsPlugin.company_limit ?? 0, creditsPlugin.contact_limit ?? 0),
    };
  }
  return {
    source: 'tenant',
    period: billingPeriodAt(user.created_at, 'month', now),
    credits: withExtra(tenant.company_credits, tenant.contact_credits),
  };
}
