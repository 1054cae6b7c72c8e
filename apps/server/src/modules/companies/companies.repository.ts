import type { COMPANY_SORT_KEYS } from '@adatlas/domain/companies';
import type { SortDirection } from '@adatlas/domain/search';
import type { Kysely, OrderByItemBuilder, SelectQueryBuilder } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { countUpToCap } from '../../platform/database/search/capped-count.ts';
import { nameRank, toNameKey } from '../../platform/database/search/name-match.ts';
import { companyFilterConditions, type ExpandedCompanyFilters } from './company-filters.ts';

type Db = Kysely<TenantDatabase>;

export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

export function filteredCompanies(db: Db, filters: ExpandedCompanyFilters) {
  return db
    .selectFrom('companies')
    .where('companies.active', '=', true)
    .where((eb) => companyFilterConditions(eb, filters));
}

type CompanyListQuery<O> = SelectQueryBuilder<TenantDatabase, 'companies', O>;

/**
 * The company list's order, shared by the page and the export: the sort, then the name and id.
 * By relevance, the name key's rank (as the quick search ranks it) comes before the name.
 * The sector is the copy of the main category's key on the company (migration 094), so the
 * whole list sorted by sector reads an index in order instead of joining and sorting every row.
 */
export function orderCompanies<O>(
  query: CompanyListQuery<O>,
  sort: { key: CompanySortKey; direction: SortDirection },
  nameKey?: string,
): CompanyListQuery<O> {
  const { key, direction } = sort;
  const nullsLast = (ob: OrderByItemBuilder) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast();
  // Latest changes first reads the modification-date index (migration tenant/135) in order.
  if (key === 'modified_at')
    return query.orderBy('companies.modified_at', direction).orderBy('companies.id', direction);
  let ordered = query;
  if (key === 'city') ordered = ordered.orderBy('companies.city', nullsLast);
  if (key === 'sector') ordered = ordered.orderBy('companies.main_category_key', nullsLast);
  if (key === 'relevance' && nameKey)
    ordered = ordered.orderBy(nameRank('companies.name_norm', 'companies.name_compact', toNameKey(nameKey)));
  const nameDirection = key === 'name' ? direction : 'asc';
  return ordered.orderBy('companies.name_norm', nameDirection).orderBy('companies.id', nameDirection);
}

/** One page of the search, sorted, with the main category key for the list. */
export function companyPageQuery(
  db: Db,
  filters: ExpandedCompanyFilters,
  sort: { key: CompanySortKey; direction: SortDirection },
  page: { offset: number; limit: number },
) {
  const query = filteredCompanies(db, filters).select([
    'companies.id',
    'companies.name',
    'companies.type',
    'companies.logo_url',
    'companies.city',
    'companies.province',
    'companies.region',
    'companies.website',
    'companies.main_category_id',
    'companies.main_category_key',
    'companies.sector_ids',
    'companies.number_of_contacts',
    'companies.modified_at',
    'companies.verified_at',
  ]);
  return orderCompanies(query, sort, filters.key?.text).offset(page.offset).limit(page.limit);
}

export function countCompanies(db: Db, filters: ExpandedCompanyFilters): Promise<number> {
  return countUpToCap(db, filteredCompanies(db, filters));
}

export function findTreeLinks(db: Db, table: 'categories' | 'sectors' | 'functions') {
  return db.selectFrom(table).select(['id', 'parent_id as parentId']).execute();
}

/** The spreadsheet columns of a company. */
export const COMPANY_EXPORT_SELECTION = [
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

/** The company search, unpaged, in the list's order, with the columns of the spreadsheet. */
export function companyExportQuery(
  db: Db,
  filters: ExpandedCompanyFilters,
  sort: { key: CompanySortKey; direction: SortDirection },
) {
  return orderCompanies(
    filteredCompanies(db, filters).select(COMPANY_EXPORT_SELECTION),
    sort,
    filters.key?.text,
  );
}
