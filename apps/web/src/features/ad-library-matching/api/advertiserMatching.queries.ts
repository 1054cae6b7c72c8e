import type {
  AdLibraryAdvertiser,
  AdvertiserDecision,
  AdvertiserPickOption,
  AdvertiserQueueResponse,
  AdvertiserResolveResult,
} from '@adatlas/domain/ad-library';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

export type AdvertiserStatus = AdLibraryAdvertiser['status'];
const BASE = '/admin/ad-library/advertisers';

/** The advertiser-matching review queue; mutations invalidate through `advertiserMatchingQueries.all`. */
export const advertiserMatchingQueries = {
  all: ['admin', 'advertiser-matching'] as const,
  queue: (status: AdvertiserStatus, pageNum: number) =>
    queryOptions({
      queryKey: ['admin', 'advertiser-matching', 'queue', status, pageNum],
      queryFn: ({ signal }) =>
        apiRequest<AdvertiserQueueResponse>(BASE, { query: { status, pageNum }, signal }),
      placeholderData: keepPreviousData,
    }),
  pickOptions: (q: string) =>
    queryOptions({
      queryKey: ['admin', 'advertiser-matching', 'pick', q],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: AdvertiserPickOption[] }>(`${BASE}/pick-options`, { query: { q }, signal }))
          .data,
      enabled: q.trim().length >= 2,
    }),
};

export async function decideAdvertiser(id: number, decision: AdvertiserDecision) {
  return (
    await apiRequest<{ data: AdLibraryAdvertiser }>(`${BASE}/${id}/decision`, {
      method: 'POST',
      body: decision,
    })
  ).data;
}

export async function bulkAcceptAdvertisers(minScore: number) {
  return (
    await apiRequest<{ data: { accepted: number } }>(`${BASE}/bulk-accept`, {
      method: 'POST',
      body: { minScore },
    })
  ).data;
}

export async function resolveAdvertisers() {
  return (await apiRequest<{ data: AdvertiserResolveResult }>(`${BASE}/resolve`, { method: 'POST' })).data;
}
