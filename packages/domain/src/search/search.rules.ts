import type { CappedCount, PagedMeta } from './search.schemas.ts';

/** Turns a count taken over a LIMIT cap+1 subquery into the capped count the client shows. */
export function toCappedCount(countedUpToCapPlusOne: number, cap: number): CappedCount {
  return countedUpToCapPlusOne > cap
    ? { totalResults: cap, totalIsCapped: true }
    : { totalResults: countedUpToCapPlusOne, totalIsCapped: false };
}

export function pageOffset(pageNum: number, limit: number): number {
  return (pageNum - 1) * limit;
}

/** Whether a page starts beyond the configured result cap (the API answers TOO_MANY_RESULTS). */
export function isPageBeyondCap(pageNum: number, limit: number, maxResults: number): boolean {
  return pageOffset(pageNum, limit) >= maxResults;
}

export function toPagedMeta(
  count: CappedCount,
  pageNum: number,
  limit: number,
  resultsLimited = false,
): PagedMeta {
  return {
    ...count,
    currentPage: pageNum,
    totalPages: Math.ceil(count.totalResults / limit),
    resultsLimited,
  };
}

/** Escapes LIKE wildcards so user text matches literally (backslash is the default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * Text without accents, in lower case (`Mílazzo` → `milazzo`): what Postgres' `search_norm`
 * (unaccent + lower) does, for code that compares names outside the database.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
