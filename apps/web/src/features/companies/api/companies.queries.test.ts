import { keepPreviousData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { companyQueries } from './companies.queries.ts';

describe('companyQueries', () => {
  it('keys the list and its facets as tags, exports and invalidations expect', () => {
    const request = { key: 'acme', sort_key: 'name', sort_direction: 'asc', pageNum: 2, limit: 20 } as const;
    expect(companyQueries.list(request).queryKey).toEqual(['companies', 'list', request]);
    expect(companyQueries.facets({ key: 'acme', fields: ['city'] }).queryKey).toEqual([
      'companies',
      'facets',
      { key: 'acme', fields: ['city'] },
    ]);
  });

  it('keeps the previous page while the next loads, but never stale facet counts', () => {
    const request = { sort_key: 'name', sort_direction: 'asc', pageNum: 1, limit: 20 } as const;
    expect(companyQueries.list(request).placeholderData).toBe(keepPreviousData);
    expect(companyQueries.facets({ fields: ['city'] }).placeholderData).toBeUndefined();
  });
});
