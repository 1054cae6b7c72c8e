import type { SearchGroup } from '@adatlas/domain/search';

/** The tab to show: the one in the URL when allowed, else the first allowed; null when none is. */
export function pickSearchTab(requested: string | null, allowed: readonly SearchGroup[]): SearchGroup | null {
  return allowed.find((group) => group === requested) ?? allowed[0] ?? null;
}
