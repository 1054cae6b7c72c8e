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

/**
 * A self-registered trial user through the API: registers on `tenant`, follows the verification
 * mail's one-time code (read from the outbox) and answers the session's headers.
 */
export async function registerThroughApi(
  t: TestApp,
  email: string,
  tenant: TenantId = 'italy',
): Promise<{ userId: number; headers: { authorization: string; 'x-tenant': TenantId } }> {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { 'x-tenant': tenant },
    payload: { email, password: 'Trial-password-1', privacyAccepted: true, termsAccepted: true },
  });
  if (registered.statusCode !== 201) throw new Error(`register answered ${registered.body}`);
  const mail = await t.db.databases.core
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /[?&]code=([^&\s]+)/.exec(mail.text_body)?.[1];
  const session = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/token?authorization_code=${code}`,
    headers: { 'x-tenant': tenant },
  });
  if (session.statusCode !== 200) throw new Error(`confirmation answered ${session.body}`);
  return {
    userId: registered.json().data.userId,
    headers: { authorization: `Bearer ${session.json().data.token}`, 'x-tenant': tenant },
  };
}
