import { type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { CoreDatabase } from '../../platform/database/schema.ts';

/** The days an update covers (UTC): from `fromDay` included to `toDay` excluded, also as instants. */
export interface WeekWindow {
  fromDay: string;
  toDay: string;
  /** The day before `toDay`: the last one covered. */
  lastDay: string;
  from: Date;
  to: Date;
}

export interface WeeklyItemRow {
  id: number;
  title: string | null;
  company_id: number | null;
  company_name: string | null;
  /** The item's own date (YYYY-MM-DD): start, publication, nomination, creation, funding or deal. */
  day: string;
  /** How many items the section holds in the window, beyond the page returned. */
  total: number;
}

const utcDay = (column: string) => sql<string>`(${sql.ref(column)} at time zone 'UTC')::date`;
const total = sql<number>`count(*) over ()`.as('total');

/**
 * A section's page: the rows dated in the window, latest first (then by id, for a stable order),
 * at most `limit`. Records dated by a day compare with the window's days, those dated by an instant
 * (a creation time) with its instants.
 */
function latestInWindow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dated: ({ day: string } | { instant: string }) & { id: string },
  week: WeekWindow,
  limit: number,
) {
  const [column, from, to] =
    'day' in dated ? [dated.day, week.fromDay, week.toDay] : [dated.instant, week.from, week.to];
  return query
    .where(sql<boolean>`${sql.ref(column)} >= ${from}`)
    .where(sql<boolean>`${sql.ref(column)} < ${to}`)
    .orderBy(sql.ref(column), 'desc')
    .orderBy(sql.ref(dated.id), 'desc')
    .limit(limit)
    .execute();
}

/**
 * Records that (user, tenant, week) is being mailed, or answers false when it already was. A second
 * worker inserting the same key waits for this transaction and then finds the row.
 */
export async function claimWeeklyUpdate(
  trx: Transaction<CoreDatabase>,
  claim: { userId: number; tenant: string; weekStart: string; now: Date },
): Promise<boolean> {
  const row = await trx
    .insertInto('weekly_update_mails')
    .values({
      user_id: claim.userId,
      tenant_id: claim.tenant,
      week_start: claim.weekStart,
      sent_at: claim.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'tenant_id', 'week_start']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Pitches starting in the window, latest first, with their advertiser. */
export function findWeekPitches(
  tenantDb: TenantDb,
  week: WeekWindow,
  limit: number,
): Promise<WeeklyItemRow[]> {
  return tenantDb.db
    .selectFrom('pitches as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['p.id', 'p.title', 'c.id as company_id', 'c.name as company_name', 'p.start_date as day', total])
    .where('p.active', '=', true)
    .$call((query) => latestInWindow(query, { day: 'p.start_date', id: 'p.id' }, week, limit));
}

/** Creative works published in the window, with the advertiser (else the agency). */
export function findWeekCreas(tenantDb: TenantDb, week: WeekWindow, limit: number): Promise<WeeklyItemRow[]> {
  return tenantDb.db
    .selectFrom('creative_works as cw')
    .leftJoin('companies as c', (join) => join.on(sql<boolean>`c.id = coalesce(cw.company_id, cw.agency_id)`))
    .select([
      'cw.id',
      'cw.title',
      'c.id as company_id',
      'c.name as company_name',
      'cw.published_at as day',
      total,
    ])
    .where('cw.active', '=', true)
    .$call((query) => latestInWindow(query, { day: 'cw.published_at', id: 'cw.id' }, week, limit));
}

/** Contacts nominated (appointed) on a day of the window, with their company. */
export async function findWeekAppointments(
  tenantDb: TenantDb,
  week: WeekWindow,
  limit: number,
): Promise<WeeklyItemRow[]> {
  const rows = await tenantDb.db
    .selectFrom('contacts as ct')
    .leftJoin('companies as c', 'c.id', 'ct.company_id')
    .select([
      'ct.id',
      sql<string>`concat_ws(', ', ct.name || ' ' || ct.surname, nullif(ct.title, ''))`.as('title'),
      'c.id as company_id',
      'c.name as company_name',
      'ct.nomination_date as day',
      total,
    ])
    .where('ct.active', '=', true)
    .$call((query) => latestInWindow(query, { day: 'ct.nomination_date', id: 'ct.id' }, week, limit));
  return rows.map((row) => ({ ...row, day: row.day ?? week.fromDay }));
}

/** Companies added in the window. */
export function findWeekCompanies(
  tenantDb: TenantDb,
  week: WeekWindow,
  limit: number,
): Promise<WeeklyItemRow[]> {
  return tenantDb.db
    .selectFrom('companies as c')
    .select([
      'c.id',
      'c.name as title',
      sql<null>`null`.as('company_id'),
      sql<null>`null`.as('company_name'),
      utcDay('c.created_at').as('day'),
      total,
    ])
    .where('c.active', '=', true)
    .$call((query) => latestInWindow(query, { instant: 'c.created_at', id: 'c.id' }, week, limit));
}

/** Investment rounds funded in the window, with the funded company and the funding type. */
export function findWeekInvestmentRounds(
  tenantDb: TenantDb,
  week: WeekWindow,
  limit: number,
): Promise<WeeklyItemRow[]> {
  return tenantDb.db
    .selectFrom('investment_rounds as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .leftJoin('reference_items as ft', 'ft.id', 'r.funding_type_id')
    .select([
      'r.id',
      'ft.label as title',
      'c.id as company_id',
      'c.name as company_name',
      'r.funding_date as day',
      total,
    ])
    .$call((query) => latestInWindow(query, { day: 'r.funding_date', id: 'r.id' }, week, limit));
}

/** Mergers and acquisitions dated in the window, with the buyer (else the seller). */
export function findWeekAcquisitions(
  tenantDb: TenantDb,
  week: WeekWindow,
  limit: number,
): Promise<WeeklyItemRow[]> {
  return tenantDb.db
    .selectFrom('acquisitions as a')
    .leftJoin('companies as c', (join) =>
      join.on(sql<boolean>`c.id = coalesce(a.buyer_company_id, a.seller_company_id)`),
    )
    .select([
      'a.id',
      'a.title',
      'c.id as company_id',
      'c.name as company_name',
      'a.acquired_at as day',
      total,
    ])
    .$call((query) => latestInWindow(query, { day: 'a.acquired_at', id: 'a.id' }, week, limit));
}
