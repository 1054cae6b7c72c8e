import type {
  ContactDetailResponseSchema,
  ContactPreview,
  ContactSearchRequest,
  ContactSearchResponse,
} from '@adatlas/domain/contacts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export type ContactDetailResponse = z.infer<typeof ContactDetailResponseSchema>;

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
