import { ALERT_EVENTS, type AlertEvent, SETTING_KEYS } from '@adatlas/domain/alerts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CoreDatabase, TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase> | Transaction<TenantDatabase>;

/** Users following at least one company, with their general alert settings. */
export function findFollowerSettings(db: Db) {
  return db
    .selectFrom('settings')
    .select(['user_id', 'key', 'data'])
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('settings').select('user_id').where('key', '=', SETTING_KEYS.followedCompany),
    )
    .where('key', 'in', [
      SETTING_KEYS.alertsEnabled,
      SETTING_KEYS.alertsFrequency,
      SETTING_KEYS.followedCompany,
    ])
    .execute();
}

/**
 * Locks the user's digest progress row for this transaction, or answers undefined when another worker
 * holds it (SKIP LOCKED): that worker sends the mail, this one moves on.
 */
export async function claimDigest(trx: Transaction<TenantDatabase>, userId: number) {
  await trx
    .insertInto('alert_digests')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx
    .selectFrom('alert_digests')
    .select(['user_id', 'last_event_id', 'scanned_at'])
    .where('user_id', '=', userId)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/**
 * The events of the companies the user follows created after `createdAfter` (all when null) and
 * past `afterId`, for the events chosen in each follow and not older than the follow itself, with
 * a label per event. Some may have been mailed already: the caller leaves out the delivered ones.
 */
export async function findPendingEvents(
  db: Db,
  userId: number,
  range: { afterId: number; createdAfter: Date | null },
) {
  const rows = await db
    .selectFrom('change_events as e')
    .innerJoin('settings as s', (join) =>
      join
        .onRef('s.entity_id', '=', 'e.company_id')
        .on('s.key', '=', SETTING_KEYS.followedCompany)
        .on('s.user_id', '=', userId),
    )
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .leftJoin('contacts as p', (join) =>
      join.onRef('p.id', '=', 'e.entity_id').on('e.event', 'in', ['new_contact', 'contact_change']),
    )
    .leftJoin('pitches as pi', (join) =>
      join.onRef('pi.id', '=', 'e.entity_id').on('e.event', '=', 'new_pitch'),
    )
    .leftJoin('creative_works as cw', (join) =>
      join.onRef('cw.id', '=', 'e.entity_id').on('e.event', '=', 'new_creativity'),
    )
    .leftJoin('acquisitions as a', (join) =>
      join.onRef('a.id', '=', 'e.entity_id').on('e.event', '=', 'new_mergers_and_acquisitions'),
    )
    .leftJoin('investment_rounds as r', (join) =>
      join.onRef('r.id', '=', 'e.entity_id').on('e.event', '=', 'new_fundraiser'),
    )
    .leftJoin('brands as b', (join) =>
      join.onRef('b.id', '=', 'e.entity_id').on('e.event', '=', 'work_relation_change'),
    )
    .select([
      'e.id',
      'e.company_id',
      'c.name as company_name',
      'e.event',
      sql<
        string | null
      >`coalesce(p.name || ' ' || p.surname, pi.title, cw.title, a.title, 'Round of ' || r.funding_date, b.name)`.as(
        'label',
      ),
    ])
    .where('e.id', '>', range.afterId)
    .$if(range.createdAfter !== null, (qb) => qb.where('e.created_at', '>', range.createdAfter as Date))
    .whereRef('e.created_at', '>=', 's.created_at')
    .where(sql<boolean>`(s.data -> 'events' ->> e.event) = 'true'`)
    .orderBy('e.id')
    .execute();
  return rows.filter((row): row is typeof row & { event: AlertEvent } =>
    (ALERT_EVENTS as readonly string[]).includes(row.event),
  );
}

/** Marks the scan done at this transaction's time (the tenant server's clock, as created_at). */
export function recordDigestScan(trx: Transaction<TenantDatabase>, userId: number, now: Date) {
  return trx
    .updateTable('alert_digests')
    .set({ scanned_at: sql<Date>`now()`, last_sent_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Which of `eventIds` the user's digests in `tenant` have already mailed. */
export async function findDeliveredEventIds(
  core: Kysely<CoreDatabase>,
  delivery: { tenant: string; userId: number },
  eventIds: number[],
): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await core
    .selectFrom('alert_digest_deliveries')
    .select('event_id')
    .where('tenant_id', '=', delivery.tenant)
    .where('user_id', '=', delivery.userId)
    .where('event_id', 'in', eventIds)
    .execute();
  return new Set(rows.map((row) => Number(row.event_id)));
}

/**
 * Records the events as mailed by `mailId`, in the transaction that queued it, and forgets those
 * mailed before `forgetBefore`: past the rescan overlap, no run reads them again.
 */
export async function recordDeliveries(
  trx: Transaction<CoreDatabase>,
  delivery: { tenant: string; userId: number; eventIds: number[]; mailId: number; forgetBefore: Date },
) {
  await trx
    .insertInto('alert_digest_deliveries')
    .values(
      delivery.eventIds.map((eventId) => ({
        tenant_id: delivery.tenant,
        user_id: delivery.userId,
        event_id: eventId,
        mail_id: delivery.mailId,
      })),
    )
    .execute();
  await trx
    .deleteFrom('alert_digest_deliveries')
    .where('tenant_id', '=', delivery.tenant)
    .where('user_id', '=', delivery.userId)
    .where('delivered_at', '<', delivery.forgetBefore)
    .execute();
}
