import type { SavedSearch, SavedSearchType } from '@adatlas/domain/saved-searches';
import { requestedSearchState } from '../../../shared/commands/requestedSearch.ts';
import type { PaletteItem } from './paletteItems.ts';

/**
 * The lists that load a saved search chosen in the palette (those with a saved-search picker), and
 * the i18n key naming each. Pitch scores save searches but have no picker to load them yet.
 */
export const SAVED_SEARCH_LISTS: Partial<Record<SavedSearchType, { path: string; labelKey: string }>> = {
  company: { path: '/companies', labelKey: 'QUICK_SEARCH.COMPANIES' },
  contact: { path: '/contacts', labelKey: 'QUICK_SEARCH.CONTACTS' },
  pitch: { path: '/pitch', labelKey: 'COMMAND_PALETTE.GROUP.PITCHES' },
};

/** Each saved search as a row opening its list on its filters, with its kind and last count. */
export function savedSearchItems(
  searches: readonly SavedSearch[],
  t: (key: string) => string,
): PaletteItem[] {
  return searches.flatMap((search): PaletteItem[] => {
    const list = SAVED_SEARCH_LISTS[search.type];
    if (!list) return [];
    const count = search.cache ? ` · ${search.cache.resultsCount.toLocaleString()}` : '';
    return [
      {
        id: `saved-search-${search.id}`,
        group: 'savedSearches',
        label: search.name,
        detail: `${t(list.labelKey)}${count}`,
        to: list.path,
        state: requestedSearchState(search.data),
      },
    ];
  });
}
