import { formatNumber } from '@adatlas/domain/formatting';

/**
 * People reached and ads, in the reader's language. A count has no fraction, though Google's reach
 * is the midpoint of a range (3,553,384.5): it is rounded to whole people.
 */
export function formatWholeCount(value: number | null, language: string): string {
  return value === null ? '' : formatNumber(Math.round(value), language, 0);
}
