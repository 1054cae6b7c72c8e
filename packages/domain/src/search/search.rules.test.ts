import { describe, expect, it } from 'vitest';
import { escapeLike, foldAccents, isPageBeyondCap, toCappedCount, toPagedMeta } from './search.rules.ts';

describe('toCappedCount', () => {
  it('reports the cap and the flag when the count went past it', () => {
    expect(toCappedCount(10_001, 10_000)).toEqual({ totalResults: 10_000, totalIsCapped: true });
    expect(toCappedCount(10_000, 10_000)).toEqual({ totalResults: 10_000, totalIsCapped: false });
    expect(toCappedCount(7, 10_000)).toEqual({ totalResults: 7, totalIsCapped: false });
  });
});

describe('paging', () => {
  it('computes the pages from a capped count', () => {
    expect(toPagedMeta({ totalResults: 41, totalIsCapped: false }, 2, 20)).toEqual({
      totalResults: 41,
      totalIsCapped: false,
      currentPage: 2,
      totalPages: 3,
      resultsLimited: false,
    });
  });
  it('flags a page that starts at or after the result cap', () => {
    expect(isPageBeyondCap(500, 20, 10_000)).toBe(false);
    expect(isPageBeyondCap(501, 20, 10_000)).toBe(true);
  });
});

describe('escapeLike', () => {
  it('makes wildcards literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('foldAccents', () => {
  it('drops accents and lowers the case, keeping everything else', () => {
    expect(foldAccents('Mílazzo São Paulo ÉLAN-Ça')).toBe('milazzo sao paulo elan-ca');
  });
});
