import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './apiClient.ts';

/**
 * A search list's page: the request POSTed to `path`, the page taken out of the answer by `pageOf`.
 * The previous page stays while the next loads. Keyed `[scope, 'list', request]`.
 */
export function searchListQuery<Scope extends string, Request extends object, Response, Page>(
  scope: Scope,
  path: string,
  request: Request,
  pageOf: (response: Response) => Page,
) {
  return queryOptions({
    queryKey: [scope, 'list', request] as const,
    queryFn: async ({ signal }) =>
      pageOf(await apiRequest<Response>(path, { method: 'POST', body: request, signal })),
    placeholderData: keepPreviousData,
  });
}

/**
 * The counts beside a search list's filter values, keyed `[scope, 'facets', request]`, taken out of
 * the answer by `countsOf`. No previous answer kept, so stale counts never show.
 */
export function facetCountsQuery<Scope extends string, Request extends object, Response, Counts>(
  scope: Scope,
  path: string,
  request: Request,
  countsOf: (response: Response) => Counts,
) {
  return queryOptions({
    queryKey: [scope, 'facets', request] as const,
    queryFn: async ({ signal }) =>
      countsOf(await apiRequest<Response>(path, { method: 'POST', body: request, signal })),
    staleTime: 30_000,
  });
}
