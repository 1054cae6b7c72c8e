import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<CoreDatabase> | Transaction<CoreDatabase>;

const KEY_COLUMNS = [
  'id',
  'user_id',
  'name',
  'token_prefix',
  'created_at',
  'expires_at',
  'last_used_at',
  'last_used_ip',
  'revoked_at',
] as const;

export type ApiKeyRow = Awaited<ReturnType<typeof findApiKeys>>[number];

export function findApiKeys(db: Db, userId: number) {
  return db
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** Serialises key creation of one account (two processes too), so the live-key cap holds. */
export async function lockUser(trx: Transaction<CoreDatabase>, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function countLiveApiKeys(db: Db, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertApiKey(
  db: Db,
  key: {
    userId: number;
    name: string;
    tokenHash: string;
    tokenPrefix: string;
    expiresAt: Date | null;
    now: Date;
  },
) {
  return db
    .insertInto('api_keys')
    .values({
      user_id: key.userId,
      name: key.name,
      token_hash: key.tokenHash,
      token_prefix: key.tokenPrefix,
      created_at: key.now,
      expires_at: key.expiresAt,
    })
    .returning(KEY_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Revokes a live key of `userId`; undefined when there is none (unknown, someone else's, already revoked). */
export function revokeApiKey(db: Db, key: { id: number; userId: number; revokedBy: number; now: Date }) {
  return db
    .updateTable('api_keys')
    .set({ revoked_at: key.now, revoked_by: key.revokedBy })
    .where('id', '=', key.id)
    .where('user_id', '=', key.userId)
    .where('revoked_at', 'is', null)
    .returning(KEY_COLUMNS)
    .executeTakeFirst();
}

/** A key by the hash of its secret, with what authenticates its owner. */
export function findApiKeyByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select([
      'k.id',
      'k.expires_at',
      'k.revoked_at',
      'u.id as userId',
      'u.email',
      'u.name',
      'u.surname',
      'u.user_group as group',
      'u.organisation',
      'u.active',
    ])
    .where('k.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The Api plugin of the account's licence in `tenant`, if it has one. */
export function findApiPlugin(db: Db, userId: number, tenant: string) {
  return db
    .selectFrom('licence_plugins')
    .select(['request_limit', 'requests_per_minute'])
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .where('name', '=', LICENCE_PLUGINS.api)
    .executeTakeFirst();
}

/**
 * Whether a live licence entry of the account includes the Api plugin: the entry in `tenant`, or
 * any entry when no tenant is named.
 */
export async function hasApiPlugin(db: Db, userId: number, now: Date, tenant?: string): Promise<boolean> {
  const row = await db
    .selectFrom('licence_plugins as p')
    .innerJoin('licence_tenants as l', (join) =>
      join.onRef('l.user_id', '=', 'p.user_id').onRef('l.tenant_id', '=', 'p.tenant_id'),
    )
    .select('p.id')
    .where('p.user_id', '=', userId)
    .where((eb) => (tenant === undefined ? eb.lit(true) : eb('p.tenant_id', '=', tenant)))
    .where('p.name', '=', LICENCE_PLUGINS.api)
    .where('l.expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export interface RequestCount {
  keyId: number;
  userId: number;
  tenant: string;
  /** The key's minute window and its limit. */
  minuteStart: Date;
  minuteLimit: number;
  /** The licence's month (YYYY-MM-DD of its first day) and its limit. */
  month: string;
  monthLimit: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  now: Date;
  ip: string;
}

/**
 * Counts one API call in a single statement (one round trip, row locks held only while it runs):
 * the key's minute unless it holds `minuteLimit` (recording the key's last use), then the
 * licence's month unless it holds `monthLimit`, then the key's day. Answers the minute's and the
 * month's counts with this call, null where a limit refused it; a call the minute refuses counts
 * nowhere, one the month refuses only in the key's minute. Concurrent calls of every key and
 * process queue on the month's row, so the monthly limit is exact.
 */
export async function countRequest(
  db: Db,
  use: RequestCount,
): Promise<{ minute: number | null; month: number | null }> {
  const { rows } = await sql<{ minute: number | null; month: number | null }>`
    WITH minute AS (
      UPDATE core.api_keys
      SET minute_requests = CASE WHEN minute_start = ${use.minuteStart} THEN minute_requests + 1 ELSE 1 END,
          minute_start = ${use.minuteStart},
          last_used_at = ${use.now},
          last_used_ip = ${use.ip}
      WHERE id = ${use.keyId}
        AND (minute_start IS DISTINCT FROM ${use.minuteStart} OR minute_requests < ${use.minuteLimit})
      RETURNING minute_requests
    ), month AS (
      INSERT INTO core.api_monthly_usage AS m (user_id, tenant_id, month, requests)
      SELECT ${use.userId}, ${use.tenant}, ${use.month}::date, 1 FROM minute WHERE ${use.monthLimit} > 0
      ON CONFLICT (user_id, tenant_id, month) DO UPDATE SET requests = m.requests + 1
      WHERE m.requests < ${use.monthLimit}
      RETURNING requests
    ), day AS (
      INSERT INTO core.api_key_daily_usage AS d (key_id, tenant_id, day, requests)
      SELECT ${use.keyId}, ${use.tenant}, ${use.day}::date, 1 FROM month
      ON CONFLICT (key_id, day, tenant_id) DO UPDATE SET requests = d.requests + 1
    )
    SELECT (SELECT minute_requests FROM minute) AS minute, (SELECT requests FROM month) AS month
  `.execute(db);
  const row = rows[0];
  return { minute: row?.minute ?? null, month: row?.month ?? null };
}

export async function getMonthlyRequests(
  db: Db,
  usage: { userId: number; tenant: string; month: string },
): Promise<number> {
  const row = await db
    .selectFrom('api_monthly_usage')
    .select('requests')
    .where('user_id', '=', usage.userId)
    .where('tenant_id', '=', usage.tenant)
    .where('month', '=', usage.month)
    .executeTakeFirst();
  return row?.requests ?? 0;
}

export async function getMinuteRequests(db: Db, keyId: number, minuteStart: Date): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select('minute_requests')
    .where('id', '=', keyId)
    .where('minute_start', '=', minuteStart)
    .executeTakeFirst();
  return row?.minute_requests ?? 0;
}

/** Requests per key, tenant and day of the account's keys from `since` (YYYY-MM-DD), newest first. */
export function findDailyUsage(db: Db, userId: number, since: string) {
  return db
    .selectFrom('api_key_daily_usage as d')
    .innerJoin('api_keys as k', 'k.id', 'd.key_id')
    .select(['d.key_id', 'd.tenant_id', 'd.day', 'd.requests'])
    .where('k.user_id', '=', userId)
    .where('d.day', '>=', since)
    .orderBy('d.day', 'desc')
    .orderBy('d.key_id', 'desc')
    .execute();
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
