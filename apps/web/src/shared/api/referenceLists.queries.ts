import type { FLAT_ENTITIES, LocationField, TREE_ENTITIES, TreeNode } from '@adatlas/domain/reference-lists';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './apiClient.ts';

export interface FlatItem {
  id: number;
  key: string;
  label: string;
}

export type FlatEntity = (typeof FLAT_ENTITIES)[number];
export type TreeEntity = (typeof TREE_ENTITIES)[number];

/** Whose addresses a city / province / region lookup reads. */
export type LocationEntity = 'company' | 'contact';

/**
 * The reference lists behind every filter form (one factory, one cache key per list and tenant).
 * They change rarely: kept for the session, per tenant (the tenant is in the key, so a country
 * switch never shows the previous country's lists).
 */
const REFERENCE_STALE_MS = 30 * 60_000;

export const referenceListQueries = {
  tree: (tenant: string, entity: TreeEntity) =>
    queryOptions({
      queryKey: ['reference', tenant, 'tree', entity],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: TreeNode[] }>('/frontend/tree', { query: { entity }, signal })).data,
      staleTime: REFERENCE_STALE_MS,
    }),
  flat: (tenant: string, entity: FlatEntity) =>
    queryOptions({
      queryKey: ['reference', tenant, 'flat', entity],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: FlatItem[] }>('/frontend/flat', { query: { entity }, signal })).data,
      staleTime: REFERENCE_STALE_MS,
    }),
  /**
   * City, province or region values starting with `q` (top 50), of the companies' addresses or of
   * the contacts' own: the two lists differ, so the entity is part of the key.
   */
  field: (tenant: string, entity: LocationEntity, field: LocationField, q: string) =>
    queryOptions({
      queryKey: ['reference', tenant, 'field', entity, field, q],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: string[] }>(`/frontend/${entity}/field/${field}`, { query: { q }, signal }))
          .data,
      staleTime: REFERENCE_STALE_MS,
    }),
};
