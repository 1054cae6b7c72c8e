import type { SortDirection } from '@adatlas/domain/search';

/** Spec data §4: the active column toggles its direction, a new column starts ascending. */
export function nextSort<Key extends string>(
  current: { key: Key; direction: SortDirection },
  clicked: Key,
): { key: Key; direction: SortDirection } {
  if (clicked !== current.key) return { key: clicked, direction: 'asc' };
  return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

// The count format lives in shared/ so the filters' counts (facets) read it without this feature.
export { formatResultCount } from '../../../shared/utils/formatResultCount.ts';
