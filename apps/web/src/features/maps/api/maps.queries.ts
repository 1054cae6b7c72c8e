import { STATIC_MAP_PATH } from '@adatlas/domain/maps';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/apiClient.ts';

export type MapSubject = { kind: 'company' | 'contact'; id: number };

const DAY_MS = 86_400_000;

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
};
