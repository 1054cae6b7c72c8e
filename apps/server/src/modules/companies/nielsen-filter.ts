import type { NielsenFilter } from '@adatlas/domain/companies';
import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type Kysely,
  type SqlBool,
  sql,
} from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type CompanyEb = ExpressionBuilder<TenantDatabase, 'companies'>;

/** A Nielsen filter, with the ids of the companies it keeps when they are few. */
export type ResolvedNielsenFilter = NielsenFilter & { companyIds?: number[] };

/**
 * Up to this many matching companies a filter is sent as their ids. The planner has no statistics
 * for a sum of array elements and guesses a third of the year's rows, so it walks the companies in
 * sort order probing the summary: 1–50 ms for pages 1–50 when a range keeps 65,000 of 500,000
 * companies, but 6.7 s for page 50 when it keeps 1,000 (it walks all of them). Given the ids, it
 * knows the real count (docs/performance.md §10).
 */
export const NIELSEN_FEW_COMPANIES = 10_000;

/** Past it a bound matches nothing (or everything): 20 channels of numeric(16,2) sum below 2·10^17 cents. */
const BIGINT_MAX = sql.raw('9223372036854775807');

/**
 * `value × 100` rounded towards the inside of the range, as a bigint. The value reaches Postgres as
 * the decimal text the old `sum(amount) >= $1` compared with, and is never multiplied as a float
 * (1.1 × 100 is 110.00000000000001 in JavaScript). For whole cents s:
 * s / 100 >= v ⟺ s >= ceil(100 v), and s / 100 <= v ⟺ s <= floor(100 v).
 */
function centsBound(value: number, rounding: 'ceil' | 'floor') {
  const cents = sql`${sql.raw(rounding)}(${value}::numeric * 100)`;
  return sql`least(greatest(${cents}, -${BIGINT_MAX}), ${BIGINT_MAX})::bigint`;
}

/**
 * The companies whose spend in `year` over the chosen channels sums to at least `min` and at most
 * `max`, exactly as `GROUP BY company_id HAVING sum(amount) …` over nielsen_spend said, read from
 * one nielsen_yearly row per company (migration 084). A channel's id is an uncorrelated subquery,
 * computed once per query; an unknown channel has no id, hence no amount. The GROUP BY had no group
 * for a company without a row of the chosen channels, so such a company is left out too: implied
 * when `min` > 0 (its sum is 0), checked otherwise.
 */
function nielsenCompanyIds(filter: NielsenFilter) {
  const eb = expressionBuilder<TenantDatabase>();
  const amounts = [...new Set(filter.key)].map((channel) => {
    const channelId = eb
      .selectFrom('nielsen_channels')
      .select('nielsen_channels.id')
      .where('nielsen_channels.name', '=', channel);
    return sql<number | null>`${sql.ref('nielsen_yearly.cents')}[${channelId}]`;
  });
  const total = sql.join(
    amounts.map((amount) => sql`coalesce(${amount}, 0)`),
    sql` + `,
  );
  let ids = eb
    .selectFrom('nielsen_yearly')
    .select('nielsen_yearly.company_id')
    .where('nielsen_yearly.year', '=', filter.year);
  if (filter.min !== undefined) ids = ids.where(sql<SqlBool>`${total} >= ${centsBound(filter.min, 'ceil')}`);
  if (filter.max !== undefined) ids = ids.where(sql<SqlBool>`${total} <= ${centsBound(filter.max, 'floor')}`);
  const zeroSumMatches =
    (filter.min === undefined || filter.min <= 0) && (filter.max === undefined || filter.max >= 0);
  if (zeroSumMatches) ids = ids.where(sql<SqlBool>`coalesce(${sql.join(amounts)}) IS NOT NULL`);
  return ids;
}

export function nielsenFilter(eb: CompanyEb, filter: ResolvedNielsenFilter): Expression<SqlBool> {
  if (filter.companyIds) return eb('companies.id', '=', sql<number>`ANY(${filter.companyIds}::bigint[])`);
  return eb('companies.id', 'in', nielsenCompanyIds(filter));
}

/** Adds `companyIds` to the filters that keep at most NIELSEN_FEW_COMPANIES companies. */
export async function resolveNielsenFilters(
  db: Kysely<TenantDatabase>,
  filters: NielsenFilter[],
): Promise<ResolvedNielsenFilter[]> {
  // Stops at the first NIELSEN_FEW_COMPANIES + 1 matches; sends the ids only when they are all.
  const idsWhenFew = sql<number[] | null>`CASE WHEN count(*) <= ${NIELSEN_FEW_COMPANIES}
    THEN coalesce(array_agg(m.company_id), '{}') END`;
  // Each filter is resolved by its own query, side by side.
  return Promise.all(
    filters.map(async (filter): Promise<ResolvedNielsenFilter> => {
      const matches = nielsenCompanyIds(filter).limit(NIELSEN_FEW_COMPANIES + 1);
      const { ids } = await db
        .selectFrom(matches.as('m'))
        .select(idsWhenFew.as('ids'))
        .executeTakeFirstOrThrow();
      return ids ? { ...filter, companyIds: ids } : filter;
    }),
  );
}
