import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { CoreDatabase, UsersTable } from '../../platform/database/schema.ts';

/** A new password's hash, from the reset flow (auth) or the profile's change of password. */
export async function updatePasswordHash(
  db: Kysely<CoreDatabase> | Transaction<CoreDatabase>,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, modified_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Who a job may mail or notify in a tenant, and what it needs to know of them. */
export interface LicensedUsersQuery {
  tenant: string;
  now: Date;
  /** Only these accounts (none when empty); every licensed account of the tenant when left out. */
  userIds?: readonly number[];
  /** Only accounts whose licence entry in the tenant carries this plugin. */
  plugin?: string;
  /** Only customers (not editors or admins). */
  customersOnly?: boolean;
  /** Only accounts whose weekly update is switched on. */
  weeklyUpdateOn?: boolean;
}

/**
 * The audience of every mail and webhook job: active accounts holding an unexpired licence entry
 * in the tenant, with that entry's scopes (the caller checks the scope its kind of record needs).
 * Follow alerts, saved-search alerts, the weekly update and webhook deliveries all ask this one
 * query, so a disabled account or an expired licence stops them all alike.
 */
export async function findLicensedUsers(core: Kysely<CoreDatabase>, query: LicensedUsersQuery) {
  if (query.userIds?.length === 0) return [];
  let select = core
    .selectFrom('users as u')
    .innerJoin('licence_tenants as l', 'l.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.surname',
      'u.user_group',
      'u.organisation',
      'u.language',
      'u.weekly_update_settings',
      'l.scopes',
    ])
    .where('u.active', '=', true)
    .where('l.tenant_id', '=', query.tenant)
    .where('l.expires_at', '>', query.now);
  if (query.userIds) select = select.where('u.id', 'in', query.userIds);
  if (query.customersOnly) select = select.where('u.user_group', '=', 'CUSTOMER');
  if (query.weeklyUpdateOn) {
    select = select.where(sql<boolean>`(u.weekly_update_settings ->> 'enabled') = 'true'`);
  }
  const plugin = query.plugin;
  if (plugin !== undefined) {
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('licence_plugins as p')
          .select('p.name')
          .whereRef('p.user_id', '=', 'u.id')
          .whereRef('p.tenant_id', '=', 'l.tenant_id')
          .where('p.name', '=', plugin),
      ),
    );
  }
  return select.orderBy('u.id').execute();
}

export const USER_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'name',
  'surname',
  'user_group',
  'context',
  'active',
  'email_verified_at',
  'overdue',
  'tags',
  'profile',
  'billing_info',
  'weekly_update_settings',
  'mailer_username',
  'mailer_password_enc',
  'extra_company_credits',
  'extra_contact_credits',
  'language',
  'created_at',
  'modified_at',
] as const;

export type UserRow = Awaited<ReturnType<typeof getUserRow>> & {};

export function getUserRow(core: Kysely<CoreDatabase>, id: number) {
  return core.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function getUserRowByEmail(core: Kysely<CoreDatabase>, email: string) {
  return core
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findLicenceRows(core: Kysely<CoreDatabase>, userId: number) {
  return core
    .selectFrom('licence_tenants')
    .select(['tenant_id', 'expires_at', 'scopes', 'profiles'])
    .where('user_id', '=', userId)
    .orderBy('tenant_id')
    .execute();
}

export function findPluginRows(core: Kysely<CoreDatabase>, userId: number) {
  return core
    .selectFrom('licence_plugins')
    .select([
      'tenant_id',
      'name',
      'period',
      'period_start',
      'company_limit',
      'contact_limit',
      'exported_count',
      'request_limit',
      'requests_per_minute',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function updateUserRow(
  core: Kysely<CoreDatabase>,
  id: number,
  changes: Updateable<UsersTable>,
): Promise<void> {
  await core.updateTable('users').set(changes).where('id', '=', id).execute();
}
