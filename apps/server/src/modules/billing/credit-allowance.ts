import type { CreditSources } from '@adatlas/domain/billing';
import type { CreditSourceRows } from './consumption.repository.ts';

/** The domain's credit sources (creditAllowance's input), from what the repository read. */
export function creditSourcesOf(rows: CreditSourceRows): CreditSources {
  const { user, subscription, creditsPlugin, tenant } = rows;
  return {
    accountCreatedAt: user.created_at,
    extraCredits: { company: user.extra_company_credits, contact: user.extra_contact_credits },
    subscription: subscription && {
      periodStart: subscription.period_start,
      period: subscription.period,
      credits: { company: subscription.company_credits, contact: subscription.contact_credits },
    },
    // A plugin counts once sales gave it a period start.
    creditsPlugin: creditsPlugin?.period_start
      ? {
          periodStart: creditsPlugin.period_start,
          period: creditsPlugin.period,
          credits: { company: creditsPlugin.company_limit ?? 0, contact: creditsPlugin.contact_limit ?? 0 },
        }
      : undefined,
    tenantCredits: { company: tenant.company_credits, contact: tenant.contact_credits },
  };
}
