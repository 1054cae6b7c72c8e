import {
  allowedSearchGroups,
  QUICK_SEARCH_COUNT_CAP,
  type QuickSearchResponse,
  toCappedCount,
} from '@adatlas/domain/search';
import { type NameKey, toNameKey } from '../../platform/database/search/name-match.ts';
import { includesTypoMatches } from '../../platform/database/search/name-matchers.ts';
import type { TenantDataCache } from '../../platform/database/tenant-data-cache.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import {
  findBrandMatches,
  findCompanyMatches,
  findContactMatches,
  type MatchMode,
} from './search.repository.ts';

export interface SearchService {
  quickSearch(ctx: RequestContext, key: string): Promise<QuickSearchResponse>;
}

type Finder<Row extends { id: number }> = (
  db: RequestContext['tenantDb']['db'],
  key: NameKey,
  mode: MatchMode,
) => Promise<{ rows: Row[]; counted: number }>;

/**
 * Direct matches first; the typo-tolerant trigram search only when they are too few (the rule the
 * lists' `key` follows too), and then it starts from them (they are all among the rows shown)
 * instead of searching for them again.
 */
async function directThenFuzzy<Row extends { id: number }>(
  ctx: RequestContext,
  key: NameKey,
  find: Finder<Row>,
) {
  const direct = await find(ctx.tenantDb.db, key, { kind: 'direct' });
  const result = includesTypoMatches(direct.counted)
    ? await find(ctx.tenantDb.db, key, {
        kind: 'fuzzy',
        directIds: direct.rows.map((row) => Number(row.id)),
        directCount: direct.counted,
      })
    : direct;
  return { rows: result.rows, ...toCappedCount(result.counted, QUICK_SEARCH_COUNT_CAP) };
}

function companyRef(id: number | null, name: string | null) {
  return id === null || name === null ? null : { id, name };
}

export interface SearchServiceOptions {
  /** Reuses answers until the tenant's data changes: what people type repeats a lot. */
  cache?: TenantDataCache;
}

export function createSearchService(options: SearchServiceOptions = {}): SearchService {
  const { cache } = options;
  return {
    quickSearch: async (ctx, text) =>
      onlyAllowedGroups(
        ctx,
        await (cache
          ? cache.get(ctx.tenant, `search:${text}`, () => quickSearch(ctx, text))
          : quickSearch(ctx, text)),
      ),
  };
}

const NO_MATCHES = { totalResults: 0, totalIsCapped: false, data: [] };

/**
 * A group the caller has no scope for comes back empty: companies and brands need `company`,
 * contacts `contact`. The cached answer is the whole one, shared by every caller of the tenant.
 */
function onlyAllowedGroups(ctx: RequestContext, answer: QuickSearchResponse): QuickSearchResponse {
  const allowed = allowedSearchGroups(ctx);
  return {
    companies: allowed.includes('companies') ? answer.companies : NO_MATCHES,
    contacts: allowed.includes('contacts') ? answer.contacts : NO_MATCHES,
    brands: allowed.includes('brands') ? answer.brands : NO_MATCHES,
  };
}

async function quickSearch(ctx: RequestContext, text: string): Promise<QuickSearchResponse> {
  const key = toNameKey(text);
  const [companies, contacts, brands] = await Promise.all([
    directThenFuzzy(ctx, key, findCompanyMatches),
    directThenFuzzy(ctx, key, findContactMatches),
    directThenFuzzy(ctx, key, findBrandMatches),
  ]);
  return {
    companies: {
      totalResults: companies.totalResults,
      totalIsCapped: companies.totalIsCapped,
      data: companies.rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        type: row.type,
        city: row.city,
        logo: row.logo_url,
      })),
    },
    contacts: {
      totalResults: contacts.totalResults,
      totalIsCapped: contacts.totalIsCapped,
      data: contacts.rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        surname: row.surname,
        title: row.title,
        company: companyRef(row.company_id === null ? null : Number(row.company_id), row.company_name),
      })),
    },
    brands: {
      totalResults: brands.totalResults,
      totalIsCapped: brands.totalIsCapped,
      data: brands.rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        logo: row.logo_url,
        company: companyRef(row.company_id === null ? null : Number(row.company_id), row.company_name),
      })),
    },
  };
}
