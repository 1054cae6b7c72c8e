import { type Expression, type RawBuilder, sql } from 'kysely';

/** Rows read per match tier to rank the few shown; the rest of the matches are only counted. */
export const CANDIDATES_PER_TIER = 50;

/**
 * `id IN` the union of bounded candidate slices, one per match tier (prefix read in index order,
 * word prefix, contained, typo). Ranking then sorts a few hundred rows instead of every match:
 * a 3-letter key can match 100,000 names (docs/performance.md).
 */
export function isCandidate(idColumn: string, tiers: readonly Expression<unknown>[]): RawBuilder<boolean> {
  const union = sql.join(
    tiers.map((tier) => sql`(${tier})`),
    sql` UNION `,
  );
  return sql<boolean>`${sql.ref(idColumn)} = ANY(ARRAY(${union}))`;
}
