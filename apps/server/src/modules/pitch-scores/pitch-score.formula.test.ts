import { describe, expect, it } from 'vitest';
import { categoryMedianMonths, DEFAULT_CATEGORY_MEDIAN_MONTHS, pitchScore } from './pitch-score.formula.ts';

const NOW = new Date('2025-01-01T00:00:00Z');

describe('pitchScore', () => {
  it('grows with the months since the latest end, against the category median, capped at 100', () => {
    expect(pitchScore([{ startDate: '2023-01-01', endDate: '2024-01-01' }], 24, NOW)).toBe(50);
    expect(pitchScore([{ startDate: '2019-01-01', endDate: '2020-01-01' }], 24, NOW)).toBe(100);
    expect(pitchScore([{ startDate: '2024-12-01', endDate: '2025-01-01' }], 24, NOW)).toBe(0);
  });

  it('is 0 while a pitch is open or ends in the future, and for no history', () => {
    expect(
      pitchScore(
        [
          { startDate: '2020-01-01', endDate: '2020-06-01' },
          { startDate: '2024-06-01', endDate: null },
        ],
        24,
        NOW,
      ),
    ).toBe(0);
    expect(pitchScore([{ startDate: '2024-06-01', endDate: '2025-06-01' }], 24, NOW)).toBe(0);
    expect(pitchScore([], 24, NOW)).toBe(0);
  });
});

describe('categoryMedianMonths', () => {
  it('takes the median gap between consecutive starts across companies', () => {
    const company = (starts: string[]) => starts.map((startDate) => ({ startDate, endDate: null }));
    expect(
      Math.round(
        categoryMedianMonths([company(['2020-01-01', '2022-01-01']), company(['2019-01-01', '2022-01-01'])]),
      ),
    ).toBe(30);
    expect(
      Math.round(categoryMedianMonths([company(['2020-01-01', '2021-01-01', '2023-01-01', '2027-01-01'])])),
    ).toBe(24);
  });

  it('falls back to the default without repeated pitches', () => {
    expect(categoryMedianMonths([[{ startDate: '2020-01-01', endDate: null }]])).toBe(
      DEFAULT_CATEGORY_MEDIAN_MONTHS,
    );
  });
});
