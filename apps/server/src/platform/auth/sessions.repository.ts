import { type Kysely, sql, type Transaction } from 'kysely';
import type { CoreDatabase, SessionRevokedReason } from '../database/schema.ts';

export interface NewSession {
  userId: number;
  tenant: string;
  tokenHash: string;
  expiresAt: Date;
  idleTimeoutSeconds: number;
  now: Date;
  /** Good only for setting up two-factor sign-in (an admin who must have it). */
  restrictedToTwoFactorSetup?: boolean;
  /** Good only for buying a plan in its tenant (a self-registered user whose licence ran out there). */
  restrictedToRenewal?: boolean;
  /** Where the session was opened, shown in the user's sessions list. */
  userAgent?: string | null;
  ip?: string | null;
  /** The admin who opened this "see as this user" session: it only reads. */
  impersonatedBy?: number;
}

/**
 * Starts the account's only live session: earlier ones end as 'replaced'. The user row is locked so
 * two simultaneous logins of one account (even in two processes) serialise instead of colliding.
 */
export async function replaceSession(core: Kysely<CoreDatabase>, session: NewSession): Promise<number> {
  return core.transaction().execute(async (trx) => {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', session.userId)
      .forUpdate()
      .executeTakeFirst();
    await revokeUserSessions(trx, session.userId, 'replaced', session.now);
    return insertSession(trx, session);
  });
}

/**
 * Opens a session beside the account's others: a login goes through `replaceSession`, an admin's
 * read-only session (`impersonatedBy`) leaves the user's own session alone.
 */
export async function insertSession(
  db: Kysely<CoreDatabase> | Transaction<CoreDatabase>,
  session: NewSession,
): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      tenant: session.tenant,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      idle_timeout_seconds: session.idleTimeoutSeconds,
      restricted_to_two_factor_setup: session.restrictedToTwoFactorSetup ?? false,
      restricted_to_renewal: session.restrictedToRenewal ?? false,
      user_agent: session.userAgent ?? null,
      ip: session.ip ?? null,
      read_only: session.impersonatedBy !== undefined,
      impersonated_by: session.impersonatedBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function revokeUserSessions(
  db: Kysely<CoreDatabase> | Transaction<CoreDatabase>,
  userId: number,
  reason: SessionRevokedReason,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeSessionByTokenHash(
  core: Kysely<CoreDatabase>,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await core
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: 'logout' })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export function findSessionByTokenHash(core: Kysely<CoreDatabase>, tokenHash: string) {
  return core
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'sessions.idle_timeout_seconds as idleTimeoutSeconds',
      'sessions.revoked_reason as revokedReason',
      'sessions.read_only as readOnly',
      'sessions.restricted_to_two_factor_setup as restrictedToTwoFactorSetup',
      'sessions.restricted_to_renewal as restrictedToRenewal',
      'sessions.tenant',
      'users.id as userId',
      'users.email',
      'users.name',
      'users.surname',
      'users.user_group as group',
      'users.organisation',
      'users.active',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function findLicenceTenant(core: Kysely<CoreDatabase>, userId: number, tenant: string) {
  return core
    .selectFrom('licence_tenants')
    .select(['expires_at', 'scopes'])
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .executeTakeFirst();
}

/** Records activity at most once a minute per session, so reads do not turn into a write each. */
export async function touchSession(core: Kysely<CoreDatabase>, sessionId: number, now: Date): Promise<void> {
  await core
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where('last_seen_at', '<', sql<Date>`${now}::timestamptz - interval '1 minute'`)
    .execute();
}
