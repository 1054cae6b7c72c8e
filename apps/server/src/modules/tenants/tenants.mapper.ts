import type { TenantRow } from './tenants.repository.ts';

/** What every answer about a country says of it, customer's and back office's alike. */
export function tenantSettingsOf(row: TenantRow) {
  return {
    name: row.name,
    freeTrialEnabled: row.free_trial_enabled,
    hidden: row.hidden,
    companyCredits: row.company_credits,
    contactCredits: row.contact_credits,
    helpdeskEmail: row.helpdesk_email,
    plansPageUrl: row.plans_page_url,
    privacyUrl: row.privacy_url,
    termsUrl: row.terms_url,
  };
}
