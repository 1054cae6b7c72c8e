import { type Kysely, sql, type Transaction } from 'kysely';
import type { CoreDatabase } from '../database/schema.ts';

type Db = Kysely<CoreDatabase> | Transaction<CoreDatabase>;

export function getTwoFactor(db: Db, userId: number) {
  return db
    .selectFrom('user_two_factor')
    .select(['secret_sealed', 'enabled_at', 'last_used_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Starts (or restarts) a setup that is not confirmed yet; an enabled factor is left alone. */
export async function upsertPendingTwoFactor(db: Db, userId: number, secretSealed: string): Promise<boolean> {
  const result = await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret_sealed: secretSealed })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_sealed: secretSealed })
        .where('user_two_factor.enabled_at', 'is', null),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * Records the step of an accepted code, only if it is later than the last one: two requests racing
 * with the same code cannot both pass.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_two_factor')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function enableTwoFactor(
  trx: Transaction<CoreDatabase>,
  userId: number,
  codeHashes: string[],
  now: Date,
) {
  await trx.updateTable('user_two_factor').set({ enabled_at: now }).where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('user_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteTwoFactor(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
}

export async function liftSetupRestriction(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ restricted_to_two_factor_setup: false })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertChallenge(
  db: Db,
  challenge: { tokenHash: string; userId: number; tenant: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('two_factor_challenges')
    .values({
      token_hash: challenge.tokenHash,
      user_id: challenge.userId,
      tenant: challenge.tenant,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** A live challenge, counting this attempt; null when unknown, used, expired or out of tries. */
export async function takeChallengeAttempt(db: Db, tokenHash: string, now: Date, maxFailures: number) {
  return db
    .updateTable('two_factor_challenges')
    .set({ failures: sql`failures + 1` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('failures', '<', maxFailures)
    .returning(['id', 'user_id', 'tenant'])
    .executeTakeFirst();
}

/** A successful attempt uses the challenge up (and gives back the try it counted). */
export async function completeChallenge(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('two_factor_challenges')
    .set({ used_at: now, failures: sql`failures - 1` })
    .where('id', '=', id)
    .execute();
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
