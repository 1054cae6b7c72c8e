import type { Kysely, Transaction, Updateable } from 'kysely';
import type { CoreDatabase, TenantsTable } from '../../platform/database/schema.ts';

const TENANT_COLUMNS = [
  'id',
  'country_code',
  'name',
  'free_trial_enabled',
  'hidden',
  'company_credits',
  'contact_credits',
  'helpdesk_email',
  'plans_page_url',
  'privacy_url',
  'terms_url',
  'settings',
] as const;

export type TenantRow = NonNullable<Awaited<ReturnType<typeof getTenantRow>>>;

export function findTenants(core: Kysely<CoreDatabase>) {
  return core.selectFrom('tenants').select(TENANT_COLUMNS).orderBy('sort_order').execute();
}

export function getTenantRow(core: Kysely<CoreDatabase>, id: string) {
  return core.selectFrom('tenants').select(TENANT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function updateTenantRow(
  trx: Transaction<CoreDatabase>,
  id: string,
  update: Updateable<TenantsTable>,
) {
  await trx.updateTable('tenants').set(update).where('id', '=', id).execute();
}
