import type { AlertFrequency } from '@adatlas/domain/alerts';
import type { SavedSearchType } from '@adatlas/domain/saved-searches';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import type { IdQuery } from '../../platform/database/search/record-search.ts';

type Db = Kysely<TenantDatabase> | Transaction<TenantDatabase>;

/** The alert of each of the user's followed saved searches, with the matches new since they looked. */
export function findOwnAlertStates(db: Db, userId: number, savedSearchIds: number[]) {
  if (savedSearchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('saved_search_alerts as a')
    .select([
      'a.saved_search_id',
      'a.frequency',
      'a.looked_seq',
      (eb) =>
        eb
          .selectFrom('saved_search_matches as m')
          .select(sql<number>`count(DISTINCT m.record_id)::int`.as('n'))
          .whereRef('m.saved_search_id', '=', 'a.saved_search_id')
          .whereRef('m.first_seen_seq', '>', 'a.looked_seq')
          .as('new_count'),
    ])
    .where('a.user_id', '=', userId)
    .where('a.saved_search_id', 'in', savedSearchIds)
    .execute();
}

export function upsertOwnAlert(
  db: Db,
  alert: { savedSearchId: number; userId: number; frequency: AlertFrequency },
) {
  return db
    .insertInto('saved_search_alerts')
    .values({ saved_search_id: alert.savedSearchId, user_id: alert.userId, frequency: alert.frequency })
    .onConflict((oc) => oc.column('saved_search_id').doUpdateSet({ frequency: alert.frequency }))
    .execute();
}

export function deleteOwnAlert(db: Db, userId: number, savedSearchId: number) {
  return db
    .deleteFrom('saved_search_alerts')
    .where('saved_search_id', '=', savedSearchId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Locks the alert row for this transaction. `skipLocked`: answers undefined when another worker
 * holds it (that worker runs the alert); otherwise waits for it, as the list's syncs do.
 */
export function lockAlert(trx: Transaction<TenantDatabase>, savedSearchId: number, skipLocked: boolean) {
  const query = trx
    .selectFrom('saved_search_alerts')
    .select(['saved_search_id', 'user_id', 'frequency', 'sync_seq', 'mailed_seq', 'looked_seq'])
    .where('saved_search_id', '=', savedSearchId)
    .forUpdate();
  return (skipLocked ? query.skipLocked() : query).executeTakeFirst();
}

/**
 * The search's current matches with what makes each new again: for a pitch its outcome (winner,
 * external winner, end date), so a pitch already in the search comes back once it is decided.
 */
function currentMatches(trx: Transaction<TenantDatabase>, type: SavedSearchType, ids: IdQuery) {
  const matched = trx.selectFrom(ids.clearOrderBy().as('matched'));
  if (type !== 'pitch') {
    return matched.select(['matched.id as record_id', sql<string>`''`.as('version')]).distinct();
  }
  return matched
    .innerJoin('pitches as p', 'p.id', 'matched.id')
    .select([
      'p.id as record_id',
      sql<string>`coalesce(p.winner_company_id::text, '') || '|' || coalesce(p.external_winner, '') || '|' || coalesce(p.end_date::text, '')`.as(
        'version',
      ),
    ])
    .distinct();
}

/**
 * Makes the stored matches those of the search now: the ones gone are forgotten (coming back
 * later makes them new again), the ones entering are stamped with sync `seq`. When some entered
 * at a sync after the first (which only records what matched when it was followed), the search's
 * owner gets a saved-search event, which the webhook dispatcher delivers to their endpoints.
 */
export async function syncMatches(
  trx: Transaction<TenantDatabase>,
  sync: { savedSearchId: number; type: SavedSearchType; ids: IdQuery; seq: number },
): Promise<void> {
  const current = currentMatches(trx, sync.type, sync.ids);
  await trx
    .deleteFrom('saved_search_matches as m')
    .where('m.saved_search_id', '=', sync.savedSearchId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(current.as('c'))
            .select(sql.lit(1).as('one'))
            .whereRef('c.record_id', '=', 'm.record_id')
            .whereRef('c.version', '=', 'm.version'),
        ),
      ),
    )
    .execute();
  await trx
    .insertInto('saved_search_matches')
    .columns(['saved_search_id', 'record_id', 'version', 'first_seen_seq'])
    .expression(
      trx
        .selectFrom(current.as('c'))
        .select([
          sql.lit(sync.savedSearchId).as('saved_search_id'),
          'c.record_id',
          'c.version',
          sql.lit(sync.seq).as('first_seen_seq'),
        ]),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (sync.seq > 1) {
    await trx
      .insertInto('saved_search_events')
      .columns(['saved_search_id', 'user_id', 'since_seq', 'until_seq'])
      .expression((eb) =>
        eb
          .selectFrom('saved_search_alerts as a')
          .select([
            'a.saved_search_id',
            'a.user_id',
            sql.lit(sync.seq - 1).as('since_seq'),
            sql.lit(sync.seq).as('until_seq'),
          ])
          .where('a.saved_search_id', '=', sync.savedSearchId)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('saved_search_matches as m')
                .select(sql.lit(1).as('one'))
                .whereRef('m.saved_search_id', '=', 'a.saved_search_id')
                .where('m.first_seen_seq', '=', sync.seq),
            ),
          ),
      )
      .execute();
  }
}

export function updateAlertSeqs(
  trx: Transaction<TenantDatabase>,
  savedSearchId: number,
  seqs: {
    sync_seq: number;
    mailed_seq?: number;
    looked_seq?: number;
    last_mailed_at?: Date;
    webhook_synced_at?: Date;
  },
) {
  return trx
    .updateTable('saved_search_alerts')
    .set(seqs)
    .where('saved_search_id', '=', savedSearchId)
    .execute();
}

/** The records first seen after sync `since` (up to `until`) that still match, lowest id first, and how many. */
export async function findNewMatchIds(
  db: Db,
  savedSearchId: number,
  range: { since: number; until?: number },
  limit: number,
) {
  const rows = await db
    .selectFrom('saved_search_matches')
    .select(['record_id', sql<number>`count(*) OVER ()::int`.as('total')])
    .where('saved_search_id', '=', savedSearchId)
    .where('first_seen_seq', '>', range.since)
    .$if(range.until !== undefined, (qb) => qb.where('first_seen_seq', '<=', range.until as number))
    .groupBy('record_id')
    .orderBy('record_id')
    .limit(limit)
    .execute();
  return { ids: rows.map((row) => Number(row.record_id)), total: rows[0]?.total ?? 0 };
}

/** The followed saved searches of one frequency, with what running them needs. */
export function findAlertsOfFrequency(db: Db, frequency: AlertFrequency) {
  return db
    .selectFrom('saved_search_alerts as a')
    .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
    .select(['s.id', 's.user_id', 's.type', 's.name', 's.data'])
    .where('a.frequency', '=', frequency)
    .orderBy('s.id')
    .execute();
}

/** Users who switched the e-mail alerts off in this country (the profile's switch, the unsubscribe link). */
export async function findAlertsDisabledUsers(db: Db, userIds: number[], settingKey: string) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('settings')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('key', '=', settingKey)
    .where(sql<boolean>`data -> 'value' = 'false'::jsonb`)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * The followed saved searches of `userIds` that the webhook dispatcher has not run since `before`
 * (or ever), with what running them needs.
 */
export function findWebhookDueAlerts(db: Db, userIds: readonly number[], before: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('saved_search_alerts as a')
    .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
    .select(['s.id', 's.user_id', 's.type', 's.name', 's.data'])
    .where('a.user_id', 'in', userIds)
    .where((eb) => eb.or([eb('a.webhook_synced_at', 'is', null), eb('a.webhook_synced_at', '<', before)]))
    .orderBy('s.id')
    .execute();
}
