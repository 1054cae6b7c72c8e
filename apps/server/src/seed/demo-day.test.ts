import { describe, expect, it } from 'vitest';
import { demoToday, FIXED_DEMO_DAY, generateTenantData } from './demo-data.ts';

const DAY_MS = 86_400_000;
const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : Number.NaN);

/** The demo data is dated from the day it is loaded, so it looks alive whenever that is. */
describe('demo day', () => {
  it('is 09:00 UTC of the given day, or of the day the load runs', () => {
    expect(demoToday(FIXED_DEMO_DAY, new Date('2030-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-11-01T09:00:00.000Z',
    );
    expect(demoToday(undefined, new Date('2027-03-15T22:10:00Z')).toISOString()).toBe(
      '2027-03-15T09:00:00.000Z',
    );
    expect(() => demoToday('soon', new Date())).toThrow(/YYYY-MM-DD/);
  });

  it('moves every date of the data set with the day it is loaded (the same data within a year)', () => {
    const first = demoToday('2026-11-01', new Date());
    const later = demoToday('2026-12-20', new Date());
    const shift = later.getTime() - first.getTime();
    const a = generateTenantData('italy', 0.05, first);
    const b = generateTenantData('italy', 0.05, later);
    expect(b.companies.map((row) => row.name)).toEqual(a.companies.map((row) => row.name));
    expect(b.companies.map((row) => time(row.modified_at) - shift)).toEqual(
      a.companies.map((row) => time(row.modified_at)),
    );
    expect(b.news_items.map((row) => time(row.pub_date) - shift)).toEqual(
      a.news_items.map((row) => time(row.pub_date)),
    );
    expect(b.pitches.map((row) => time(row.start_date) - shift)).toEqual(
      a.pitches.map((row) => time(row.start_date)),
    );
  });

  it.each(['2026-11-01', '2031-06-30'])('looks alive when loaded on %s', (day) => {
    const today = demoToday(day, new Date());
    const data = generateTenantData('italy', 0.05, today);
    const newest = (dates: number[]) => Math.max(...dates.filter((value) => !Number.isNaN(value)));
    // Latest news within the last two weeks, none in the future.
    const news = newest(data.news_items.map((row) => time(row.pub_date)));
    expect(news).toBeLessThanOrEqual(today.getTime());
    expect(today.getTime() - news).toBeLessThan(14 * DAY_MS);
    // Companies updated in the last days, as "Updated 3 days ago" reads.
    const updated = newest(data.companies.map((row) => time(row.modified_at)));
    expect(today.getTime() - updated).toBeLessThan(7 * DAY_MS);
    // Ongoing pitches: started, not ended.
    const ongoing = data.pitches.filter(
      (row) => row.end_date === null && time(row.start_date) <= today.getTime(),
    );
    expect(ongoing.length).toBeGreaterThan(0);
  });
});
