import type { Kysely, Transaction, Updateable } from 'kysely';
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
