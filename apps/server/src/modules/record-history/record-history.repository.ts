import type { HistoryKind } from '@adatlas/domain/record-history';
import type { Kysely } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase>;

const ENTRY_COLUMNS = [
  'id',
  'record_kind',
  'record_id',
  'kind',
  'field',
  'before',
  'after',
  'at',
  'actor',
] as const;

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
  return db
    .selectFrom('record_history')
    .select(ENTRY_COLUMNS)
    .where('company_id', '=', companyId)
    .where('kind', 'in', page.kinds)
    .where((eb) =>
      eb.or([eb('record_kind', '=', 'company'), eb('kind', 'not in', ['field_change', 'verified'])]),
    )
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** A contact's own entries; leaving a company is told on that company's page, joining the next on this one. */
export async function findContactHistory(db: Db, contactId: number, page: HistoryPage) {
  if (page.kinds.length === 0) return [];
  return db
    .selectFrom('record_history')
    .select(ENTRY_COLUMNS)
    .where('record_kind', '=', 'contact')
    .where('record_id', '=', contactId)
    .where('kind', 'in', page.kinds)
    .where('kind', '<>', 'contact_left')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export type HistoryRow = Awaited<ReturnType<typeof findContactHistory>>[number];
