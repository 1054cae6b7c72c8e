import { SEARCH_COUNT_CAP } from '@adatlas/domain/search';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

/**
 * Counts the rows of `query` but stops at cap + 1, so a broad search never counts a whole
 * table: `SELECT count(*) FROM (… LIMIT cap+1)`. The caller turns it into `totalIsCapped`.
 */
export async function countUpToCap(
  db: Kysely<TenantDatabase>,
  // biome-ignore lint/suspicious/noExplicitAny: any source query; only its row count is read
  query: SelectQueryBuilder<any, any, any>,
  cap = SEARCH_COUNT_CAP,
): Promise<number> {
  const limited = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1);
  const row = await db
    .selectFrom(limited.as('capped'))
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
