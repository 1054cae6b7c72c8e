import { SEARCH_COUNT_CAP } from '@adatlas/domain/search';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { TenantDatabase } from '../schema.ts';

/** `SELECT count(*) FROM (… LIMIT cap + 1)`: the rows of `query`, counted no further than cap + 1. */
export function cappedCountQuery(
  db: Kysely<TenantDatabase>,
  // biome-ignore lint/suspicious/noExplicitAny: any source query; only its row count is read
  query: SelectQueryBuilder<any, any, any>,
  cap = SEARCH_COUNT_CAP,
) {
  const limited = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1);
  return db.selectFrom(limited.as('capped')).select(sql<string>`count(*)`.as('n'));
}

/**
 * Counts the rows of `query` but stops at cap + 1, so a broad search never counts a whole
 * table. The caller turns it into `totalIsCapped`.
 */
export async function countUpToCap(
  db: Kysely<TenantDatabase>,
  // biome-ignore lint/suspicious/noExplicitAny: any source query; only its row count is read
  query: SelectQueryBuilder<any, any, any>,
  cap = SEARCH_COUNT_CAP,
): Promise<number> {
  const row = await cappedCountQuery(db, query, cap).executeTakeFirstOrThrow();
  return Number(row.n);
}
