import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../platform/database/compiled-query.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase>;

/**
 * The General tab and the availability of every other tab in one round trip: the company row,
 * its reference keys, links and group ids as JSON sub-selects, and one EXISTS per section.
 * Compiled once per tenant: building it cost more than running it.
 */
export async function getCompanyDetailRow(db: Db, id: number) {
  return (await companyDetailQuery(db, { id }))[0];
}

const companyDetailQuery = compiledOnce(['id'], (db: Db, { id }: { id: number }) =>
  db
    .selectFrom('companies')
    .where('companies.id', '=', id)
    .select((eb) => [
      'companies.id',
      'companies.name',
      'companies.type',
      'companies.active',
      'companies.logo_url',
      'companies.international_invest',
      'companies.address',
      'companies.address_notes',
      'companies.postal_code',
      'companies.city',
      'companies.province',
      'companies.region',
      'companies.nation',
      'companies.lat',
      'companies.lng',
      'companies.tel',
      'companies.fax',
      'companies.email',
      'companies.website',
      'companies.e_commerce',
      'companies.vat',
      'companies.creation_year',
      'companies.store_number',
      'companies.number_of_contacts',
      'companies.medium_planning',
      'companies.income_range',
      'companies.employer_range',
      'companies.key_nielsen',
      'companies.ateco_code',
      'companies.nation_orig',
      'companies.public_comment',
      'companies.job_offers_updated_at',
      'companies.created_at',
      'companies.modified_at',
      'companies.verified_at',
      jsonObjectFrom(
        eb
          .selectFrom('categories')
          .select(['categories.id', 'categories.key'])
          .whereRef('categories.id', '=', 'companies.main_category_id'),
      ).as('main_category'),
      jsonArrayFrom(
        eb
          .selectFrom('sectors')
          .select(['sectors.id', 'sectors.key'])
          .where('sectors.id', '=', eb.fn.any('companies.sector_ids'))
          .orderBy('sectors.key'),
      ).as('sectors'),
      jsonArrayFrom(
        eb
          .selectFrom('reference_items as oc')
          .select(['oc.id', 'oc.key'])
          .where('oc.id', '=', eb.fn.any('companies.other_category_ids'))
          .orderBy('oc.sort_order'),
      ).as('other_categories'),
      jsonArrayFrom(
        eb
          .selectFrom('collective_agreements as ca')
          .select(['ca.id', 'ca.key', 'ca.identifier'])
          .where('ca.id', '=', eb.fn.any('companies.collective_agreement_ids'))
          .orderBy('ca.key'),
      ).as('collective_agreements'),
      jsonArrayFrom(
        eb
          .selectFrom('company_external_links as l')
          .select(['l.id', 'l.label', 'l.link', 'l.logo', 'l.disabled'])
          .whereRef('l.company_id', '=', 'companies.id')
          .orderBy('l.id'),
      ).as('external_links'),
      jsonObjectFrom(
        eb
          .selectFrom('companies as parent')
          .select(['parent.id', 'parent.name'])
          .whereRef('parent.id', '=', 'companies.parent_id'),
      ).as('parent'),
      sql<
        number[]
      >`array(${eb.selectFrom('companies as child').select('child.id').whereRef('child.parent_id', '=', 'companies.id').orderBy('child.id')})`.as(
        'children_ids',
      ),
      eb
        .exists(
          eb
            .selectFrom('contacts')
            .select('contacts.id')
            .whereRef('contacts.company_id', '=', 'companies.id'),
        )
        .as('has_contacts'),
      eb
        .exists(
          eb
            .selectFrom('company_financials as f')
            .select('f.year')
            .whereRef('f.company_id', '=', 'companies.id')
            .where((fb) =>
              fb.or([
                fb('f.revenue', 'is not', null),
                fb('f.operating_result', 'is not', null),
                fb('f.employees', 'is not', null),
                fb('f.personnel_cost', 'is not', null),
              ]),
            ),
        )
        .as('has_financials'),
      eb
        .exists(eb.selectFrom('job_offers as j').select('j.id').whereRef('j.company_id', '=', 'companies.id'))
        .as('has_job_offers'),
      eb
        .exists(
          eb
            .selectFrom('investment_rounds as r')
            .select('r.id')
            .whereRef('r.company_id', '=', 'companies.id'),
        )
        .as('has_investment_rounds'),
      eb
        .exists(
          eb.selectFrom('nielsen_spend as n').select('n.year').whereRef('n.company_id', '=', 'companies.id'),
        )
        .as('has_nielsen'),
      eb
        .exists(
          eb.selectFrom('social_media as s').select('s.id').whereRef('s.company_id', '=', 'companies.id'),
        )
        .as('has_social_media'),
      eb
        .or([
          eb.exists(
            eb.selectFrom('brands as b').select('b.id').whereRef('b.company_id', '=', 'companies.id'),
          ),
          eb.exists(
            eb
              .selectFrom('work_relations as w')
              .select('w.id')
              .whereRef('w.agency_company_id', '=', 'companies.id'),
          ),
        ])
        .as('has_brands'),
      eb
        .or([
          eb.exists(
            eb.selectFrom('pitches as p').select('p.id').whereRef('p.company_id', '=', 'companies.id'),
          ),
          eb.exists(
            eb
              .selectFrom('pitches as pw')
              .select('pw.id')
              .whereRef('pw.winner_company_id', '=', 'companies.id'),
          ),
          eb.exists(
            eb
              .selectFrom('pitch_competitors as pc')
              .select('pc.pitch_id')
              .whereRef('pc.company_id', '=', 'companies.id'),
          ),
        ])
        .as('has_pitch'),
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('creative_works as cw')
              .select('cw.id')
              .whereRef('cw.company_id', '=', 'companies.id'),
          ),
          eb.exists(
            eb
              .selectFrom('creative_works as ca2')
              .select('ca2.id')
              .whereRef('ca2.agency_id', '=', 'companies.id'),
          ),
        ])
        .as('has_creativity'),
    ]),
);

export type CompanyDetailRow = NonNullable<Awaited<ReturnType<typeof getCompanyDetailRow>>>;
