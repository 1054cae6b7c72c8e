import { LOOKUP_LIMIT, type LookupEntity, type LookupOption } from '@adatlas/domain/admin';
import { escapeLike } from '@adatlas/domain/search';
import { type Kysely, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase>;
type Filter = { q: string } | { ids: number[] };

/**
 * `%q%` on the normalised name, so "oreal" finds "L'Oréal"; names that start with q come first.
 * The wildcards are escaped before normalising: lower() and unaccent() leave `\ % _` alone.
 */
function nameMatch(column: string, q: string) {
  const pattern = sql`public.search_norm(${escapeLike(q)}::text)`;
  return {
    where: sql<boolean>`${sql.ref(column)} LIKE '%' || ${pattern} || '%'`,
    startsFirst: sql`${sql.ref(column)} LIKE ${pattern} || '%'`,
  };
}

export async function findCompanyOptions(db: Db, filter: Filter): Promise<LookupOption[]> {
  let query = db
    .selectFrom('companies')
    .select(['id', 'name as label', 'city as detail'])
    .limit(LOOKUP_LIMIT);
  if ('ids' in filter) return query.where('id', 'in', filter.ids).execute();
  const match = nameMatch('name_norm', filter.q);
  query = query.where(match.where).orderBy(sql`${match.startsFirst} DESC`).orderBy('name_norm');
  return (await query.execute()).map((row) => ({ ...row, id: Number(row.id) }));
}

export async function findContactOptions(db: Db, filter: Filter): Promise<LookupOption[]> {
  let query = db
    .selectFrom('contacts')
    .leftJoin('companies', 'companies.id', 'contacts.company_id')
    .select([
      'contacts.id',
      sql<string>`contacts.name || ' ' || contacts.surname`.as('label'),
      'companies.name as detail',
    ])
    .limit(LOOKUP_LIMIT);
  if ('ids' in filter) return query.where('contacts.id', 'in', filter.ids).execute();
  const match = nameMatch('contacts.full_name_norm', filter.q);
  query = query.where(match.where).orderBy(sql`${match.startsFirst} DESC`).orderBy('contacts.surname_norm');
  return (await query.execute()).map((row) => ({ ...row, id: Number(row.id) }));
}

export async function findBrandOptions(db: Db, filter: Filter): Promise<LookupOption[]> {
  let query = db
    .selectFrom('brands')
    .leftJoin('companies', 'companies.id', 'brands.company_id')
    .select(['brands.id', 'brands.name as label', 'companies.name as detail'])
    .limit(LOOKUP_LIMIT);
  if ('ids' in filter) return query.where('brands.id', 'in', filter.ids).execute();
  const match = nameMatch('brands.name_norm', filter.q);
  query = query.where(match.where).orderBy(sql`${match.startsFirst} DESC`).orderBy('brands.name_norm');
  return (await query.execute()).map((row) => ({ ...row, id: Number(row.id) }));
}

export const LOOKUP_FINDERS: Record<LookupEntity, (db: Db, filter: Filter) => Promise<LookupOption[]>> = {
  companies: findCompanyOptions,
  contacts: findContactOptions,
  brands: findBrandOptions,
};
