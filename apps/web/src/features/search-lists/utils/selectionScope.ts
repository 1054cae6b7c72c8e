import { hashKey } from '@tanstack/react-query';

/**
 * The search a list's row selection belongs to: its filters, without the page, the page size or
 * the order, which move through the same rows. Equal searches give equal keys whatever the order
 * of their fields; an unset filter is an absent one.
 */
export function selectionScopeKey(search: object): string {
  return hashKey([
    { ...search, pageNum: undefined, limit: undefined, sort_key: undefined, sort_direction: undefined },
  ]);
}
