import type {
  CompanyFilters,
  FinancialFilter,
  InvestmentRoundFilter,
  JobOfferFilter,
} from '@adatlas/domain/companies';
import { escapeLike } from '@adatlas/domain/search';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { type ResolvedName, resolvedNameCondition } from '../../platform/database/search/name-matchers.ts';
import { type CommentViewer, commentedCondition } from '../comments/comment-visibility.ts';
import { nielsenFilter, type ResolvedNielsenFilter } from './nielsen-filter.ts';

type CompanyEb = ExpressionBuilder<TenantDatabase, 'companies'>;
type Condition = Expression<SqlBool>;

/**
 * Tree filters arrive with their descendants already added, Nielsen filters that keep few companies
 * with their ids, the name key with its typo decision (see `expandCompanyTreeFilters`).
 */
export type ExpandedCompanyFilters = Omit<
  CompanyFilters,
  'key' | 'sector' | 'main_category' | 'nielsen_filters'
> & {
  /** The quick search's name matcher (`resolveName`): the dropdown and this list find the same. */
  key?: ResolvedName;
  sectorIds?: number[];
  mainCategoryIds?: number[];
  nielsen_filters?: ResolvedNielsenFilter[];
  /** Whose comments `only_with_comments` looks at (comments are private or per organisation). */
  commentViewer?: CommentViewer;
};

/**
 * One builder per filter family (spec data §2 companies page). Each returns the conditions it
 * adds on `companies`; related tables are reached through `companies.id IN (subquery)` so each
 * subquery starts from its own index. `only_with_comments` keeps the companies holding a comment
 * the caller can read.
 */
const FAMILIES: ((eb: CompanyEb, f: ExpandedCompanyFilters) => Condition[])[] = [
  identityFilters,
  commentFilter,
  areaFilters,
  classificationFilters,
  profileFilters,
  (eb, f) => (f.financial_filters ?? []).map((filter) => financialFilter(eb, filter)),
  (eb, f) => (f.nielsen_filters ?? []).map((filter) => nielsenFilter(eb, filter)),
  (eb, f) => (f.job_offer_filters ?? []).map((filter) => jobOfferFilter(eb, filter)),
  acquisitionFilter,
  changedSinceFilter,
  (eb, f) => (f.investment_round_filters ?? []).map((filter) => investmentRoundFilter(eb, filter)),
];

export function companyFilterConditions(eb: CompanyEb, filters: ExpandedCompanyFilters): Condition {
  return eb.and(FAMILIES.flatMap((family) => family(eb, filters)));
}

function hasItems<T>(list: T[] | undefined): list is T[] {
  return list !== undefined && list.length > 0;
}

function containsNorm(column: Expression<unknown>, text: string) {
  return sql<SqlBool>`public.search_norm(${column}) LIKE ('%' || public.search_norm(${escapeLike(text)}) || '%')`;
}

function identityFilters(eb: CompanyEb, f: ExpandedCompanyFilters): Condition[] {
  const conditions: Condition[] = [];
  if (hasItems(f.id)) conditions.push(eb('companies.id', 'in', f.id));
  if (f.key) conditions.push(resolvedNameCondition('company', f.key));
  if (hasItems(f.type)) conditions.push(eb('companies.type', 'in', f.type));
  return conditions;
}

function commentFilter(eb: CompanyEb, f: ExpandedCompanyFilters): Condition[] {
  if (!f.only_with_comments) return [];
  if (!f.commentViewer) throw new Error('only_with_comments needs the caller as commentViewer');
  return [commentedCondition(eb, 'companies.id', 'company', f.commentViewer)];
}

function areaFilters(eb: CompanyEb, f: ExpandedCompanyFilters): Condition[] {
  const conditions: Condition[] = [];
  if (hasItems(f.city)) conditions.push(eb('companies.city', 'in', f.city));
  if (hasItems(f.province)) conditions.push(eb('companies.province', 'in', f.province));
  if (hasItems(f.region)) conditions.push(eb('companies.region', 'in', f.region));
  return conditions;
}

function changedSinceFilter(eb: CompanyEb, f: ExpandedCompanyFilters): Condition[] {
  return f.changed_since ? [eb('companies.modified_at', '>=', new Date(f.changed_since))] : [];
}

function overlaps(column: 'sector_ids' | 'other_category_ids' | 'collective_agreement_ids', ids: number[]) {
  return sql<SqlBool>`${sql.ref(`companies.${column}`)} && ${sql.val(ids)}::int[]`;
}

function classificationFilters(eb: CompanyEb, f: ExpandedCompanyFilters): Condition[] {
  const conditions: Condition[] = [];
  if (hasItems(f.mainCategoryIds)) conditions.push(eb('companies.main_category_id', 'in', f.mainCategoryIds));
  if (hasItems(f.sectorIds)) conditions.push(overlaps('sector_ids', f.sectorIds));
  if (hasItems(f.other_categories)) conditions.push(overlaps('other_category_ids', f.other_categories));
  if (hasItems(f.collectiveAgreements))
    conditions.push(overlaps('collective_agreement_ids', f.collectiveAgreements));
  if (f.ateco_code) conditions.push(eb('companies.ateco_code', 'like', `${escapeLike(f.ateco_code)}%`));
  return conditions;
}

function profileFilters(eb: CompanyEb, f: ExpandedCompanyFilters): Condition[] {
  const conditions: Condition[] = [];
  if (f.creation_year !== undefined) conditions.push(eb('companies.creation_year', '=', f.creation_year));
  if (hasItems(f.nation_orig)) conditions.push(eb('companies.nation_orig', 'in', f.nation_orig));
  if (f.store_number_from !== undefined)
    conditions.push(eb('companies.store_number', '>=', f.store_number_from));
  if (f.store_number_to !== undefined) conditions.push(eb('companies.store_number', '<=', f.store_number_to));
  if (hasItems(f.income_range)) conditions.push(eb('companies.income_range', 'in', f.income_range));
  if (hasItems(f.employer_range)) conditions.push(eb('companies.employer_range', 'in', f.employer_range));
  if (hasItems(f.medium_planning)) conditions.push(eb('companies.medium_planning', 'in', f.medium_planning));
  if (hasItems(f.international_invest)) {
    conditions.push(
      sql<SqlBool>`${sql.ref('companies.international_invest')} && ${sql.val(f.international_invest)}::text[]`,
    );
  }
  return conditions;
}

const FINANCIAL_COLUMNS = {
  revenue: 'revenue',
  operatingResult: 'operating_result',
  employees: 'employees',
  personnelCost: 'personnel_cost',
} as const;

function financialFilter(eb: CompanyEb, filter: FinancialFilter): Condition {
  const column = FINANCIAL_COLUMNS[filter.key];
  let ids = eb
    .selectFrom('company_financials')
    .select('company_financials.company_id')
    .where('year', '=', filter.year);
  if (filter.min !== undefined) ids = ids.where(column, '>=', filter.min);
  if (filter.max !== undefined) ids = ids.where(column, '<=', filter.max);
  return eb('companies.id', 'in', ids);
}

function jobOfferFilter(eb: CompanyEb, filter: JobOfferFilter): Condition {
  const ids = eb
    .selectFrom('job_offers')
    .select('job_offers.company_id')
    .where((jb) => {
      const parts: Condition[] = [];
      if (hasItems(filter.jobTitle)) {
        parts.push(
          jb.or(filter.jobTitle.map((title) => containsNorm(jb.ref('job_offers.job_title'), title))),
        );
      }
      if (hasItems(filter.description)) {
        parts.push(
          jb.or(filter.description.map((text) => containsNorm(jb.ref('job_offers.description'), text))),
        );
      }
      if (filter.contractType) parts.push(jb('job_offers.contract_type', '=', filter.contractType));
      if (filter.location) parts.push(containsNorm(jb.ref('job_offers.location'), filter.location));
      return jb.and(parts);
    });
  return eb('companies.id', 'in', ids);
}

function acquisitionFilter(eb: CompanyEb, f: ExpandedCompanyFilters): Condition[] {
  if (!f.acquisition_after && !f.acquisition_before && !f.acquisition_role) return [];
  const side = (column: 'buyer_company_id' | 'seller_company_id') => {
    let ids = eb
      .selectFrom('acquisitions')
      .select(`acquisitions.${column}`)
      .where(`acquisitions.${column}`, 'is not', null);
    if (f.acquisition_after) ids = ids.where('acquired_at', '>=', f.acquisition_after.slice(0, 10));
    if (f.acquisition_before) ids = ids.where('acquired_at', '<=', f.acquisition_before.slice(0, 10));
    return eb('companies.id', 'in', ids as never);
  };
  if (f.acquisition_role === 'buyer') return [side('buyer_company_id')];
  if (f.acquisition_role === 'seller') return [side('seller_company_id')];
  return [eb.or([side('buyer_company_id'), side('seller_company_id')])];
}

function investmentRoundFilter(eb: CompanyEb, filter: InvestmentRoundFilter): Condition {
  let ids = eb.selectFrom('investment_rounds as r').select('r.company_id');
  if (hasItems(filter.types)) ids = ids.where('r.funding_type_id', 'in', filter.types);
  if (filter.fromDate) ids = ids.where('r.funding_date', '>=', filter.fromDate);
  if (filter.toDate) ids = ids.where('r.funding_date', '<=', filter.toDate);
  if (filter.min !== undefined) ids = ids.where('r.total_amount', '>=', filter.min);
  if (filter.max !== undefined) ids = ids.where('r.total_amount', '<=', filter.max);
  const names = filter.investorName;
  if (hasItems(names)) {
    ids = ids.where((rb) =>
      rb.exists(
        rb
          .selectFrom('investment_round_investors as i')
          .select('i.round_id')
          .whereRef('i.round_id', '=', 'r.id')
          .where((ib) => ib.or(names.map((name) => containsNorm(ib.ref('i.investor_name'), name)))),
      ),
    );
  }
  return eb('companies.id', 'in', ids);
}
