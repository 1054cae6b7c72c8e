import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { CONTACT_FUNCTION_COLUMNS, CONTACT_NAME_COLUMNS } from '../../platform/database/contact-columns.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { brandSectors } from '../brands/brands.repository.ts';
import { CREA_COLUMNS } from '../creativity/crea-columns.ts';
import { confirmedEvidence } from '../inferred-relations/inferred-relations.repository.ts';

type Db = Kysely<TenantDatabase>;

export function getCompanyType(db: Db, id: number) {
  return db.selectFrom('companies').select(['id', 'type']).where('id', '=', id).executeTakeFirst();
}

export function findCompanyContacts(db: Db, companyId: number, functionIds: number[] | null) {
  let query = db
    .selectFrom('contacts as p')
    .leftJoin('functions as fn', 'fn.id', 'p.function_id')
    .select([
      ...CONTACT_NAME_COLUMNS,
      'p.email',
      'p.tel',
      'p.linkedin',
      'p.modified_at',
      ...CONTACT_FUNCTION_COLUMNS,
    ])
    .where('p.company_id', '=', companyId)
    .where('p.active', '=', true);
  if (functionIds) query = query.where('p.function_id', 'in', functionIds);
  return query.orderBy('p.surname').orderBy('p.name').orderBy('p.id').execute();
}

export function findCompanyFinancials(db: Db, companyId: number) {
  return db
    .selectFrom('company_financials')
    .select(['year', 'revenue', 'operating_result', 'employees', 'personnel_cost'])
    .where('company_id', '=', companyId)
    .orderBy('year')
    .execute();
}

export function findCompanyJobOffers(db: Db, companyId: number) {
  return db
    .selectFrom('job_offers')
    .select(['id', 'published_at', 'job_title', 'contract_type', 'location', 'url', 'description'])
    .where('company_id', '=', companyId)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findCompanyInvestmentRounds(db: Db, companyId: number) {
  return db
    .selectFrom('investment_rounds as r')
    .leftJoin('reference_items as ft', 'ft.id', 'r.funding_type_id')
    .select((eb) => [
      'r.id',
      'r.funding_date',
      'r.total_amount',
      'ft.id as funding_type_id',
      'ft.key as funding_type_key',
      jsonArrayFrom(
        eb
          .selectFrom('investment_round_investors as i')
          .leftJoin('companies as ic', 'ic.id', 'i.investor_company_id')
          .select([
            'ic.id as companyId',
            sql<string>`coalesce(ic.name, i.investor_name)`.as('companyName'),
            'i.amount as amountInvested',
          ])
          .whereRef('i.round_id', '=', 'r.id')
          .orderBy('i.amount', (ob) => ob.desc().nullsLast()),
      ).as('investors'),
    ])
    .where('r.company_id', '=', companyId)
    .orderBy('r.funding_date')
    .orderBy('r.id')
    .execute();
}

export function findCompanyNielsen(db: Db, companyId: number) {
  return db
    .selectFrom('nielsen_spend')
    .select(['year', 'channel', 'amount'])
    .where('company_id', '=', companyId)
    .orderBy('year')
    .orderBy('channel')
    .execute();
}

export function findCompanySocialMedia(db: Db, companyId: number) {
  return db
    .selectFrom('social_media')
    .select(['network', 'measured_at', 'followers', 'likes', 'posts', 'views', 'app_rating'])
    .where('company_id', '=', companyId)
    .orderBy('network')
    .orderBy('measured_at')
    .execute();
}

function brandColumns(db: Db) {
  return db
    .selectFrom('brands as b')
    .leftJoin('companies as owner', 'owner.id', 'b.company_id')
    .select((eb) => [
      'b.id',
      'b.name',
      'b.logo_url',
      'b.website',
      'owner.id as owner_id',
      'owner.name as owner_name',
      brandSectors(eb).as('sectors'),
      // The agencies working on the brand, each with the categories it covers (brand cards).
      jsonArrayFrom(
        eb
          .selectFrom('companies as ag')
          .select((agency) => [
            'ag.id',
            'ag.name',
            jsonArrayFrom(
              agency
                .selectFrom('work_relations as wc')
                .innerJoin('reference_items as rc', 'rc.id', 'wc.category_id')
                .select(['rc.id as categoryId', 'rc.label as categoryName'])
                .whereRef('wc.brand_id', '=', 'b.id')
                .whereRef('wc.agency_company_id', '=', 'ag.id')
                .orderBy('rc.sort_order'),
            ).as('categories'),
            confirmedEvidence(agency, 'b.id', 'ag.id').as('inferred'),
          ])
          .where((agency) =>
            agency.exists(
              agency
                .selectFrom('work_relations as wa')
                .select('wa.id')
                .whereRef('wa.brand_id', '=', 'b.id')
                .whereRef('wa.agency_company_id', '=', 'ag.id'),
            ),
          )
          .orderBy('ag.name_norm'),
      ).as('agencies'),
    ])
    .where('b.active', '=', true);
}

/** Brands owned by the company (advertisers, sales houses, media). */
export function findOwnBrands(
  db: Db,
  companyId: number,
  sectorIds: number[] | null,
  direction: 'asc' | 'desc',
) {
  let query = brandColumns(db).where('b.company_id', '=', companyId);
  if (sectorIds)
    query = query.where(sql<boolean>`${sql.ref('b.sector_ids')} && ${sql.val(sectorIds)}::int[]`);
  return query
    .select(sql<{ categoryId: number; categoryName: string }[]>`'[]'::json`.as('categories'))
    .orderBy('b.name_norm', direction)
    .orderBy('b.id')
    .execute();
}

/** Brands an agency works on (work relations), with the categories it covers for each. */
export function findWorkingBrands(
  db: Db,
  agencyId: number,
  sectorIds: number[] | null,
  direction: 'asc' | 'desc',
) {
  let query = brandColumns(db).where((eb) =>
    eb.exists(
      eb
        .selectFrom('work_relations as w')
        .select('w.id')
        .whereRef('w.brand_id', '=', 'b.id')
        .where('w.agency_company_id', '=', agencyId),
    ),
  );
  if (sectorIds)
    query = query.where(sql<boolean>`${sql.ref('b.sector_ids')} && ${sql.val(sectorIds)}::int[]`);
  return query
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('work_relations as w2')
          .innerJoin('reference_items as cat', 'cat.id', 'w2.category_id')
          .select(['cat.id as categoryId', 'cat.label as categoryName'])
          .whereRef('w2.brand_id', '=', 'b.id')
          .where('w2.agency_company_id', '=', agencyId)
          .orderBy('cat.sort_order'),
      ).as('categories'),
    )
    .orderBy('b.name_norm', direction)
    .orderBy('b.id')
    .execute();
}

export interface PitchRange {
  category?: number;
  from?: string;
  to?: string;
}

/** Pitches where the company is the advertiser, the (former) winner or a competitor. */
export function findCompanyPitches(db: Db, companyId: number, range: PitchRange) {
  let query = db
    .selectFrom('pitches as p')
    .innerJoin('reference_items as cat', 'cat.id', 'p.category_id')
    .innerJoin('companies as adv', 'adv.id', 'p.company_id')
    .leftJoin('companies as win', 'win.id', 'p.winner_company_id')
    .select([
      'p.id',
      'p.title',
      'p.start_date',
      'p.end_date',
      'p.company_id',
      'p.winner_company_id',
      'p.former_winner_company_id',
      'cat.id as category_id',
      'cat.key as category_key',
      'adv.name as company_name',
      'win.name as winner_name',
    ])
    .where('p.active', '=', true)
    .where((eb) =>
      eb.or([
        eb('p.company_id', '=', companyId),
        eb('p.winner_company_id', '=', companyId),
        eb('p.former_winner_company_id', '=', companyId),
        eb.exists(
          eb
            .selectFrom('pitch_competitors as pc')
            .select('pc.pitch_id')
            .whereRef('pc.pitch_id', '=', 'p.id')
            .where('pc.company_id', '=', companyId),
        ),
      ]),
    );
  if (range.category) query = query.where('p.category_id', '=', range.category);
  if (range.from) query = query.where('p.start_date', '>=', range.from);
  if (range.to) query = query.where('p.start_date', '<=', range.to);
  return query.orderBy('p.start_date', 'desc').orderBy('p.id', 'desc').execute();
}

/** Creative works of the company as advertiser or as (production) agency. */
export function findCompanyCreas(db: Db, companyId: number, hideInactive: boolean) {
  let query = db
    .selectFrom('creative_works as cw')
    .select((eb) => [
      ...CREA_COLUMNS,
      'cw.active',
      jsonObjectFrom(
        eb.selectFrom('brands as b').select(['b.id', 'b.name']).whereRef('b.id', '=', 'cw.brand_id'),
      ).as('brand'),
      jsonObjectFrom(
        eb.selectFrom('companies as ag').select(['ag.id', 'ag.name']).whereRef('ag.id', '=', 'cw.agency_id'),
      ).as('agency'),
    ])
    .where((eb) =>
      eb.or([
        eb('cw.company_id', '=', companyId),
        eb('cw.agency_id', '=', companyId),
        eb('cw.production_agency_id', '=', companyId),
        eb('cw.post_production_agency_id', '=', companyId),
        eb('cw.music_production_agency_id', '=', companyId),
      ]),
    );
  if (hideInactive) query = query.where('cw.active', '=', true);
  return query.orderBy('cw.published_at', 'desc').orderBy('cw.id', 'desc').limit(200).execute();
}

const GROUP_MAX_DEPTH = 20;

/** Every company of the group: walk up to the root, then down from it (depth-guarded against cycles). */
export async function findGroupMembers(db: Db, companyId: number) {
  const up = await db
    .withRecursive('up(id, parent_id, depth)', (qb) =>
      qb
        .selectFrom('companies')
        .select(['companies.id', 'companies.parent_id', sql<number>`0`.as('depth')])
        .where('companies.id', '=', companyId)
        .unionAll((u) =>
          u
            .selectFrom('companies as c')
            .innerJoin('up', 'up.parent_id', 'c.id')
            .select(['c.id', 'c.parent_id', sql<number>`up.depth + 1`.as('depth')])
            .where('up.depth', '<', GROUP_MAX_DEPTH),
        ),
    )
    .selectFrom('up')
    .select(['up.id', 'up.depth'])
    .orderBy('up.depth', 'desc')
    .executeTakeFirst();
  if (!up) return null;
  const rootId = up.id;
  const members = await db
    .withRecursive('down(id, name, parent_id, depth)', (qb) =>
      qb
        .selectFrom('companies')
        .select(['companies.id', 'companies.name', 'companies.parent_id', sql<number>`0`.as('depth')])
        .where('companies.id', '=', rootId)
        .unionAll((u) =>
          u
            .selectFrom('companies as c')
            .innerJoin('down', 'down.id', 'c.parent_id')
            .select(['c.id', 'c.name', 'c.parent_id', sql<number>`down.depth + 1`.as('depth')])
            .where('down.depth', '<', GROUP_MAX_DEPTH),
        ),
    )
    .selectFrom('down')
    .select(['down.id', 'down.name', 'down.parent_id'])
    .execute();
  return { rootId, members };
}
