import type { WorkRelation, WorkRelationSearchQuery } from '@adatlas/domain/market-data';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { TenantDb } from '../../platform/database/databases.ts';
import { confirmedEvidence } from '../inferred-relations/inferred-relations.repository.ts';

/** Brands with at least one agency relation, narrowed by the free text, sectors and company type. */
export function filteredBrands(tenantDb: TenantDb, query: WorkRelationSearchQuery) {
  let base = tenantDb.db
    .selectFrom('brands as b')
    .leftJoin('companies as c', 'c.id', 'b.company_id')
    .where('b.active', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('work_relations as wr').select('wr.id').whereRef('wr.brand_id', '=', 'b.id')),
    );
  const text = query.brand_company_agency;
  if (text) {
    const pattern = sql<string>`'%' || public.search_norm(${text}) || '%'`;
    base = base.where(({ or, exists, selectFrom }) =>
      or([
        sql<boolean>`b.name_norm LIKE ${pattern}`,
        sql<boolean>`c.name_norm LIKE ${pattern}`,
        exists(
          selectFrom('work_relations as wt')
            .innerJoin('companies as ag', 'ag.id', 'wt.agency_company_id')
            .select('wt.id')
            .whereRef('wt.brand_id', '=', 'b.id')
            .where(sql<boolean>`ag.name_norm LIKE ${pattern}`),
        ),
      ]),
    );
  }
  if (query.sector?.length) base = base.where(sql<boolean>`b.sector_ids && ${query.sector}::int[]`);
  const types = query.company_filters?.type;
  if (types?.length) base = base.where('c.type', 'in', types);
  return base;
}

/** One page of the list in its order: company name, brand name, then id. */
export async function findWorkRelationPage(
  tenantDb: TenantDb,
  query: WorkRelationSearchQuery,
  page: { offset: number; limit: number },
): Promise<WorkRelation[]> {
  const base = filteredBrands(tenantDb, query);
  const rows = await base
    .select((eb) => [
      'b.id as brand_id',
      'b.name as brand_name',
      'c.id as company_id',
      'c.name as company_name',
      jsonArrayFrom(
        eb
          .selectFrom('sectors as s')
          .select(['s.id', 's.key'])
          .where(sql<boolean>`s.id = ANY(b.sector_ids)`)
          .orderBy('s.key'),
      ).as('sectors'),
      jsonArrayFrom(
        eb
          .selectFrom('companies as ag')
          .select((inner) => [
            'ag.id',
            'ag.name',
            jsonArrayFrom(
              inner
                .selectFrom('work_relations as wc')
                .innerJoin('reference_items as cat', 'cat.id', 'wc.category_id')
                .select(['cat.id as categoryId', 'cat.label as categoryName'])
                .whereRef('wc.brand_id', '=', 'b.id')
                .whereRef('wc.agency_company_id', '=', 'ag.id')
                .orderBy('cat.label'),
            ).as('categories'),
            confirmedEvidence(inner, 'b.id', 'ag.id').as('inferred'),
          ])
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('work_relations as wa')
                .select('wa.id')
                .whereRef('wa.brand_id', '=', 'b.id')
                .whereRef('wa.agency_company_id', '=', 'ag.id'),
            ),
          )
          .orderBy('ag.name_norm'),
      ).as('agencies'),
    ])
    .orderBy(sql`c.name_norm`, (ob) =>
      query.sort_direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsFirst(),
    )
    .orderBy('b.name_norm', query.sort_direction)
    .orderBy('b.id', query.sort_direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    brand: { id: row.brand_id, name: row.brand_name },
    company:
      row.company_id === null || row.company_name === null
        ? null
        : { id: row.company_id, name: row.company_name },
    sectors: row.sectors,
    agencies: row.agencies,
  }));
}

/** How many brands the list shows for these filters. */
export async function countWorkRelations(
  tenantDb: TenantDb,
  query: WorkRelationSearchQuery,
): Promise<number> {
  const { total } = await filteredBrands(tenantDb, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** One row per brand and agency, the agency's services joined, in the page's order. */
export function workRelationExportQuery(tenantDb: TenantDb, query: WorkRelationSearchQuery) {
  const dir = query.sort_direction;
  return filteredBrands(tenantDb, query)
    .innerJoin('work_relations as wr', 'wr.brand_id', 'b.id')
    .innerJoin('companies as ag', 'ag.id', 'wr.agency_company_id')
    .leftJoin('reference_items as cat', 'cat.id', 'wr.category_id')
    .select([
      'b.id as brand_id',
      'b.name as brand',
      'c.name as company',
      'ag.name as agency',
      sql<
        string | null
      >`(SELECT string_agg(s.key, ', ' ORDER BY s.key) FROM ${sql.table(`${tenantDb.schema}.sectors`)} s WHERE s.id = ANY(b.sector_ids))`.as(
        'sectors',
      ),
      sql<string>`string_agg(DISTINCT cat.label, ', ')`.as('services'),
    ])
    .groupBy(['b.id', 'b.name', 'c.name', 'c.name_norm', 'b.name_norm', 'ag.id', 'ag.name', 'ag.name_norm'])
    .orderBy(sql`c.name_norm`, (ob) => (dir === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsFirst()))
    .orderBy('b.name_norm', dir)
    .orderBy('b.id', dir)
    .orderBy('ag.name_norm', 'asc');
}
