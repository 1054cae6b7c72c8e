import type { SavedSearch } from '@adatlas/domain/saved-searches';
import { describe, expect, it } from 'vitest';
import { requestedSearchOf } from '../../../shared/commands/requestedSearch.ts';
import { savedSearchItems } from './savedSearchItems.ts';

const search = (id: number, type: SavedSearch['type'], data: Record<string, unknown>): SavedSearch =>
  ({
    id,
    name: `Search ${id}`,
    type,
    data,
    created_at: '2026-11-01T00:00:00Z',
    cache: id === 1 ? { resultsCount: 1234, cachedAt: '2026-11-02T00:00:00Z' } : null,
  }) as SavedSearch;

describe('savedSearchItems', () => {
  it('opens each list on its stored filters, naming the kind and the last count', () => {
    const items = savedSearchItems(
      [search(1, 'company', { city: ['Milano'] }), search(2, 'pitch', { title: 'tv' })],
      (key) => key,
    );
    expect(items.map(({ id, to, detail }) => ({ id, to, detail }))).toEqual([
      {
        id: 'saved-search-1',
        to: '/companies',
        detail: `QUICK_SEARCH.COMPANIES · ${(1234).toLocaleString()}`,
      },
      { id: 'saved-search-2', to: '/pitch', detail: 'COMMAND_PALETTE.GROUP.PITCHES' },
    ]);
    expect(requestedSearchOf(items[0]?.state)).toEqual({ city: ['Milano'] });
  });

  it('leaves out the kinds no list can load from the palette', () => {
    expect(savedSearchItems([search(3, 'pitchScore', {})], (key) => key)).toEqual([]);
  });
});

describe('requestedSearchOf', () => {
  it('reads only a palette request from a history state', () => {
    expect(requestedSearchOf({ requestedSearch: { key: 'x' } })).toEqual({ key: 'x' });
    expect(requestedSearchOf(null)).toBeNull();
    expect(requestedSearchOf({ requestedSearch: ['x'] })).toBeNull();
    expect(requestedSearchOf({ other: 1 })).toBeNull();
  });
});
