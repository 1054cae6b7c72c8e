import { COMPANY_FIELD_LIMIT } from '@adatlas/domain/companies';
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

/** Distinct cities / provinces / regions of companies whose normalised value starts with `q`. */
export async function findCompanyFieldValues(
  db: Db,
  field: 'city' | 'province' | 'region',
  q: string | undefined,
) {
  const column = sql.ref(`companies.${field}`);
  let query = db
    .selectFrom('companies')
    .select(sql<string>`${column}`.as('value'))
    .where(`companies.${field}`, 'is not', null)
    .groupBy(`companies.${field}`)
    .orderBy(`companies.${field}`)
    .limit(COMPANY_FIELD_LIMIT);
  if (q)
    query = query.where(
      sql<boolean>`public.search_norm(${column}) LIKE (public.search_norm(${escapeLike(q)}) || '%')`,
    );
  return (await query.execute()).map((row) => row.value);
}
