import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { countUpToCap } from '../../platform/database/search/capped-count.ts';
import { type ResolvedName, resolvedNameCondition } from '../../platform/database/search/name-matchers.ts';
import { confirmedEvidence } from '../inferred-relations/inferred-relations.repository.ts';

type Db = Kysely<TenantDatabase>;
const BRAND_MODAL_ITEMS = 20;

/** `name` is matched as the quick search matches brands (`resolveName`). */
function filteredBrands(db: Db, name: ResolvedName | undefined) {
  const query = db.selectFrom('brands as b').where('b.active', '=', true);
  return name ? query.where(resolvedNameCondition('brand', name)) : query;
}

export function findBrandPage(
  db: Db,
  name: ResolvedName | undefined,
  page: { offset: number; limit: number },
) {
  return filteredBrands(db, name)
    .leftJoin('companies as c', 'c.id', 'b.company_id')
    .select(['b.id', 'b.name', 'b.logo_url', 'c.id as company_id', 'c.name as company_name'])
    .orderBy('b.name_norm')
    .orderBy('b.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function countBrands(db: Db, name: ResolvedName | undefined) {
  return countUpToCap(db, filteredBrands(db, name));
}

/** The sectors of brand `b` (an alias of the calling query), by key: the brand modal and brand cards. */
export function brandSectors<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) {
  const scoped = eb as unknown as ExpressionBuilder<TenantDatabase & { b: TenantDatabase['brands'] }, 'b'>;
  return jsonArrayFrom(
    scoped
      .selectFrom('sectors as s')
      .select(['s.id', 's.key'])
      .where('s.id', '=', scoped.fn.any('b.sector_ids'))
      .orderBy('s.key'),
  );
}

/** Everything the brand modal shows, in one round trip. */
export function getBrandRow(db: Db, id: number) {
  return db
    .selectFrom('brands as b')
    .where('b.id', '=', id)
    .select((eb) => [
      'b.id',
      'b.name',
      'b.active',
      'b.logo_url',
      'b.website',
      jsonObjectFrom(
        eb.selectFrom('companies as c').select(['c.id', 'c.name']).whereRef('c.id', '=', 'b.company_id'),
      ).as('company'),
      brandSectors(eb).as('sectors'),
      jsonArrayFrom(
        eb
          .selectFrom('brand_external_links as l')
          .select(['l.id', 'l.label', 'l.link', 'l.disabled'])
          .whereRef('l.brand_id', '=', 'b.id')
          .orderBy('l.id'),
      ).as('external_links'),
      jsonArrayFrom(
        eb
          .selectFrom('work_relations as w')
          .innerJoin('companies as ag', 'ag.id', 'w.agency_company_id')
          .innerJoin('reference_items as cat', 'cat.id', 'w.category_id')
          .select((agency) => [
            'ag.id',
            'ag.name',
            sql<
              { categoryId: number; categoryName: string }[]
            >`json_agg(json_build_object('categoryId', cat.id, 'categoryName', cat.label) ORDER BY cat.sort_order)`.as(
              'categories',
            ),
            confirmedEvidence(agency, 'b.id', 'ag.id').as('inferred'),
          ])
          .whereRef('w.brand_id', '=', 'b.id')
          .groupBy(['ag.id', 'ag.name', 'ag.name_norm'])
          .orderBy('ag.name_norm'),
      ).as('agencies'),
      jsonArrayFrom(
        eb
          .selectFrom('creative_works as cw')
          .select((cb) => [
            'cw.id',
            'cw.title',
            'cw.published_at as date',
            'cw.duration_seconds as duration',
            'cw.url',
            'cw.snapshot_url as snapshotUrl',
            'cw.active',
            jsonObjectFrom(
              cb
                .selectFrom('brands as cb2')
                .select(['cb2.id', 'cb2.name'])
                .whereRef('cb2.id', '=', 'cw.brand_id'),
            ).as('brand'),
            jsonObjectFrom(
              cb
                .selectFrom('companies as cag')
                .select(['cag.id', 'cag.name'])
                .whereRef('cag.id', '=', 'cw.agency_id'),
            ).as('agency'),
          ])
          .whereRef('cw.brand_id', '=', 'b.id')
          .where('cw.active', '=', true)
          .orderBy('cw.published_at', 'desc')
          .limit(BRAND_MODAL_ITEMS),
      ).as('creas'),
      jsonArrayFrom(
        eb
          .selectFrom('pitch_brands as pb')
          .innerJoin('pitches as p', 'p.id', 'pb.pitch_id')
          .innerJoin('reference_items as pcat', 'pcat.id', 'p.category_id')
          .innerJoin('companies as adv', 'adv.id', 'p.company_id')
          .select((pbb) => [
            'p.id',
            'p.title',
            'p.start_date as startDate',
            'p.end_date as endDate',
            sql<{ id: number; key: string }>`json_build_object('id', pcat.id, 'key', pcat.key)`.as(
              'category',
            ),
            sql<{ id: number; name: string }>`json_build_object('id', adv.id, 'name', adv.name)`.as(
              'company',
            ),
            jsonObjectFrom(
              pbb
                .selectFrom('companies as win')
                .select(['win.id', 'win.name'])
                .whereRef('win.id', '=', 'p.winner_company_id'),
            ).as('winnerCompany'),
          ])
          .whereRef('pb.brand_id', '=', 'b.id')
          .where('p.active', '=', true)
          .orderBy('p.start_date', 'desc')
          .limit(BRAND_MODAL_ITEMS),
      ).as('pitches'),
      jsonArrayFrom(
        eb
          .selectFrom('contacts as ct')
          .select(['ct.id', 'ct.name', 'ct.surname', 'ct.title'])
          .whereRef('ct.company_id', '=', 'b.company_id')
          .where('ct.active', '=', true)
          .orderBy('ct.modified_at', 'desc')
          .limit(BRAND_MODAL_ITEMS),
      ).as('contacts'),
    ])
    .executeTakeFirst();
}
