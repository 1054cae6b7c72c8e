import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';

const TENANT_COLUMNS = [
  'id',
  'country_code',
  'name',
  'free_trial_enabled',
  'hidden',
  'company_credits',
  'contact_credits',
  'helpdesk_email',
  'settings',
] as const;

export function findTenants(core: Kysely<CoreDatabase>) {
  return core.selectFrom('tenants').select(TENANT_COLUMNS).orderBy('sort_order').execute();
}

export function getTenantRow(core: Kysely<CoreDatabase>, id: string) {
  return core.selectFrom('tenants').select(TENANT_COLUMNS).where('id', '=', id).executeTakeFirst();
}
