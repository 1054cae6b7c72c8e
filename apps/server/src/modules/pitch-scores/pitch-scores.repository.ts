import type { PitchScore, PitchScoreSearchQuery } from '@adatlas/domain/market-data';
import { type Selectable, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { PitchScoresTable } from '../../platform/database/schema.ts';

export function findPitchHistory(tenantDb: TenantDb) {
  return tenantDb.db
    .selectFrom('pitches')
    .select(['company_id', 'category_id', 'start_date', 'end_date', 'scope', 'winner_company_id'])
    .where('active', '=', true)
    .orderBy('company_id')
    .orderBy('category_id')
    .orderBy('start_date')
    .orderBy('id')
    .execute();
}

/** A score as the computation yields it: the table's columns but the key and the write time. */
export type NewPitchScore = Omit<Selectable<PitchScoresTable>, 'id' | 'computed_at'>;

const INSERT_BATCH = 1_000;

/**
 * Rewrites the scores in one transaction: readers see the old scores or the new, never a mix. A
 * (company, category) keeps its row id across recomputes, because users tag scores by id; a score
 * no longer computed goes, and its tag associations with it.
 */
export async function replacePitchScores(tenantDb: TenantDb, rows: NewPitchScore[], at: Date) {
  await tenantDb.db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const batch = rows.slice(start, start + INSERT_BATCH).map((row) => ({ ...row, computed_at: at }));
      await trx
        .insertInto('pitch_scores')
        .values(batch)
        .onConflict((oc) =>
          oc.columns(['company_id', 'category_id']).doUpdateSet((eb) => ({
            latest_end_date: eb.ref('excluded.latest_end_date'),
            scope: eb.ref('excluded.scope'),
            latest_winner_company_id: eb.ref('excluded.latest_winner_company_id'),
            score: eb.ref('excluded.score'),
            computed_at: eb.ref('excluded.computed_at'),
          })),
        )
        .execute();
    }
    const companyIds = rows.map((row) => row.company_id);
    const categoryIds = rows.map((row) => row.category_id);
    const gone = await trx
      .deleteFrom('pitch_scores')
      .where(
        sql<boolean>`(company_id, category_id) NOT IN (SELECT * FROM unnest(${companyIds}::bigint[], ${categoryIds}::int[]))`,
      )
      .returning('id')
      .execute();
    if (gone.length > 0) {
      await trx
        .deleteFrom('tag_associations')
        .where('entity_type', '=', 'pitchScore')
        .where(
          'entity_id',
          'in',
          gone.map((row) => row.id),
        )
        .execute();
    }
  });
}

const SORT_COLUMNS = {
  company: sql`c.name_norm`,
  category: sql`cat.key`,
  endDate: sql`ps.latest_end_date`,
  scope: sql`ps.scope`,
  score: sql`ps.score`,
} as const;

/** The filters of the pitch-score list; paging and sort fields are not read. */
export type PitchScoreFilters = Omit<PitchScoreSearchQuery, 'page' | 'pageSize' | 'sortBy' | 'sortDirection'>;

/**
 * Pitch scores joined to their company and category, narrowed by the list filters. Shared by the
 * list, its count, the saved-search count and tagging all results (`ps.id`).
 */
export function filteredPitchScores(tenantDb: TenantDb, query: PitchScoreFilters) {
  let base = tenantDb.db
    .selectFrom('pitch_scores as ps')
    .innerJoin('companies as c', 'c.id', 'ps.company_id')
    .innerJoin('reference_items as cat', 'cat.id', 'ps.category_id')
    .leftJoin('companies as w', 'w.id', 'ps.latest_winner_company_id')
    .where('ps.score', '>=', query.minPitchScore);
  if (query.companyId) base = base.where('ps.company_id', '=', query.companyId);
  if (query.pitchCategory?.length) base = base.where('ps.category_id', 'in', query.pitchCategory);
  if (query.region?.length) base = base.where('c.region', 'in', query.region);
  if (query.sector?.length) base = base.where(sql<boolean>`c.sector_ids && ${query.sector}::int[]`);
  if (query.pitchScope?.length) base = base.where('ps.scope', 'in', query.pitchScope);
  if (query.nielsenYear !== undefined) {
    const { nielsenYear, nielsenChannel, nielsenMin, nielsenMax } = query;
    base = base.where(({ exists, selectFrom }) => {
      let spend = selectFrom('nielsen_spend as n')
        .select('n.company_id')
        .whereRef('n.company_id', '=', 'ps.company_id')
        .where('n.year', '=', nielsenYear);
      if (nielsenChannel) spend = spend.where('n.channel', '=', nielsenChannel);
      if (nielsenMin !== undefined) spend = spend.where('n.amount', '>=', nielsenMin);
      if (nielsenMax !== undefined) spend = spend.where('n.amount', '<=', nielsenMax);
      return exists(spend);
    });
  }
  return base;
}

export async function countPitchScores(tenantDb: TenantDb, query: PitchScoreFilters): Promise<number> {
  const { total } = await filteredPitchScores(tenantDb, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** One page of the list in its order (the sort of the query, then the id). */
export async function findPitchScorePage(
  tenantDb: TenantDb,
  query: Omit<PitchScoreSearchQuery, 'page' | 'pageSize'>,
  page: { offset: number; limit: number },
): Promise<PitchScore[]> {
  const rows = await filteredPitchScores(tenantDb, query)
    .select((eb) => [
      // Work relations file disciplines under the agency list, pitches under the pitch list: the
      // two share their keys.
      jsonObjectFrom(
        eb
          .selectFrom('brands as b')
          .innerJoin('work_relations as wr', 'wr.brand_id', 'b.id')
          .innerJoin('reference_items as wcat', 'wcat.id', 'wr.category_id')
          .innerJoin('companies as a', 'a.id', 'wr.agency_company_id')
          .select(['a.id', 'a.name'])
          .whereRef('b.company_id', '=', 'ps.company_id')
          .whereRef('wcat.key', '=', 'cat.key')
          .orderBy(sql`wr.since DESC NULLS LAST`)
          .orderBy('a.id')
          .limit(1),
      ).as('current_agency'),
      'ps.id',
      'ps.score',
      'ps.scope',
      'ps.latest_end_date',
      'c.id as company_id',
      'c.name as company_name',
      'cat.id as category_id',
      'cat.key as category_key',
      'w.id as winner_id',
      'w.name as winner_name',
    ])
    .orderBy(SORT_COLUMNS[query.sortBy], (ob) =>
      query.sortDirection === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast(),
    )
    .orderBy('ps.id', query.sortDirection)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    company: { id: row.company_id, name: row.company_name },
    category: { id: row.category_id, key: row.category_key },
    latestEndDate: row.latest_end_date,
    scope: row.scope,
    latestWinner:
      row.winner_id === null || row.winner_name === null
        ? null
        : { id: row.winner_id, name: row.winner_name },
    currentAgency: row.current_agency,
    score: row.score,
  }));
}
