import { LICENCE_PLUGINS, REGISTRATION_FLOW_TAG, TRIAL_DAYS, TRIAL_SCOPES } from '@adatlas/domain/auth';
import { CREDITS_PLUGIN } from '@adatlas/domain/billing';
import { SCOPES, type UserGroup } from '@adatlas/domain/scopes';
import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import { createPasswordHasher } from '../../platform/auth/password-hasher.ts';
import type { Databases } from '../../platform/database/databases.ts';

export const DEMO_PASSWORD = 'AdAtlas-demo-2026';

const DAY_MS = 86_400_000;

interface DemoAccount {
  email: string;
  group: UserGroup;
  role: string;
  name: string;
  tags?: string[];
  licence(now: Date): { tenant: TenantId; expiresAt: Date; scopes: readonly string[] }[];
  withExportPlugins?: boolean;
}

const everyTenant = (expiresAt: Date, scopes: readonly string[]) =>
  TENANT_IDS.map((tenant) => ({ tenant, expiresAt, scopes }));
const yearAhead = (now: Date) => new Date(now.getTime() + 365 * DAY_MS);

const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'superadmin@adatlas.test',
    group: 'SUPER-ADMIN',
    role: 'SUPER-ADMIN',
    name: 'Sara',
    licence: (now) => everyTenant(yearAhead(now), SCOPES),
  },
  {
    email: 'admin@adatlas.test',
    group: 'ADMIN',
    role: 'ADMIN',
    name: 'Alberto',
    licence: (now) => everyTenant(yearAhead(now), SCOPES),
  },
  {
    email: 'pro@adatlas.test',
    group: 'CUSTOMER',
    role: 'customer, every scope in every country',
    name: 'Paola',
    licence: (now) => everyTenant(yearAhead(now), SCOPES),
    withExportPlugins: true,
  },
  {
    email: 'trial@adatlas.test',
    group: 'CUSTOMER',
    role: 'trial customer (italy), registration flow',
    name: 'Tommaso',
    tags: [REGISTRATION_FLOW_TAG],
    licence: (now) => [
      { tenant: 'italy', expiresAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS), scopes: TRIAL_SCOPES },
    ],
  },
  {
    email: 'expired@adatlas.test',
    group: 'CUSTOMER',
    role: 'customer whose licence expired everywhere',
    name: 'Elena',
    licence: (now) => everyTenant(new Date(now.getTime() - DAY_MS), SCOPES),
  },
  {
    email: 'basic@adatlas.test',
    group: 'CUSTOMER',
    role: 'customer with only the company scope (italy)',
    name: 'Bruno',
    licence: (now) => [{ tenant: 'italy', expiresAt: yearAhead(now), scopes: ['company'] }],
  },
];

/**
 * Creates or resets the six demo accounts (idempotent: a second run leaves the same state with fresh
 * expiry dates) and answers the lines to print at start.
 */
export async function seedDemoAccounts(databases: Databases, now: Date = new Date()): Promise<string[]> {
  const passwordHash = await createPasswordHasher().hash(DEMO_PASSWORD);
  await databases.core.transaction().execute(async (trx) => {
    for (const account of DEMO_ACCOUNTS) {
      const values = {
        email: account.email,
        password_hash: passwordHash,
        name: account.name,
        surname: 'Demo',
        user_group: account.group,
        context: account.group === 'CUSTOMER' ? ('CUSTOMER' as const) : ('admin' as const),
        active: true,
        email_verified_at: now,
        tags: account.tags ?? [],
      };
      const { id } = await trx
        .insertInto('users')
        .values(values)
        .onConflict((conflict) => conflict.column('email').doUpdateSet({ ...values, modified_at: now }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('licence_plugins').where('user_id', '=', id).execute();
      await trx.deleteFrom('licence_tenants').where('user_id', '=', id).execute();
      const entries = account.licence(now);
      await trx
        .insertInto('licence_tenants')
        .values(
          entries.map((entry) => ({
            user_id: id,
            tenant_id: entry.tenant,
            expires_at: entry.expiresAt,
            scopes: [...entry.scopes],
          })),
        )
        .execute();
      if (account.withExportPlugins) {
        await trx
          .insertInto('licence_plugins')
          .values(
            TENANT_IDS.flatMap((tenant) => [
              {
                user_id: id,
                tenant_id: tenant,
                name: LICENCE_PLUGINS.exportCompanies,
                period: 12 as const,
                period_start: now,
                company_limit: 500,
              },
              {
                user_id: id,
                tenant_id: tenant,
                name: LICENCE_PLUGINS.exportContacts,
                period: 12 as const,
                period_start: now,
                contact_limit: 500,
              },
              // A sales contract's credits, so the demo Pro customer is not held to the trial grant.
              {
                user_id: id,
                tenant_id: tenant,
                name: CREDITS_PLUGIN,
                period: 12 as const,
                period_start: now,
                company_limit: 3000,
                contact_limit: 3000,
              },
              {
                user_id: id,
                tenant_id: tenant,
                name: LICENCE_PLUGINS.mailerExport,
                period: 12 as const,
                period_start: now,
                contact_limit: 500,
              },
            ]),
          )
          .execute();
      }
    }
  });
  return DEMO_ACCOUNTS.map(
    (account) => `${account.email.padEnd(26)} ${account.role.padEnd(44)} password ${DEMO_PASSWORD}`,
  );
}
