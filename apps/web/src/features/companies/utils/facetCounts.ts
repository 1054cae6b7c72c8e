import type { Facet, FacetValue } from '@adatlas/domain/search';

/** A filter's counts by value, as its select reads them. */
export interface FacetCounts {
  byValue: ReadonlyMap<string | number, FacetValue>;
  /** Every value with a record is in `byValue`: a value missing from it finds none. */
  isComplete: boolean;
}

export function toFacetCounts(facet: Facet | undefined): FacetCounts | undefined {
  if (!facet) return undefined;
  return {
    byValue: new Map(facet.values.map((entry) => [entry.value, entry])),
    isComplete: facet.isComplete,
  };
}

/** What the select shows beside a value: its count, 0 where the facet lists every value, else nothing. */
export function facetCountOf(
  counts: FacetCounts | undefined,
  value: string | number,
): Pick<FacetValue, 'count' | 'countIsCapped'> | undefined {
  if (!counts) return undefined;
  const entry = counts.byValue.get(value);
  if (entry) return entry;
  return counts.isComplete ? { count: 0, countIsCapped: false } : undefined;
}
