import { type Kysely, sql, type Transaction } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';

export interface FailureCount {
  failures: number;
  lastFailureAt: Date | null;
}

export async function insertLoginAttempt(
  core: Kysely<CoreDatabase>,
  attempt: { email: string; ip: string; succeeded: boolean; now: Date },
): Promise<void> {
  await core
    .insertInto('login_attempts')
    .values({ email: attempt.email, ip: attempt.ip, succeeded: attempt.succeeded, created_at: attempt.now })
    .execute();
}

/** Uncleared failures of the pair since `since` and since the pair's last success. */
export async function getPairFailures(
  core: Kysely<CoreDatabase>,
  pair: { email: string; ip: string },
  since: Date,
): Promise<FailureCount> {
  const row = await core
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<string>().as('failures'), eb.fn.max('created_at').as('last')])
    .where('email', '=', pair.email)
    .where('ip', '=', pair.ip)
    .where('succeeded', '=', false)
    .where('cleared_at', 'is', null)
    .where('created_at', '>', since)
    .where(
      'created_at',
      '>',
      sql<Date>`coalesce((SELECT max(created_at) FROM core.login_attempts WHERE email = ${pair.email} AND ip = ${pair.ip} AND succeeded), '-infinity')`,
    )
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), lastFailureAt: row.last ? new Date(row.last) : null };
}

/** Uncleared failures from the address on any account since `since`. */
export async function getIpFailures(
  core: Kysely<CoreDatabase>,
  ip: string,
  since: Date,
): Promise<FailureCount> {
  const row = await core
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<string>().as('failures'), eb.fn.max('created_at').as('last')])
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('cleared_at', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), lastFailureAt: row.last ? new Date(row.last) : null };
}

/** Whether the account has ever signed in from the address. */
export async function hasSignedInFrom(
  core: Kysely<CoreDatabase>,
  pair: { email: string; ip: string },
): Promise<boolean> {
  const row = await core
    .selectFrom('login_attempts')
    .select('id')
    .where('email', '=', pair.email)
    .where('ip', '=', pair.ip)
    .where('succeeded', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The pairs with at least `minFailures` uncleared failures since `since` and their last success. */
export async function findFailingPairs(core: Kysely<CoreDatabase>, since: Date, minFailures: number) {
  const rows = await core
    .selectFrom('login_attempts as failure')
    .select((eb) => [
      'failure.email',
      'failure.ip',
      eb.fn.countAll<string>().as('failures'),
      eb.fn.max('failure.created_at').as('last'),
    ])
    .where('failure.succeeded', '=', false)
    .where('failure.cleared_at', 'is', null)
    .where('failure.created_at', '>', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('login_attempts as success')
            .select('success.id')
            .whereRef('success.email', '=', 'failure.email')
            .whereRef('success.ip', '=', 'failure.ip')
            .where('success.succeeded', '=', true)
            .whereRef('success.created_at', '>', 'failure.created_at'),
        ),
      ),
    )
    .groupBy(['failure.email', 'failure.ip'])
    .having((eb) => eb.fn.countAll(), '>=', minFailures)
    .orderBy('last', 'desc')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    ip: row.ip,
    failures: Number(row.failures),
    lastFailureAt: new Date(row.last),
  }));
}

/** Marks the account's uncleared failures cleared; answers how many. */
export async function clearAccountFailures(
  core: Kysely<CoreDatabase> | Transaction<CoreDatabase>,
  email: string,
  now: Date,
): Promise<number> {
  const result = await core
    .updateTable('login_attempts')
    .set({ cleared_at: now })
    .where('email', '=', email)
    .where('succeeded', '=', false)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
