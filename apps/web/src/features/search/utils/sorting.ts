import type { SortDirection } from '@adatlas/domain/search';

/** Spec data §4: the active column toggles its direction, a new column starts ascending. */
export function nextSort<Key extends string>(
  current: { key: Key; direction: SortDirection },
  clicked: Key,
): { key: Key; direction: SortDirection } {
  if (clicked !== current.key) return { key: clicked, direction: 'asc' };
  return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** "1.234" or "10.000+" when the server stopped counting at its cap. */
export function formatResultCount(total: number, isCapped: boolean, language: string): string {
  return `${total.toLocaleString(language)}${isCapped ? '+' : ''}`;
}
