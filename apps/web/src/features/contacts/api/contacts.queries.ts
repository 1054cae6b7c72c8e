import type {
  ContactDetailResponseSchema,
  ContactFacetsRequest,
  ContactFacetsResponse,
  ContactPreview,
  ContactSearchRequest,
  ContactSearchResponse,
} from '@adatlas/domain/contacts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/apiClient.ts';
import { facetCountsQuery, searchListQuery } from '../../../shared/api/searchListQueries.ts';

export type ContactDetailResponse = z.infer<typeof ContactDetailResponseSchema>;

/** A facets request: the list's filters and the fields to count, without the page or the order. */
export type ContactFacetsBody = Omit<
  ContactFacetsRequest,
  'sort_key' | 'sort_direction' | 'pageNum' | 'limit'
>;

export const contactQueries = {
  list: (request: ContactSearchRequest) =>
    searchListQuery(
      'contacts',
      '/frontend/contact',
      request,
      (answer: ContactSearchResponse) => answer.contacts,
    ),
  facets: (request: ContactFacetsBody) =>
    facetCountsQuery(
      'contacts',
      '/frontend/contact/facets',
      request,
      (answer: ContactFacetsResponse) => answer.data,
    ),
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
