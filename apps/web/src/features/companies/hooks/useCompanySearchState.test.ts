import { CompanySearchRequestSchema } from '@adatlas/domain/companies';
import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../search/index.ts';
import { COMPANY_URL_CODECS } from './useCompanySearchState.ts';

const schemas = CompanySearchRequestSchema.shape;

describe('company search state in the URL', () => {
  it('round-trips every kind of field', () => {
    const state = {
      key: 'Lava',
      main_category: [2, 7],
      city: ['Milano', 'Torino'],
      only_with_comments: true,
      creation_year: 1924,
      financial_filters: [{ year: 2023, key: 'revenue', min: 1000 }],
      sort_key: 'city',
      sort_direction: 'desc',
      pageNum: 3,
    };
    const params = writeUrlState(state, COMPANY_URL_CODECS);
    expect(params.getAll('city')).toEqual(['Milano', 'Torino']);
    expect(readUrlState(new URLSearchParams(params.toString()), schemas, COMPANY_URL_CODECS)).toEqual(state);
  });

  it('drops bad params instead of failing, keeping the good ones', () => {
    const params = new URLSearchParams(
      'key=Barilla&pageNum=-4&sort_key=colour&main_category=abc&financial_filters={oops&creation_year=1990',
    );
    expect(readUrlState(params, schemas, COMPANY_URL_CODECS)).toEqual({
      key: 'Barilla',
      creation_year: 1990,
    });
  });

  it('drops a financial filter without min and max (spec data §5)', () => {
    const params = new URLSearchParams({
      financial_filters: JSON.stringify([{ year: 2023, key: 'revenue' }]),
    });
    expect(readUrlState(params, schemas, COMPANY_URL_CODECS)).toEqual({});
  });

  it('leaves defaults and empty values out of the URL', () => {
    const params = writeUrlState(
      { sort_key: 'name', sort_direction: 'asc', pageNum: 1, city: [], only_with_comments: false },
      COMPANY_URL_CODECS,
      { sort_key: 'name', sort_direction: 'asc', pageNum: 1 },
    );
    expect(params.toString()).toBe('');
  });
});
