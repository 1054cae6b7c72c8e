import type { PitchFilters, PitchSearchQuery, PitchSummary } from '@adatlas/domain/market-data';
import { type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type PitchScope = ExpressionBuilder<TenantDatabase & { p: TenantDatabase['pitches'] }, 'p'>;

/**
 * Active pitches joined to their company, narrowed by the list filters; `today` decides the status.
 * Shared by the list, its count, the saved-search count and tagging all results (`p.id`).
 */
export function filteredPitches(tenantDb: TenantDb, filters: PitchFilters, today: string) {
  let query = tenantDb.db
    .selectFrom('pitches as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .innerJoin('reference_items as cat', 'cat.id', 'p.category_id')
    .where('p.active', '=', true);
  if (filters.title) {
    query = query.where(
      sql<boolean>`public.search_norm(p.title) LIKE '%' || public.search_norm(${filters.title}) || '%'`,
    );
  }
  if (filters.id?.length) query = query.where('p.id', 'in', filters.id);
  if (filters.category?.length) query = query.where('p.category_id', 'in', filters.category);
  if (filters.min_start_date) query = query.where('p.start_date', '>=', filters.min_start_date);
  if (filters.max_start_date) query = query.where('p.start_date', '<=', filters.max_start_date);
  if (filters.status === 'ONGOING') {
    query = query.where((eb) => eb.or([eb('p.end_date', 'is', null), eb('p.end_date', '>', today)]));
  }
  if (filters.status === 'CLOSED') query = query.where('p.end_date', '<=', today);
  const companyName = filters.company_filters?.name;
  if (companyName) {
    query = query.where(sql<boolean>`c.name_norm LIKE '%' || public.search_norm(${companyName}) || '%'`);
  }
  return query;
}

const companyOf = (eb: PitchScope, column: 'p.winner_company_id' | 'p.former_winner_company_id') =>
  jsonObjectFrom(eb.selectFrom('companies as w').select(['w.id', 'w.name']).whereRef('w.id', '=', column));

/** One page of the list in its order (the sort of the query, then the id). */
export async function findPitchPage(
  tenantDb: TenantDb,
  query: Pick<PitchSearchQuery, 'sort_key' | 'sort_direction'> & PitchFilters,
  today: string,
  page: { offset: number; limit: number },
): Promise<PitchSummary[]> {
  const base = filteredPitches(tenantDb, query, today);
  const sortColumn = query.sort_key === 'name' ? sql`public.search_norm(p.title)` : sql`p.start_date`;
  const rows = await base
    .select((eb) => [
      'p.id',
      'p.title',
      'p.start_date',
      'p.end_date',
      'p.scope',
      'p.competition',
      'p.comment',
      'p.source',
      'p.external_competitors',
      'p.external_winner',
      'p.external_former_winner',
      'c.id as company_id',
      'c.name as company_name',
      'cat.id as category_id',
      'cat.key as category_key',
      companyOf(eb, 'p.winner_company_id').as('winner'),
      companyOf(eb, 'p.former_winner_company_id').as('former_winner'),
      jsonArrayFrom(
        eb
          .selectFrom('pitch_competitors as pc')
          .innerJoin('companies as cc', 'cc.id', 'pc.company_id')
          .select(['cc.id', 'cc.name'])
          .whereRef('pc.pitch_id', '=', 'p.id')
          .orderBy('cc.name'),
      ).as('competitors'),
      jsonArrayFrom(
        eb
          .selectFrom('pitch_brands as pb')
          .innerJoin('brands as b', 'b.id', 'pb.brand_id')
          .select(['b.id', 'b.name'])
          .whereRef('pb.pitch_id', '=', 'p.id')
          .orderBy('b.name'),
      ).as('brands'),
    ])
    .orderBy(sortColumn, query.sort_direction)
    .orderBy('p.id', query.sort_direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    company: { id: row.company_id, name: row.company_name },
    category: { id: row.category_id, key: row.category_key },
    start_date: row.start_date,
    end_date: row.end_date,
    winner: row.winner,
    formerWinner: row.former_winner,
    competitors: row.competitors,
    externalCompetitors: row.external_competitors,
    externalWinner: row.external_winner,
    externalFormerWinner: row.external_former_winner,
    brands: row.brands,
    scope: row.scope,
    competition: row.competition,
    comment: row.comment,
    source: row.source,
  }));
}

/** How many pitches the list shows for these filters. */
export async function countPitches(
  tenantDb: TenantDb,
  filters: PitchFilters,
  today: string,
): Promise<number> {
  const { total } = await filteredPitches(tenantDb, filters, today)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Number of pitches per start year, oldest first. */
export async function countPitchesByYear(tenantDb: TenantDb, filters: PitchFilters, today: string) {
  const year = sql<number>`extract(year FROM p.start_date)::int`;
  const rows = await filteredPitches(tenantDb, filters, today)
    .select((eb) => [year.as('year'), eb.fn.countAll<number>().as('count')])
    .groupBy(year)
    .orderBy(year)
    .execute();
  return rows.map((row) => ({ year: Number(row.year), count: Number(row.count) }));
}
