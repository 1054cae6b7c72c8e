import { CREDITS_PLUGIN } from '@adatlas/domain/billing';
import type { TenantId } from '@adatlas/domain/tenants';
import type { TenantDb } from '../src/platform/database/databases.ts';
import type { TestApp } from './test-app.ts';

/** The scopes of a metered customer: opening a company or a contact costs a credit. */
export const METERED_SCOPES = ['company', 'contact', 'companyQuota', 'contactQuota', 'ecommerce'];

/** Grants credits through the licence's Credits plugin (the contract route, no subscription). */
export async function grantCredits(
  t: TestApp,
  userId: number,
  credits: { company: number; contact: number; periodStart?: Date; period?: 1 | 12; tenant?: TenantId },
): Promise<void> {
  await t.db.databases.core
    .insertInto('licence_plugins')
    .values({
      user_id: userId,
      tenant_id: credits.tenant ?? 'italy',
      name: CREDITS_PLUGIN,
      period: credits.period ?? 1,
      period_start: credits.periodStart ?? new Date(),
      company_limit: credits.company,
      contact_limit: credits.contact,
    })
    .execute();
}

/** `count` companies in one statement; answers their ids in order. */
export async function createCompanies(
  tenantDb: TenantDb,
  count: number,
  prefix = 'Company',
): Promise<number[]> {
  const rows = await tenantDb.db
    .insertInto('companies')
    .values(
      Array.from({ length: count }, (_, index) => ({ name: `${prefix} ${index}`, type: 'ADV' as const })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
