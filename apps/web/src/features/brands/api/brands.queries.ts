import type { BrandDetail } from '@adatlas/domain/brands';
import type { CompanySearchResponse } from '@adatlas/domain/companies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

type BrandListResponse = Omit<CompanySearchResponse, 'data'> & {
  data: { id: number; name: string; logo: string | null; company: { id: number; name: string } | null }[];
};

export const brandQueries = {
  detail: (id: number) =>
    queryOptions({
      queryKey: ['brands', id],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: BrandDetail }>(`/frontend/brand/${id}`, { signal })).data,
    }),
  list: (name: string, pageNum: number, limit: number) =>
    queryOptions({
      queryKey: ['brands', 'list', name, pageNum, limit],
      queryFn: ({ signal }) =>
        apiRequest<BrandListResponse>('/frontend/brand', { query: { name, pageNum, limit }, signal }),
      placeholderData: keepPreviousData,
    }),
};
