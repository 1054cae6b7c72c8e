import { describe, expect, it } from 'vitest';
import { readSearchParams } from '../../../shared/hooks/useUrlFilters.ts';
import { fromPitchSearch, parsePitchUrl, toPitchQuery, toSavedPitchSearch } from './usePitchFilters.ts';

const parse = (search: string) => parsePitchUrl(readSearchParams(new URLSearchParams(search)));

describe('pitch filters in the URL', () => {
  it('defaults to every pitch, newest start first, 20 per page', () => {
    expect(toPitchQuery(parse(''))).toEqual({
      title: undefined,
      category: undefined,
      min_start_date: undefined,
      max_start_date: undefined,
      status: 'ALL',
      company_filters: undefined,
      pageNum: 1,
      limit: 20,
      sort_key: 'start_date',
      sort_direction: 'desc',
    });
  });

  it('reads repeated categories, the range, the status and the page', () => {
    const query = toPitchQuery(
      parse('category=3&category=7&from=2022-01-01&to=2023-12-31&status=CLOSED&page=2&size=50'),
    );
    expect(query).toMatchObject({
      category: [3, 7],
      min_start_date: '2022-01-01',
      max_start_date: '2023-12-31',
      status: 'CLOSED',
      pageNum: 2,
      limit: 50,
    });
  });

  it('falls back on bad values instead of failing, and drops an end without its start', () => {
    const query = toPitchQuery(
      parse('category=x&status=MAYBE&size=33&page=-4&sort=price&to=2023-01-01&from=nope'),
    );
    expect(query).toMatchObject({
      category: undefined,
      status: 'ALL',
      limit: 20,
      pageNum: 1,
      sort_key: 'start_date',
      min_start_date: undefined,
      max_start_date: undefined,
    });
  });
});

describe('saved pitch searches', () => {
  it('store the search body without the page and load back as the same filters on page 1', () => {
    const url = parse(
      'title=media&category=3&from=2022-01-01&to=2023-12-31&status=CLOSED&company=acme&sort=name&dir=asc&page=4&size=50',
    );
    const saved = toSavedPitchSearch(url);
    expect(saved).not.toHaveProperty('pageNum');
    expect(saved).toMatchObject({ title: 'media', company_filters: { name: 'acme' }, limit: 50 });
    expect(fromPitchSearch(JSON.parse(JSON.stringify(saved)))).toEqual({ ...url, page: 1 });
  });

  it('load a malformed saved search as the defaults rather than failing', () => {
    expect(fromPitchSearch({ status: 'SOMETIMES', category: 'x', limit: 7 })).toEqual(parse(''));
  });
});
