import {
  isPageBeyondCap,
  type PagedMeta,
  pageOffset,
  SEARCH_COUNT_CAP,
  toCappedCount,
  toPagedMeta,
} from '@adatlas/domain/search';
import type { RecordSearch } from '../../platform/database/search/record-search.ts';
import type { TenantDataCache } from '../../platform/database/tenant-data-cache.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { noResultsLimit, type ResultsLimit } from './results-limit.ts';

export interface SearchPageOptions {
  /** Pages starting at or beyond this many results answer TOO_MANY_RESULTS. */
  maxResults: number;
  resultsLimit?: ResultsLimit;
  /** Reuses a page and its count until the tenant's data changes (not with per-user filters). */
  cache?: TenantDataCache;
}

/**
 * One page of a list search and its capped count, as every list answers it: a results-limited plan
 * sees the first page only whatever page it asks for, a page beyond the cap is refused, and the
 * answer is cached per tenant unless it depends on who asks. `cacheKind` keeps kinds apart in the
 * cache.
 */
export async function findSearchPage<Row>(
  ctx: RequestContext,
  request: { pageNum: number; limit: number },
  search: RecordSearch<Row>,
  options: SearchPageOptions & { cacheKind: string },
): Promise<{ meta: PagedMeta; rows: Row[] }> {
  const { limit } = request;
  const isLimited = await (options.resultsLimit ?? noResultsLimit)(ctx);
  const pageNum = isLimited ? 1 : request.pageNum;
  if (isPageBeyondCap(pageNum, limit, options.maxResults)) {
    throw new AppError(
      'TOO_MANY_RESULTS',
      'The search returned too many results. Please refine your search criteria.',
    );
  }
  const page = () =>
    Promise.all([
      search.page(ctx.tenantDb, { offset: pageOffset(pageNum, limit), limit }),
      search.count(ctx.tenantDb),
    ]);
  const key = `${options.cacheKind}:${JSON.stringify({ ...request, pageNum })}`;
  const [rows, counted] =
    options.cache && !search.perCaller ? await options.cache.get(ctx.tenant, key, page) : await page();
  return { meta: toPagedMeta(toCappedCount(counted, SEARCH_COUNT_CAP), pageNum, limit, isLimited), rows };
}
