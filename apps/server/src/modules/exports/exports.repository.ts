import type { WorkRelationSearchQuery } from '@adatlas/domain/market-data';
import type { SortDirection } from '@adatlas/domain/search';
import { type Kysely, sql } from 'kysely';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { type CompanySortKey, filteredCompanies, orderCompanies } from '../companies/companies.repository.ts';
import type { ExpandedCompanyFilters } from '../companies/company-filters.ts';
import {
  type ContactQuery,
  type ContactSortKey,
  filteredContacts,
  orderContacts,
} from '../contacts/contacts.repository.ts';
import { filteredBrands } from '../work-relations/work-relations.repository.ts';

type Db = Kysely<TenantDatabase>;

/** The spreadsheet columns of a company. */
const COMPANY_EXPORT_SELECTION = [
  'companies.id',
  'companies.name',
  'companies.type',
  'companies.main_category_key as main_category',
  'companies.email',
  'companies.tel',
  'companies.website',
  'companies.address',
  'companies.postal_code',
  'companies.city',
  'companies.province',
  'companies.region',
  'companies.vat',
  'companies.creation_year',
  'companies.number_of_contacts',
  'companies.modified_at',
] as const;

/** The spreadsheet columns of a contact (`p`, its company `c` and function `fn` joined). */
const CONTACT_EXPORT_SELECTION = [
  'p.id',
  'p.name',
  'p.surname',
  'p.title',
  'fn.key as function',
  'c.name as company',
  'p.email',
  'p.tel',
  'p.phone',
  'p.linkedin',
  'p.city',
  'p.province',
  'p.region',
  'p.modified_at',
] as const;

/** The company search, unpaged, in the list's order, with the columns of the spreadsheet. */
export function companyExportQuery(
  db: Db,
  filters: ExpandedCompanyFilters,
  sort: { key: CompanySortKey; direction: SortDirection },
) {
  return orderCompanies(filteredCompanies(db, filters).select(COMPANY_EXPORT_SELECTION), sort, filters.key);
}

/** The contact search, unpaged, in the list's order. */
export function contactExportQuery(
  db: Db,
  q: ContactQuery,
  sort: { key: ContactSortKey; direction: SortDirection },
) {
  const query = filteredContacts(db, q)
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('functions as fn', 'fn.id', 'p.function_id')
    .select(CONTACT_EXPORT_SELECTION);
  return orderContacts(query, sort);
}

/** The ids a tag holds of one entity (the tag's ownership is the caller's to check). */
function taggedIds(db: Db, tagId: number, entity: 'company' | 'contact') {
  return db
    .selectFrom('tag_associations as a')
    .select('a.entity_id')
    .where('a.tag_id', '=', tagId)
    .where('a.entity_type', '=', entity);
}

/** Every company carrying the tag, by name, with the columns of the company list's file. */
export function taggedCompanyExportQuery(db: Db, tagId: number) {
  return db
    .selectFrom('companies')
    .select(COMPANY_EXPORT_SELECTION)
    .where('companies.id', 'in', taggedIds(db, tagId, 'company'))
    .orderBy('companies.name_norm')
    .orderBy('companies.id');
}

/** Every contact carrying the tag, by surname and name, with the columns of the contact list's file. */
export function taggedContactExportQuery(db: Db, tagId: number) {
  return db
    .selectFrom('contacts as p')
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('functions as fn', 'fn.id', 'p.function_id')
    .select(CONTACT_EXPORT_SELECTION)
    .where('p.id', 'in', taggedIds(db, tagId, 'contact'))
    .orderBy('p.surname_norm')
    .orderBy(sql`public.search_norm(${sql.ref('p.name')})`)
    .orderBy('p.id');
}

/** Contacts for the mailer: explicitly chosen ids, active only. */
export function contactsByIdsQuery(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('contacts as p')
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .select(['p.id', 'p.name', 'p.surname', 'p.email', 'c.name as company'])
    .where('p.active', '=', true)
    .where('p.id', 'in', ids)
    .orderBy('p.id');
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
