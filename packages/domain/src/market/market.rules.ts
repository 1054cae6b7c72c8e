import {
  DEFAULT_PRICE_PER_IMPRESSION_EUR,
  META_IMPRESSIONS_PER_REACH,
  MIN_SEARCH_CHARS,
  type NewsSearchMode,
  TAG_ALL_LIMIT,
} from './market.constants.ts';
import type { AdvertiserFigures, NewsCursor, Sort } from './market.schemas.ts';

/**
 * Estimated spending of a brand advertiser row in EUR, no decimals: Meta from people reached
 * (2.5 impressions each), Google from the midpoint of its times-shown range. When Google gives
 * one bound only, that bound is the estimate. Null when the figures are missing.
 */
export function estimatedSpending(
  figures: AdvertiserFigures,
  pricePerImpression: number = DEFAULT_PRICE_PER_IMPRESSION_EUR,
): number | null {
  let impressions: number;
  if (figures.advertiserType === 'META') {
    if (figures.eu_total_reach == null) return null;
    impressions = META_IMPRESSIONS_PER_REACH * figures.eu_total_reach;
  } else {
    const lower = figures.estimated_times_shown_lower_bound;
    const upper = figures.estimated_times_shown_upper_bound;
    if (lower == null && upper == null) return null;
    impressions = ((lower ?? upper ?? 0) + (upper ?? lower ?? 0)) / 2;
  }
  return Math.round(impressions * pricePerImpression);
}

/** Associating a tag to every result is offered only for fewer than 3000 results (and at least one). */
export function canTagAll(resultCount: number): boolean {
  return resultCount > 0 && resultCount < TAG_ALL_LIMIT;
}

/** Clicking the active sort column flips it; another column starts ascending. */
export function toggleSort(current: Sort, clickedKey: string): Sort {
  if (current.key !== clickedKey) return { key: clickedKey, direction: 'asc' };
  return { key: clickedKey, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** No text (or fewer than 3 characters) lists the feed; the checkbox makes the search exact. */
export function newsSearchMode(text: string, isExact: boolean): NewsSearchMode {
  if (text.trim().length < MIN_SEARCH_CHARS) return 'LIST';
  return isExact ? 'EXACT' : 'LIKE';
}

interface PagedNews {
  id: number;
  pubDate: string;
}

/** Newest first, ties broken by the higher id: the order the feed and its cursor rely on. */
export function compareNews(a: PagedNews, b: PagedNews): number {
  const byDate = (Date.parse(b.pubDate) || 0) - (Date.parse(a.pubDate) || 0);
  return byDate !== 0 ? byDate : b.id - a.id;
}

/**
 * Appends a page to the items shown. Items can reappear when news is published between two
 * calls; the fetched copy replaces the shown one and the feed stays in order.
 */
export function mergeNewsPages<T extends PagedNews>(existing: readonly T[], page: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const item of existing) byId.set(item.id, item);
  for (const item of page) byId.set(item.id, item);
  return [...byId.values()].sort(compareNews);
}

/** The cursor after a page: its oldest item; null for an empty page, which ends the scroll. */
export function nextNewsCursor(page: readonly PagedNews[]): NewsCursor | null {
  const last = [...page].sort(compareNews).at(-1);
  return last ? { lastId: last.id, lastPubDate: last.pubDate } : null;
}
