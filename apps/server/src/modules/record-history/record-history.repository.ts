import type { HistoryKind } from '@adatlas/domain/record-history';
import { type Kysely, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase>;

const ENTRY_COLUMNS = [
  'h.id',
  'h.record_kind',
  'h.record_id',
  'h.kind',
  'h.field',
  'h.before',
  'h.after',
  'h.at',
  'h.actor',
] as const;

/** The entries with the name of the contact each is about, if any (names are not private). */
function entries(db: Db) {
  return db
    .selectFrom('record_history as h')
    .leftJoin('contacts as c', (join) =>
      join.onRef('c.id', '=', 'h.record_id').on('h.record_kind', '=', 'contact'),
    )
    .select(ENTRY_COLUMNS)
    .select(sql<string | null>`c.name || ' ' || c.surname`.as('subject'));
}

export interface HistoryPage {
  kinds: readonly HistoryKind[];
  offset: number;
  limit: number;
}

/** When a company last changed and was last verified; undefined when the tenant has no such company. */
export async function getCompanyDates(db: Db, id: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'modified_at', 'verified_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function getContactDates(db: Db, id: number) {
  return db
    .selectFrom('contacts')
    .select(['id', 'modified_at', 'verified_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * A company's entries: its own changes and the events about its contacts, pitches and creative
 * works; its contacts' own field changes belong to their pages.
 */
export async function findCompanyHistory(db: Db, companyId: number, page: HistoryPage) {
  if (page.kinds.length === 0) return [];
  return entries(db)
    .where('h.company_id', '=', companyId)
    .where('h.kind', 'in', page.kinds)
    .where((eb) =>
      eb.or([eb('h.record_kind', '=', 'company'), eb('h.kind', 'not in', ['field_change', 'verified'])]),
    )
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** A contact's own entries; leaving a company is told on that company's page, joining the next on this one. */
export async function findContactHistory(db: Db, contactId: number, page: HistoryPage) {
  if (page.kinds.length === 0) return [];
  return entries(db)
    .where('h.record_kind', '=', 'contact')
    .where('h.record_id', '=', contactId)
    .where('h.kind', 'in', page.kinds)
    .where('h.kind', '<>', 'contact_left')
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export type HistoryRow = Awaited<ReturnType<typeof findContactHistory>>[number];
