import { COMPANY_FIELD_LIMIT } from '@adatlas/domain/companies';
import type { LocationField } from '@adatlas/domain/reference-lists';
import { escapeLike } from '@adatlas/domain/search';
import { type Kysely, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase>;

export function findTreeRows(db: Db, table: 'categories' | 'sectors' | 'functions') {
  return db
    .selectFrom(table)
    .select(['id', 'key', 'path', 'active', 'parent_id as parentId'])
    .orderBy('sort_order')
    .orderBy('key')
    .execute();
}

/** The function tree with each family's stable code, which the HR edition looks the family up by. */
export function findFunctionTreeRows(db: Db) {
  return db
    .selectFrom('functions')
    .select(['id', 'key', 'path', 'active', 'parent_id as parentId', 'code'])
    .orderBy('sort_order')
    .orderBy('key')
    .execute();
}

export function findFlatItems(db: Db, list: string) {
  return db
    .selectFrom('reference_items')
    .select(['id', 'key', 'label'])
    .where('list', '=', list)
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('key')
    .execute();
}

export function findFunctionItems(db: Db) {
  return db
    .selectFrom('functions')
    .select(['id', 'key', 'key as label'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('key')
    .execute();
}

export function findCollectiveAgreementItems(db: Db) {
  return db
    .selectFrom('collective_agreements')
    .select(['id', 'identifier as key', 'key as label'])
    .where('active', '=', true)
    .orderBy('key')
    .execute();
}

/** The tables a location lookup reads; both searches list active rows only, and so do the lookups. */
const LOCATION_TABLES = ['companies', 'contacts'] as const;

/**
 * Distinct values of a location column of active rows whose normalised form starts with `q`, in
 * order (the query, for the finders and the plan test): a value only inactive rows hold would be
 * offered and then find nothing. The `search_norm(<field>) text_pattern_ops` indexes (migrations
 * 020 and 100) answer the prefix.
 */
export function locationValuesQuery(
  db: Db,
  table: (typeof LOCATION_TABLES)[number],
  field: LocationField,
  q: string | undefined,
) {
  const column = sql.ref(`${table}.${field}`);
  let query = db
    .selectFrom(table)
    .select(sql<string>`${column}`.as('value'))
    .where(sql<boolean>`${column} IS NOT NULL`)
    .where(sql<boolean>`${sql.ref(`${table}.active`)}`)
    .groupBy(column)
    .orderBy(column)
    .limit(COMPANY_FIELD_LIMIT);
  if (q)
    query = query.where(
      sql<boolean>`public.search_norm(${column}) LIKE (public.search_norm(${escapeLike(q)}) || '%')`,
    );
  return query;
}

/** Distinct cities / provinces / regions of companies whose normalised value starts with `q`. */
export async function findCompanyFieldValues(db: Db, field: LocationField, q: string | undefined) {
  const rows = await locationValuesQuery(db, 'companies', field, q).execute();
  return rows.map((row) => row.value);
}

/** The same over the contacts' own addresses, which the contact search's location filters read. */
export async function findContactFieldValues(db: Db, field: LocationField, q: string | undefined) {
  const rows = await locationValuesQuery(db, 'contacts', field, q).execute();
  return rows.map((row) => row.value);
}

/**
 * The channel names with spend in the tenant, `excluded` (upper case) left out. The dictionary of
 * migration 084 keeps a name after its last row is deleted, hence the EXISTS.
 */
export function findNielsenChannelNames(db: Db, excluded: readonly string[]) {
  return db
    .selectFrom('nielsen_channels as c')
    .select('c.name')
    .where(sql<string>`upper(c.name)`, 'not in', excluded)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('nielsen_spend as s').select(sql`1`.as('one')).whereRef('s.channel', '=', 'c.name')),
    )
    .orderBy('c.name')
    .execute();
}

/** The years with spend, newest first: over `channels` when given, else over every channel. */
export function findNielsenYears(db: Db, channels?: readonly string[]) {
  return db
    .selectFrom('nielsen_spend')
    .select('year')
    .distinct()
    .$if(channels !== undefined, (query) => query.where('channel', 'in', channels ?? []))
    .orderBy('year', 'desc')
    .execute();
}
