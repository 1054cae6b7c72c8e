import type { SortDirection } from '@adatlas/domain/search';
import { escapeLike } from '@adatlas/domain/search';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../platform/database/compiled-query.ts';
import { CONTACT_FUNCTION_COLUMNS, CONTACT_NAME_COLUMNS } from '../../platform/database/contact-columns.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { countUpToCap } from '../../platform/database/search/capped-count.ts';
import { type ResolvedName, resolvedNameCondition } from '../../platform/database/search/name-matchers.ts';
import { type CommentViewer, commentedCondition } from '../comments/comment-visibility.ts';
import { companyFilterConditions, type ExpandedCompanyFilters } from '../companies/company-filters.ts';

type Db = Kysely<TenantDatabase>;
type ContactEb = ExpressionBuilder<TenantDatabase & { p: TenantDatabase['contacts'] }, 'p'>;

/** A contact search with its company side and function trees already expanded. */
export interface ContactQuery {
  /** Chosen contacts (a list's selection): only these. */
  ids?: readonly number[];
  companyFilters: ExpandedCompanyFilters | null;
  functionIds: number[] | null;
  /** The quick search's name matcher (`resolveName`): the dropdown and this list find the same. */
  key?: ResolvedName;
  surname?: string;
  title?: string;
  city?: string[];
  province?: string[];
  region?: string[];
  emailExists?: boolean;
  /** With or without a comment `commentViewer` can read. */
  commentsExists?: boolean;
  commentViewer: CommentViewer;
  nominationExists?: boolean;
  createdAfter?: string;
  createdBefore?: string;
  modifiedAfter?: string;
  modifiedBefore?: string;
}

function contactConditions(eb: ContactEb, q: ContactQuery): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('p.active', '=', true)];
  if (q.ids?.length) conditions.push(eb('p.id', 'in', q.ids));
  if (q.companyFilters) {
    const filters = q.companyFilters;
    conditions.push(
      eb(
        'p.company_id',
        'in',
        eb
          .selectFrom('companies')
          .select('companies.id')
          .where((cb) => companyFilterConditions(cb, filters)),
      ),
    );
  }
  if (q.functionIds)
    conditions.push(
      q.functionIds.length > 0 ? eb('p.function_id', 'in', q.functionIds) : sql<SqlBool>`false`,
    );
  if (q.key) conditions.push(resolvedNameCondition('contact', q.key));
  if (q.surname)
    conditions.push(
      // Under "C" the planner turns the prefix into a range on the surname sort index, so the
      // page walks only the matching surnames, already in order (docs/performance.md).
      sql<SqlBool>`${surnameSortKey} LIKE (public.search_norm(${escapeLike(q.surname)}) || '%')`,
    );
  if (q.title) {
    conditions.push(
      sql<SqlBool>`${sql.ref('p.title_norm')} LIKE ('%' || public.search_norm(${escapeLike(q.title)}) || '%')`,
    );
  }
  if (q.city?.length) conditions.push(eb('p.city', 'in', q.city));
  if (q.province?.length) conditions.push(eb('p.province', 'in', q.province));
  if (q.region?.length) conditions.push(eb('p.region', 'in', q.region));
  if (q.emailExists !== undefined) {
    const hasEmail = eb.and([eb('p.email', 'is not', null), eb('p.email', '<>', '')]);
    conditions.push(q.emailExists ? hasEmail : eb.not(hasEmail));
  }
  if (q.commentsExists !== undefined) {
    conditions.push(commentedCondition(eb, 'p.id', 'contact', q.commentViewer, q.commentsExists));
  }
  if (q.nominationExists !== undefined) {
    conditions.push(eb('p.nomination_date', q.nominationExists ? 'is not' : 'is', null));
  }
  if (q.createdAfter) conditions.push(eb('p.created_at', '>=', new Date(q.createdAfter)));
  if (q.createdBefore) conditions.push(eb('p.created_at', '<=', new Date(q.createdBefore)));
  if (q.modifiedAfter) conditions.push(eb('p.modified_at', '>=', new Date(q.modifiedAfter)));
  if (q.modifiedBefore) conditions.push(eb('p.modified_at', '<=', new Date(q.modifiedBefore)));
  return eb.and(conditions);
}

export function filteredContacts(db: Db, q: ContactQuery) {
  return db.selectFrom('contacts as p').where((eb) => contactConditions(eb, q));
}

export type ContactSortKey = 'modified_at' | 'created_at' | 'surname' | 'company';

/**
 * The surname order compares the normalised (lower-case, unaccented) names byte by byte, so it is
 * the same on every database collation and matches `contacts_surname_sort_idx` (migration 082).
 */
const surnameSortKey = sql`(${sql.ref('p.surname_norm')} COLLATE "C")`;
const givenNameSortKey = sql`(public.search_norm(${sql.ref('p.name')}) COLLATE "C")`;

type ContactListQuery<O> = SelectQueryBuilder<
  TenantDatabase & { p: TenantDatabase['contacts']; c: TenantDatabase['companies'] },
  'p' | 'c',
  O
>;

/** The contact list's order, shared by the page and the export: the sort, then the id. */
export function orderContacts<O>(
  query: ContactListQuery<O>,
  sort: { key: ContactSortKey; direction: SortDirection },
): ContactListQuery<O> {
  const dir = sort.direction;
  let ordered = query;
  if (sort.key === 'modified_at') ordered = ordered.orderBy('p.modified_at', dir);
  if (sort.key === 'created_at') ordered = ordered.orderBy('p.created_at', dir);
  if (sort.key === 'surname') ordered = ordered.orderBy(surnameSortKey, dir).orderBy(givenNameSortKey, dir);
  if (sort.key === 'company')
    ordered = ordered.orderBy('c.name_norm', (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  return ordered.orderBy('p.id', dir);
}

/** What a list row shows: the contact, its function and its company's name. */
function listColumns<O>(query: ContactListQuery<O>) {
  return query
    .leftJoin('functions as fn', 'fn.id', 'p.function_id')
    .select([
      ...CONTACT_NAME_COLUMNS,
      'p.city',
      'p.email',
      'p.modified_at',
      'p.verified_at',
      ...CONTACT_FUNCTION_COLUMNS,
      'c.id as company_id',
      'c.name as company_name',
    ]);
}

export function findContactPage(
  db: Db,
  q: ContactQuery,
  sort: { key: ContactSortKey; direction: SortDirection },
  page: { offset: number; limit: number },
) {
  return contactPageQuery(db, q, sort, page).execute();
}

/** One page of the list, sorted (the query, for `findContactPage` and the plan tests). */
export function contactPageQuery(
  db: Db,
  q: ContactQuery,
  sort: { key: ContactSortKey; direction: SortDirection },
  page: { offset: number; limit: number },
) {
  if (sort.key === 'company' && q.companyFilters === null)
    return pageByCompanyName(db, q, sort.direction, page);
  const query = filteredContacts(db, q)
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    // A company filter already excludes contacts without a company; saying so turns the outer
    // join into an inner one, so a sort by company name can walk companies in index order
    // instead of joining and sorting every match (docs/performance.md).
    .$if(q.companyFilters !== null, (qb) => qb.where('c.id', 'is not', null));
  return orderContacts(listColumns(query), sort).offset(page.offset).limit(page.limit);
}

/**
 * The page sorted by company name when no company filter made the join an inner one: the
 * contacts of a company in company-name order, then those without a company (nulls last, as
 * `orderContacts` says). Each part is read in its own order only up to the end of the page, so
 * the first can walk the company name index into each company's contacts instead of joining and
 * sorting every contact (page 50 of 950,000 contacts: 1.2 s → 8 ms, docs/performance.md §26);
 * the outer sort then orders at most twice `offset + limit` rows.
 */
function pageByCompanyName(
  db: Db,
  q: ContactQuery,
  direction: SortDirection,
  page: { offset: number; limit: number },
) {
  const end = page.offset + page.limit;
  const withCompany = listColumns(filteredContacts(db, q).innerJoin('companies as c', 'c.id', 'p.company_id'))
    .select([sql<number>`0`.as('part'), 'c.name_norm as company_sort'])
    .orderBy('c.name_norm', direction)
    .orderBy('p.id', direction)
    .limit(end);
  const withoutCompany = listColumns(
    filteredContacts(db, q)
      .where('p.company_id', 'is', null)
      .leftJoin('companies as c', 'c.id', 'p.company_id'),
  )
    .select([sql<number>`1`.as('part'), 'c.name_norm as company_sort'])
    .orderBy('p.id', direction)
    .limit(end);
  return db
    .selectFrom(
      db
        .selectFrom(withCompany.as('a'))
        .selectAll()
        .unionAll(db.selectFrom(withoutCompany.as('b')).selectAll())
        .as('u'),
    )
    .selectAll()
    .orderBy('part')
    .orderBy('company_sort', direction)
    .orderBy('id', direction)
    .offset(page.offset)
    .limit(page.limit);
}

export function countContacts(db: Db, q: ContactQuery): Promise<number> {
  return countUpToCap(db, filteredContacts(db, q));
}

/** Compiled once per tenant, like the company detail (docs/performance.md §11, §16). */
export async function getContactRow(db: Db, id: number) {
  return (await contactDetailQuery(db, { id }))[0];
}

const contactDetailQuery = compiledOnce(['id'], (db: Db, { id }: { id: number }) =>
  db
    .selectFrom('contacts as p')
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('functions as fn', 'fn.id', 'p.function_id')
    .select((eb) => [
      'p.id',
      'p.prefix',
      'p.name',
      'p.surname',
      'p.title',
      'p.email',
      'p.tel',
      'p.phone',
      'p.fax',
      'p.linkedin',
      'p.xing',
      'p.address',
      'p.address_notes',
      'p.city',
      'p.province',
      'p.region',
      'p.nation',
      'p.nomination_date',
      'p.nomination_comment',
      'p.profile_img',
      'p.active',
      'p.created_at',
      'p.modified_at',
      'p.verified_at',
      ...CONTACT_FUNCTION_COLUMNS,
      'c.id as company_id',
      'c.name as company_name',
      'c.tel as company_tel',
      'c.fax as company_fax',
      'c.address as company_address',
      'c.city as company_city',
      'c.website as company_website',
      'c.e_commerce as company_e_commerce',
      'c.vat as company_vat',
      jsonArrayFrom(
        eb
          .selectFrom('brands as b')
          .select(['b.id', 'b.name'])
          .whereRef('b.company_id', '=', 'p.company_id')
          .where('b.active', '=', true)
          .orderBy('b.name_norm'),
      ).as('brands'),
    ])
    .where('p.id', '=', id),
);

/** The spreadsheet columns of a contact (`p`, its company `c` and function `fn` joined). */
export const CONTACT_EXPORT_SELECTION = [
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
