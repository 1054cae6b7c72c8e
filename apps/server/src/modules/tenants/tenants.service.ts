import { isTenantId, type Tenant } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { findTenants } from './tenants.repository.ts';

export interface TenantsService {
  listTenants(options: { includeHidden: boolean }): Promise<Tenant[]>;
}

export function createTenantsService(core: Kysely<CoreDatabase>): TenantsService {
  return {
    async listTenants({ includeHidden }) {
      const rows = await findTenants(core);
      return rows
        .filter((row) => includeHidden || !row.hidden)
        .flatMap((row) =>
          isTenantId(row.id)
            ? [
                {
                  id: row.id,
                  countryCode: row.country_code,
                  name: row.name,
                  freeTrialEnabled: row.free_trial_enabled,
                  hidden: row.hidden,
                  companyCredits: row.company_credits,
                  contactCredits: row.contact_credits,
                  helpdeskEmail: row.helpdesk_email,
                  plansPageUrl: row.plans_page_url,
                  privacyUrl: row.privacy_url,
                  termsUrl: row.terms_url,
                },
              ]
            : [],
        );
    },
  };
}
