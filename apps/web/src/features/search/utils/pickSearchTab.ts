import type { SearchGroup } from '@adatlas/domain/search';

/** How many each tab's search found, as far as known (a tab still loading is absent). */
export type SearchTabCounts = Partial<Record<SearchGroup, number>>;

/**
 * The tab to show: the one in the URL when allowed; else the first allowed, unless it found
 * nothing while a later one found something (a surname typed in the header should not land on
 * an empty Companies tab); null when no group is allowed.
 */
export function pickSearchTab(
  requested: string | null,
  allowed: readonly SearchGroup[],
  counts: SearchTabCounts = {},
): SearchGroup | null {
  const fromUrl = allowed.find((group) => group === requested);
  if (fromUrl) return fromUrl;
  const first = allowed[0] ?? null;
  if (first === null || counts[first] !== 0) return first;
  return allowed.find((group) => (counts[group] ?? 0) > 0) ?? first;
}
