import type { ContactFacetField, ContactSearchRequest } from '@adatlas/domain/contacts';
import { useQuery } from '@tanstack/react-query';
import { type FacetCounts, toFacetCounts } from '../../companies/index.ts';
import { contactQueries } from '../api/contacts.queries.ts';

/**
 * The counts beside the contact filters' values for the list's current request, fetched beside
 * the list (never holding it up); undefined while they load or when the server refuses them.
 */
export function useContactFacets(
  request: ContactSearchRequest,
  fields: ContactFacetField[],
  enabled: boolean,
): Partial<Record<ContactFacetField, FacetCounts>> {
  const { pageNum: _page, limit: _limit, sort_key: _sort, sort_direction: _direction, ...filters } = request;
  const facets = useQuery({ ...contactQueries.facets({ ...filters, fields }), enabled });
  return {
    function: toFacetCounts(facets.data?.function),
    city: toFacetCounts(facets.data?.city),
  };
}
