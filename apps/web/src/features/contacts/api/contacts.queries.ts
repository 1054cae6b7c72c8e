import type {
  ContactDetailResponseSchema,
  ContactFacetsRequest,
  ContactFacetsResponse,
  ContactPreview,
  ContactSearchRequest,
  ContactSearchResponse,
} from '@adatlas/domain/contacts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export type ContactDetailResponse = z.infer<typeof ContactDetailResponseSchema>;

/** A facets request: the list's filters and the fields to count, without the page or the order. */
export type ContactFacetsBody = Omit<
  ContactFacetsRequest,
  'sort_key' | 'sort_direction' | 'pageNum' | 'limit'
>;

export const contactQueries = {
  list: (request: ContactSearchRequest) =>
    queryOptions({
      queryKey: ['contacts', 'list', request],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<ContactSearchResponse>('/frontend/contact', {
            method: 'POST',
            body: request,
            signal,
          })
        ).contacts,
      placeholderData: keepPreviousData,
    }),
  /** Counts beside the filters' values; no previous answer kept, so stale counts never show. */
  facets: (request: ContactFacetsBody) =>
    queryOptions({
      queryKey: ['contacts', 'facets', request],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<ContactFacetsResponse>('/frontend/contact/facets', {
            method: 'POST',
            body: request,
            signal,
          })
        ).data,
      staleTime: 30_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['contacts', id],
      queryFn: ({ signal }) => apiRequest<ContactDetailResponse>(`/frontend/contact/${id}`, { signal }),
    }),
  /** What the lists show and which details exist, without spending a credit. */
  preview: (id: number) =>
    queryOptions({
      queryKey: ['contacts', 'preview', id],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: ContactPreview }>(`/frontend/contact/${id}/preview`, { signal })).data,
    }),
};
