import type { QuickSearchResponse } from '@adatlas/domain/search';
import { SEARCH_GROUPS } from '@adatlas/domain/search';
import { describe, expect, it } from 'vitest';
import { moveActive, quickSearchRows } from './quickSearchRows.ts';

const response: QuickSearchResponse = {
  companies: {
    totalResults: 7,
    totalIsCapped: false,
    data: [{ id: 1, name: 'Lavazza', type: 'ADV', city: 'Torino', logo: null }],
  },
  contacts: {
    totalResults: 4,
    totalIsCapped: false,
    data: [{ id: 9, name: 'Luca', surname: 'Lavagna', title: 'CEO', company: { id: 1, name: 'Lavazza' } }],
  },
  brands: {
    totalResults: 3,
    totalIsCapped: false,
    data: [
      { id: 4, name: 'A Modo Mio', logo: null, company: { id: 1, name: 'Lavazza' } },
      { id: 5, name: 'Lavatrice', logo: null, company: null },
    ],
  },
};

describe('quickSearchRows', () => {
  it('follows each group with a "+ N results" row when it has more results than shown', () => {
    const rows = quickSearchRows('lav a', response, SEARCH_GROUPS);
    expect(rows.map((row) => row.to)).toEqual([
      '/companies/1',
      '/companies?key=lav%20a',
      '/contacts/9',
      '/contacts?key=lav%20a',
      '/companies/1?brand=4',
      '/searchPage?key=lav%20a&tab=brands',
      '/searchPage?key=lav%20a&tab=brands',
    ]);
    expect(rows[1]).toMatchObject({ more: 6, moreIsCapped: false });
    expect(rows[6]).toMatchObject({ group: 'brands', more: 1 });
  });

  it('says a capped group has more than it counted', () => {
    const capped = {
      ...response,
      companies: { ...response.companies, totalResults: 1_000, totalIsCapped: true },
    };
    const rows = quickSearchRows('lav', capped, SEARCH_GROUPS);
    expect(rows[1]).toMatchObject({ more: 999, moreIsCapped: true });
  });

  it('leaves out the rows and the overflow of a group the viewer may not open', () => {
    const rows = quickSearchRows('lav', response, ['companies', 'brands']);
    expect(rows.some((row) => row.group === 'contacts')).toBe(false);
    expect(rows.map((row) => row.id)).toEqual([
      'company-1',
      'companies-more',
      'brand-4',
      'brand-5',
      'brands-more',
    ]);
    const contactsOnly = quickSearchRows('lav', response, ['contacts']);
    expect(contactsOnly.map((row) => row.to)).toEqual(['/contacts/9', '/contacts?key=lav']);
  });
});

describe('moveActive', () => {
  it('starts at the first or the last row and wraps around', () => {
    const rows = quickSearchRows('lav', response, ['companies']);
    expect(moveActive(rows, -1, 1)).toBe(0);
    expect(moveActive(rows, -1, -1)).toBe(1);
    expect(moveActive(rows, 1, 1)).toBe(0);
    expect(moveActive(rows, 0, -1)).toBe(1);
    expect(moveActive([], -1, 1)).toBe(-1);
  });
});
