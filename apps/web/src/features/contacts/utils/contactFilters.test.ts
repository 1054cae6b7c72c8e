import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../search/index.ts';
import {
  CONTACT_URL_CODECS,
  CONTACT_URL_SCHEMAS,
  type ContactSearchState,
  toContactRequest,
} from '../hooks/useContactSearchState.ts';
import { countOtherContactFilters, mergeCompanyFilters } from './contactFilters.ts';

const read = (query: string) =>
  readUrlState(new URLSearchParams(query), CONTACT_URL_SCHEMAS, CONTACT_URL_CODECS);

describe('contact search state in the URL', () => {
  it('round-trips the filters of the "Other filters" panels', () => {
    const state = {
      province: ['MI', 'TO'],
      region: ['Piemonte'],
      function_parent: [4],
      newContactAfter: '2024-01-01',
      newContactBefore: '2024-06-30',
      company_filters: {
        city: ['Torino'],
        creation_year: 1895,
        ateco_code: '10.83',
        acquisition_after: '2020-01-01',
        acquisition_role: 'buyer' as const,
      },
      financial_filters: [{ year: 2023, key: 'revenue' as const, min: 1000 }],
    };
    const params = writeUrlState(state, CONTACT_URL_CODECS);
    expect(params.getAll('province')).toEqual(['MI', 'TO']);
    expect(params.get('newContactAfter')).toBe('2024-01-01');
    expect(read(params.toString())).toEqual(state);
  });

  it('drops bad params and keeps the good ones', () => {
    expect(
      read(
        [
          'newContactAfter=yesterday',
          'newContactBefore=2024-06-30',
          'function_parent=abc',
          'region=Lazio',
          'financial_filters=[{"year":2023,"key":"revenue"}]',
          `company_filters=${encodeURIComponent('{"creation_year":1500}')}`,
        ].join('&'),
      ),
    ).toEqual({ newContactBefore: '2024-06-30', region: ['Lazio'] });
    // A company side with a field the call does not take is dropped whole, not sent.
    expect(read(`company_filters=${encodeURIComponent('{"city":["Roma"],"colour":"red"}')}`)).toEqual({});
  });
});

describe('countOtherContactFilters', () => {
  it('counts each control behind "Other filters" once, on both sides, and not the bar', () => {
    expect(
      countOtherContactFilters({
        surname: 'Ros',
        function: [1],
        emailExists: true,
        company_filters: { name: 'Lav', main_category: [2] },
      }),
    ).toBe(0);
    expect(
      countOtherContactFilters({
        province: ['MI'],
        newContactAfter: '2024-01-01',
        newContactBefore: '2024-06-30',
        city: [],
        company_filters: { city: ['Torino'], acquisition_before: '2021-01-01', creation_year: 1990 },
        financial_filters: [{ year: 2023, key: 'revenue', max: 5 }],
      }),
    ).toBe(6);
  });
});

describe('mergeCompanyFilters', () => {
  it('adds, replaces and removes company fields; an emptied side is undefined', () => {
    const side = mergeCompanyFilters({ name: 'Lav' }, { city: ['Torino'], creation_year: 1895 });
    expect(side).toEqual({ name: 'Lav', city: ['Torino'], creation_year: 1895 });
    expect(mergeCompanyFilters(side, { city: [], creation_year: undefined })).toEqual({ name: 'Lav' });
    expect(mergeCompanyFilters({ name: 'Lav' }, { name: undefined })).toBeUndefined();
  });
});

describe('toContactRequest', () => {
  const state: ContactSearchState = {
    key: 'ros',
    nominationExists: true,
    sort_key: 'modified_at',
    sort_direction: 'desc',
    pageNum: 1,
    limit: 20,
  };
  it('sends the quick-search key as the key, which the server matches as the quick search does', () => {
    expect(toContactRequest(state)).toMatchObject({ key: 'ros', nominationExists: true });
    expect(toContactRequest(state)).not.toHaveProperty('surname');
  });
  it('leaves the nomination filter out where the tenant hides nominations', () => {
    expect(toContactRequest(state, false)).not.toHaveProperty('nominationExists');
  });
});
