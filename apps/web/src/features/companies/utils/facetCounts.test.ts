import { describe, expect, it } from 'vitest';
import { facetCountOf, toFacetCounts } from './facetCounts.ts';

describe('facetCountOf', () => {
  const entry = { value: 'Milano', count: 10_000, countIsCapped: true };

  it('reads a listed value, and a missing one as 0 only where the facet lists every value', () => {
    const complete = toFacetCounts({ values: [entry], isComplete: true });
    expect(facetCountOf(complete, 'Milano')).toEqual(entry);
    expect(facetCountOf(complete, 'Roma')).toEqual({ count: 0, countIsCapped: false });
    const top = toFacetCounts({ values: [entry], isComplete: false });
    expect(facetCountOf(top, 'Roma')).toBeUndefined();
  });

  it('knows no count while the facet loads', () => {
    expect(facetCountOf(toFacetCounts(undefined), 'Milano')).toBeUndefined();
  });
});
