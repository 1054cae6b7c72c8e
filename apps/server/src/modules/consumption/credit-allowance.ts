import {
  type BillingPeriod,
  currentPeriod,
  periodFromPluginMonths,
  type RenewingPeriod,
} from '@adatlas/domain/billing';
import type { OpenedEntity } from '../search/record-open.ts';
import type { CreditSources } from './consumption.repository.ts';

export interface CreditAllowance {
  /** Where the credits come from: a subscription, a credits plugin sold by sales, or the tenant's trial grant. */
  source: 'subscription' | 'plugin' | 'tenant';
  period: BillingPeriod;
  /** Plan (or plugin, or tenant) credits plus the user's extra credits, per kind. */
  credits: Record<OpenedEntity, number>;
}

/** Quotas renew monthly unless the plan is yearly; the trial renews monthly too (spec access §9). */
function renewingPeriod(period: string): RenewingPeriod {
  return period === 'year' ? 'year' : 'month';
}

/** The credits in force at `now`: the subscription first, then the licence plugin, then the tenant grant. */
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
      period: currentPeriod(subscription.period_start, renewingPeriod(subscription.period), now),
      credits: withExtra(subscription.company_credits, subscription.contact_credits),
    };
  }
  if (creditsPlugin?.period_start) {
    return {
      source: 'plugin',
      period: currentPeriod(creditsPlugin.period_start, periodFromPluginMonths(creditsPlugin.period), now),
      credits: withExtra(creditsPlugin.company_limit ?? 0, creditsPlugin.contact_limit ?? 0),
    };
  }
  return {
    source: 'tenant',
    period: currentPeriod(user.created_at, 'month', now),
    credits: withExtra(tenant.company_credits, tenant.contact_credits),
  };
}
