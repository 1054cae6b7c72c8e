import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../database/schema.ts';

/** How many ended sessions the list keeps showing, so a user notices a sign-in that replaced theirs. */
const RECENT_ENDED = 10;

export async function findUserSessions(core: Kysely<CoreDatabase>, userId: number) {
  return core
    .selectFrom('sessions')
    .select([
      'id',
      'tenant',
      'created_at',
      'last_seen_at',
      'expires_at',
      'revoked_reason',
      'user_agent',
      'ip',
      'read_only',
    ])
    .where('user_id', '=', userId)
    .orderBy('revoked_at', (order) => order.desc().nullsFirst())
    .orderBy('id', 'desc')
    .limit(RECENT_ENDED + 1)
    .execute();
}

/** Ends one live session of the user; answers whether there was one. */
export async function endUserSession(
  core: Kysely<CoreDatabase>,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<boolean> {
  const result = await core
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: 'logout' })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Ends the user's live sessions but the current one (a password change keeps its own session);
 * answers how many ended.
 */
export async function endOtherSessions(
  core: Kysely<CoreDatabase>,
  userId: number,
  keepSessionId: number | null,
  now: Date,
  reason: 'password_changed' | 'logout' = 'password_changed',
): Promise<number> {
  let query = core
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) query = query.where('id', '<>', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
