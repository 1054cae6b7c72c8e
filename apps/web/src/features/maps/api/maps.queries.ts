import {
  PLACES_PATH,
  type PlaceAddress,
  type PlaceSuggestion,
  type PlacesAttribution,
  placePath,
  STATIC_MAP_PATH,
} from '@adatlas/domain/maps';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../shared/api/apiClient.ts';

export type MapSubject = { kind: 'company' | 'contact'; id: number };

/** What an address field asks the places autocomplete; `language` only keys the cache (the header sends it). */
export interface PlacesRequest {
  input: string;
  country: string | undefined;
  language: string;
  sessionToken: string;
}

/** The suggestions, and who is to be credited under them (Google's terms ask for it). */
export interface PlaceSuggestions {
  places: PlaceSuggestion[];
  attribution: PlacesAttribution;
}

const DAY_MS = 86_400_000;
const PLACES_STALE_MS = 5 * 60_000;

export const mapQueries = {
  /**
   * The static map picture of a company or contact address, as a blob: the API authenticates with a
   * Bearer header, which an <img src> cannot send. Null when there is none (an address the maps
   * service cannot place answers 404) or it failed: the card then simply shows no map.
   */
  staticMap: ({ kind, id }: MapSubject) =>
    queryOptions({
      queryKey: ['maps', 'static', kind, id],
      queryFn: async ({ signal }): Promise<Blob | null> => {
        const response = await apiFetch(`/frontend${STATIC_MAP_PATH}`, { query: { [kind]: id }, signal });
        if (!response.ok) return null;
        const blob = await response.blob();
        return blob.type.startsWith('image/') ? blob : null;
      },
      staleTime: DAY_MS,
      retry: false,
    }),

  /**
   * Suggestions for what was typed. The session token is left out of the key: it groups the calls
   * for billing and changes no answer. The signal aborts a call whose answer is no longer wanted
   * (the user typed on). A failure is never retried nor navigated on: the field stays a plain input.
   */
  places: ({ input, country, language, sessionToken }: PlacesRequest) =>
    queryOptions({
      queryKey: ['maps', 'places', { input, country, language }],
      queryFn: async ({ signal }): Promise<PlaceSuggestions> => {
        const answer = await apiRequest<{ data: PlaceSuggestion[]; attribution: PlacesAttribution }>(
          `/frontend${PLACES_PATH}`,
          { query: { input, country, sessionToken }, signal, handleSessionErrors: false },
        );
        return { places: answer.data, attribution: answer.attribution };
      },
      staleTime: PLACES_STALE_MS,
      retry: false,
    }),

  /** The address parts of a chosen suggestion (named in `language`); the call ends the typing session. */
  place: (id: string, language: string, sessionToken: string | undefined) =>
    queryOptions({
      queryKey: ['maps', 'place', id, language],
      queryFn: async ({ signal }): Promise<PlaceAddress> =>
        (
          await apiRequest<{ data: PlaceAddress }>(`/frontend${placePath(id)}`, {
            query: { sessionToken },
            signal,
            handleSessionErrors: false,
          })
        ).data,
      staleTime: PLACES_STALE_MS,
      retry: false,
    }),
};
