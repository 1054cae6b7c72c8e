import { keepPreviousData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contactQueries } from './contacts.queries.ts';

describe('contactQueries', () => {
  it('keys the list and its facets as tags, exports and invalidations expect', () => {
    const request = {
      surname: 'rossi',
      sort_key: 'surname',
      sort_direction: 'asc',
      pageNum: 1,
      limit: 20,
    } as const;
    expect(contactQueries.list(request).queryKey).toEqual(['contacts', 'list', request]);
    expect(contactQueries.facets({ surname: 'rossi', fields: ['function'] }).queryKey).toEqual([
      'contacts',
      'facets',
      { surname: 'rossi', fields: ['function'] },
    ]);
  });

  it('keeps the previous page while the next loads, but never stale facet counts', () => {
    const request = { sort_key: 'modified_at', sort_direction: 'desc', pageNum: 1, limit: 20 } as const;
    expect(contactQueries.list(request).placeholderData).toBe(keepPreviousData);
    expect(contactQueries.facets({ fields: ['function'] }).placeholderData).toBeUndefined();
  });
});
