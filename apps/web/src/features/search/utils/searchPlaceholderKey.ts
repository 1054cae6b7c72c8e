import type { SearchGroup } from '@adatlas/domain/search';

/** The header search's hint names only what the viewer can find (see allowedSearchGroups). */
export function searchPlaceholderKey(allowed: readonly SearchGroup[]): string {
  if (!allowed.includes('contacts')) return 'HEADER.SEARCH_PLACEHOLDER_COMPANIES';
  if (!allowed.includes('companies')) return 'HEADER.SEARCH_PLACEHOLDER_CONTACTS';
  return 'HEADER.SEARCH_PLACEHOLDER';
}
