import type { QuickSearchResponse } from '@adatlas/domain/search';
import { describe, expect, it } from 'vitest';
import { moveActive, quickSearchRows } from './quickSearchRows.ts';

const response: QuickSearchResponse = {
  companies: {
    totalResults: 7,
    totalIsCapped: false,
    data: [{ id: 1, name: 'Lavazza', type: 'ADV', city: 'Torino', logo: null }],
  },
  contacts: { totalResults: 0, totalIsCapped: false, data: [] },
  brands: {
    totalResults: 1,
    totalIsCapped: false,
    data: [{ id: 4, name: 'A Modo Mio', logo: null, company: { id: 1, name: 'Lavazza' } }],
  },
};

describe('quickSearchRows', () => {
  it('adds a "+ N results" row to a group with more results than shown', () => {
    const rows = quickSearchRows('lav a', response, { company: true, contact: true });
    expect(rows.map((row) => row.to)).toEqual([
      '/companies/1',
      '/companies?key=lav%20a',
      '/companies/1?brand=4',
    ]);
    expect(rows[1]).toMatchObject({ more: 6, moreIsCapped: false });
  });

  it('says a capped group has more than it counted', () => {
    const capped = {
      ...response,
      companies: { ...response.companies, totalResults: 1_000, totalIsCapped: true },
    };
    const rows = quickSearchRows('lav', capped, { company: true, contact: true });
    expect(rows[1]).toMatchObject({ more: 999, moreIsCapped: true });
  });

  it('does not link companies without the company scope', () => {
    const rows = quickSearchRows('lav', response, { company: false, contact: false });
    expect(rows[0]?.to).toBeNull();
    expect(rows[2]?.to).toBe('/searchPage?key=lav');
  });
});

describe('moveActive', () => {
  it('wraps around and skips rows that cannot be opened', () => {
    const rows = quickSearchRows('lav', response, { company: false, contact: false });
    expect(moveActive(rows, -1, 1)).toBe(1);
    expect(moveActive(rows, 2, 1)).toBe(1);
    expect(moveActive(rows, 1, -1)).toBe(2);
  });
});
