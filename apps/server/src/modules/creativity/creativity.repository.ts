import { type Crea, type CreaSearchQuery, SNIPPET_MAX_CHARS } from '@adatlas/domain/market-data';
import { type ExpressionBuilder, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { CREA_COLUMNS, toCreaFields } from './crea-columns.ts';

type CreaScope = ExpressionBuilder<TenantDatabase & { cw: TenantDatabase['creative_works'] }, 'cw'>;
type CompanyColumn =
  | 'cw.company_id'
  | 'cw.agency_id'
  | 'cw.production_agency_id'
  | 'cw.post_production_agency_id'
  | 'cw.music_production_agency_id';

const companyOf = (eb: CreaScope, column: CompanyColumn) =>
  jsonObjectFrom(
    eb.selectFrom('companies as co').select(['co.id', 'co.name']).whereRef('co.id', '=', column),
  );

/** Active creative works, newest first by default, with brand, advertiser and agency credits. */
export async function findCreaPage(
  tenantDb: TenantDb,
  query: CreaSearchQuery & { limit: number },
): Promise<{ rows: Crea[]; total: number }> {
  const base = tenantDb.db.selectFrom('creative_works as cw').where('cw.active', '=', true);
  const sortColumn = query.sort_key === 'title' ? sql`public.search_norm(cw.title)` : sql`cw.published_at`;
  const rows = await base
    .select((eb) => [
      ...CREA_COLUMNS,
      sql<string | null>`left(cw.infos, ${SNIPPET_MAX_CHARS})`.as('infos'),
      jsonObjectFrom(
        eb.selectFrom('brands as br').select(['br.id', 'br.name']).whereRef('br.id', '=', 'cw.brand_id'),
      ).as('brand'),
      companyOf(eb, 'cw.company_id').as('company'),
      companyOf(eb, 'cw.agency_id').as('agency'),
      companyOf(eb, 'cw.production_agency_id').as('productionAgency'),
      companyOf(eb, 'cw.post_production_agency_id').as('postProductionAgency'),
      companyOf(eb, 'cw.music_production_agency_id').as('musicProductionAgency'),
    ])
    .orderBy(sortColumn, query.sort_direction)
    .orderBy('cw.id', query.sort_direction)
    .limit(query.limit)
    .offset((query.pageNum - 1) * query.limit)
    .execute();
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      ...toCreaFields(row),
      infos: row.infos,
      brand: row.brand,
      company: row.company,
      agency: row.agency,
      productionAgency: row.productionAgency,
      postProductionAgency: row.postProductionAgency,
      musicProductionAgency: row.musicProductionAgency,
    })),
  };
}

export function getCreaTitle(tenantDb: TenantDb, id: number) {
  return tenantDb.db
    .selectFrom('creative_works')
    .select(['id', 'title'])
    .where('id', '=', id)
    .executeTakeFirst();
}
