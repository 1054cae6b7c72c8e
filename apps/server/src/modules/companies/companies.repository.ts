import type { SortDirection } from '@adatlas/domain/search';
import type { Kysely } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { countUpToCap } from '../search/capped-count.ts';
import { companyFilterConditions, type ExpandedCompanyFilters } from './company-filters.ts';

type Db = Kysely<TenantDatabase>;

export type CompanySortKey = 'name' | 'sector' | 'city';

export function filteredCompanies(db: Db, filters: ExpandedCompanyFilters) {
  return db
    .selectFrom('companies')
    .where('companies.active', '=', true)
    .where((eb) => companyFilterConditions(eb, filters));
}

/** One page of the search, sorted, with the main category key for the list. */
export function companyPageQuery(
  db: Db,
  filters: ExpandedCompanyFilters,
  sort: { key: CompanySortKey; direction: SortDirection },
  page: { offset: number; limit: number },
) {
  let query = filteredCompanies(db, filters)
    .leftJoin('categories as mc', 'mc.id', 'companies.main_category_id')
    .select([
      'companies.id',
      'companies.name',
      'companies.type',
      'companies.logo_url',
      'companies.city',
      'companies.province',
      'companies.region',
      'companies.website',
      'companies.main_category_id',
      'mc.key as main_category_key',
      'companies.sector_ids',
      'companies.number_of_contacts',
    ]);
  const direction = sort.direction;
  if (sort.key === 'city')
    query = query.orderBy('companies.city', (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  if (sort.key === 'sector')
    query = query.orderBy('mc.key', (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  const nameDirection = sort.key === 'name' ? direction : 'asc';
  return query
    .orderBy('companies.name_norm', nameDirection)
    .orderBy('companies.id', nameDirection)
    .offset(page.offset)
    .limit(page.limit);
}

export function countCompanies(db: Db, filters: ExpandedCompanyFilters): Promise<number> {
  return countUpToCap(db, filteredCompanies(db, filters));
}

export function findTreeLinks(db: Db, table: 'categories' | 'sectors' | 'functions') {
  return db.selectFrom(table).select(['id', 'parent_id as parentId']).execute();
}
