import { describe, expect, it } from 'vitest';
import { DEFAULT_SORTS, LIST_PAGE_SIZES, PITCH_SCORE_SORT_BY } from './market.constants.ts';
import {
  canTagAll,
  estimatedSpending,
  mergeNewsPages,
  newsSearchMode,
  nextNewsCursor,
  toggleSort,
} from './market.rules.ts';
import { BrandAdvertiserFilterSchema, NewsCursorSchema } from './market.schemas.ts';

describe('estimatedSpending', () => {
  const meta = (eu_total_reach: number | null) => ({ advertiserType: 'META' as const, eu_total_reach });
  const google = (lower: number | null, upper: number | null) => ({
    advertiserType: 'GOOGLE' as const,
    estimated_times_shown_lower_bound: lower,
    estimated_times_shown_upper_bound: upper,
  });
  it('prices Meta reach at 2.5 impressions a person, 0.007 EUR by default, no decimals', () => {
    expect(estimatedSpending(meta(1_000_000))).toBe(17_500);
    expect(estimatedSpending(meta(1_000_000), 0.01)).toBe(25_000);
    expect(estimatedSpending(meta(100))).toBe(2);
    expect(estimatedSpending(meta(1))).toBe(0);
  });
  it('prices Google at the midpoint of the times-shown range, or the one bound given', () => {
    expect(estimatedSpending(google(1000, 3000))).toBe(14);
    expect(estimatedSpending(google(1_000_000, 2_000_000), 0.002)).toBe(3000);
    expect(estimatedSpending(google(1000, null))).toBe(7);
    expect(estimatedSpending(google(null, 3000))).toBe(21);
    expect(estimatedSpending(google(0, 0))).toBe(0);
  });
  it('has no estimate without figures', () => {
    expect(estimatedSpending(meta(null))).toBeNull();
    expect(estimatedSpending({ advertiserType: 'META' })).toBeNull();
    expect(estimatedSpending(google(null, null))).toBeNull();
  });
});

describe('canTagAll', () => {
  it('allows from 1 to 2999 results', () => {
    expect([0, 1, 2999, 3000, 3001].map(canTagAll)).toEqual([false, true, true, false, false]);
  });
});

describe('toggleSort', () => {
  it('flips the active column and starts a new one ascending', () => {
    expect(toggleSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(toggleSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(toggleSort({ key: 'name', direction: 'desc' }, 'city')).toEqual({ key: 'city', direction: 'asc' });
  });
});

describe('search constants', () => {
  it('match the defaults of spec data §9', () => {
    expect(DEFAULT_SORTS).toEqual({
      companies: { key: 'name', direction: 'asc' },
      contacts: { key: 'modified_at', direction: 'desc' },
      pitches: { key: 'start_date', direction: 'desc' },
      workRelations: { key: 'company', direction: 'asc' },
      pitchScores: { key: 'score', direction: 'desc' },
    });
    expect(LIST_PAGE_SIZES).toMatchObject({ search: 20, pitchScores: 20, tagDetail: 50, companyPitches: 5 });
    expect(PITCH_SCORE_SORT_BY.endDate).toBe('latestEndDate');
  });
});

describe('BrandAdvertiserFilterSchema', () => {
  it('defaults to the first page of 20', () => {
    expect(BrandAdvertiserFilterSchema.parse({})).toEqual({
      sector: [],
      companyIds: [],
      advertiserType: [],
      reach: [],
      page: 0,
      pageSize: 20,
    });
  });
  it('takes only the offered page sizes and valid reach rules', () => {
    expect(BrandAdvertiserFilterSchema.safeParse({ pageSize: 100 }).success).toBe(true);
    expect(BrandAdvertiserFilterSchema.safeParse({ pageSize: 30 }).success).toBe(false);
    expect(
      BrandAdvertiserFilterSchema.safeParse({ reach: [{ year: 2024, minReach: 5, maxReach: 1 }] }).success,
    ).toBe(false);
    expect(BrandAdvertiserFilterSchema.safeParse({ advertiserType: ['TIKTOK'] }).success).toBe(false);
  });
});

describe('news paging', () => {
  const item = (id: number, pubDate: string, title = `news ${id}`) => ({ id, pubDate, title });
  it('chooses the search mode from the text and the exact checkbox', () => {
    expect(newsSearchMode('', false)).toBe('LIST');
    expect(newsSearchMode('  ab ', true)).toBe('LIST');
    expect(newsSearchMode('abc', false)).toBe('LIKE');
    expect(newsSearchMode('abc', true)).toBe('EXACT');
  });
  it('merges pages newest first, the fetched copy replacing a duplicate', () => {
    const shown = [item(3, '2025-01-03T10:00:00Z'), item(2, '2025-01-02T10:00:00Z')];
    const page = [item(1, '2025-01-01T10:00:00Z'), item(2, '2025-01-02T10:00:00Z', 'edited')];
    const merged = mergeNewsPages(shown, page);
    expect(merged.map((news) => news.id)).toEqual([3, 2, 1]);
    expect(merged[1]?.title).toBe('edited');
    expect(mergeNewsPages(shown, [])).toEqual(shown);
    expect(mergeNewsPages(shown, [])).not.toBe(shown);
  });
  it('breaks equal dates by the higher id, compares instants across offsets and puts bad dates last', () => {
    const merged = mergeNewsPages(
      [item(5, 'not a date'), item(7, '2025-01-01T10:00:00Z')],
      [item(9, '2025-01-01T10:00:00Z'), item(8, '2025-01-01T11:00:00+01:00')],
    );
    expect(merged.map((news) => news.id)).toEqual([9, 8, 7, 5]);
  });
  it('continues after the oldest item of a page and stops on an empty page', () => {
    const page = [
      item(4, '2025-01-02T10:00:00Z'),
      item(6, '2025-01-01T10:00:00Z'),
      item(3, '2025-01-02T10:00:00Z'),
    ];
    const cursor = nextNewsCursor(page);
    expect(cursor).toEqual({ lastId: 6, lastPubDate: '2025-01-01T10:00:00Z' });
    expect(NewsCursorSchema.safeParse(cursor).success).toBe(true);
    expect(nextNewsCursor([])).toBeNull();
  });
});
