import type { NielsenTypesResponse, NielsenYearsResponse } from '@adatlas/domain/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/apiClient.ts';
import { useSession } from '../session/useSession.ts';

/** The country's channels and years change with its data imports: kept for the session. */
const NIELSEN_STALE_MS = 30 * 60_000;

export const nielsenQueries = {
  /** The Nielsen channel types of the country's data (GET /nielsen/entity). */
  types: (tenant: string) =>
    queryOptions({
      queryKey: ['reference', tenant, 'nielsen-types'],
      queryFn: async ({ signal }) =>
        (await apiRequest<NielsenTypesResponse>('/frontend/nielsen/entity', { signal })).data,
      staleTime: NIELSEN_STALE_MS,
    }),
  /** The years with spend in `channels` (in any channel when none) and over all (GET /nielsen). */
  years: (tenant: string, channels: readonly string[]) =>
    queryOptions({
      queryKey: ['reference', tenant, 'nielsen-years', [...channels].sort()],
      queryFn: ({ signal }) => {
        const search = new URLSearchParams(channels.map((channel) => ['channel', channel])).toString();
        return apiRequest<NielsenYearsResponse>(`/frontend/nielsen${search ? `?${search}` : ''}`, { signal });
      },
      staleTime: NIELSEN_STALE_MS,
    }),
};

export interface NielsenOptions {
  /** The channel types of the country's data. */
  channels: string[];
  /** The years with spend in the chosen channels (in any channel while none is chosen), newest first. */
  years: number[];
  isPending: boolean;
}

/**
 * What the Nielsen spend filters (the company list's and the pitch scores') offer, read from the
 * country's data: a country with other channels, or other years, offers those.
 */
export function useNielsenOptions(chosenChannels: readonly string[]): NielsenOptions {
  const { session } = useSession();
  const tenant = session?.tenant ?? '';
  const types = useQuery(nielsenQueries.types(tenant));
  const years = useQuery({
    ...nielsenQueries.years(tenant, chosenChannels),
    // While the years of a new choice load, the previous ones stay offered.
    placeholderData: (previous) => previous,
  });
  return {
    channels: types.data ?? [],
    years: years.data?.years ?? [],
    isPending: types.isPending || years.isPending,
  };
}
