import { describe, expect, it } from 'vitest';
import { AVERAGE_MONTH_MS, PITCH_SCORE_DEFAULT_MEDIAN_MONTHS } from './market.constants.ts';
import type { PitchPeriod } from './market.schemas.ts';
import {
  categoryMedianMonths,
  isPitchOngoing,
  monthsBetween,
  pitchIntervalsMonths,
  pitchScore,
  pitchScoreReferenceDate,
} from './pitch-score.rules.ts';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const p = (start: string, end: string | null): PitchPeriod => ({
  startDate: d(start),
  endDate: end ? d(end) : null,
});
const NOW = d('2025-01-01');
/** A date exactly `months` mean months before NOW. */
const ago = (months: number) => new Date(NOW.getTime() - months * AVERAGE_MONTH_MS);
const ended = (startMonthsAgo: number, endMonthsAgo: number): PitchPeriod => ({
  startDate: ago(startMonthsAgo),
  endDate: ago(endMonthsAgo),
});

describe('monthsBetween', () => {
  it('counts mean Gregorian months, negative backwards', () => {
    expect(monthsBetween(d('2024-01-01'), d('2025-01-01'))).toBeCloseTo(12.025, 3);
    expect(monthsBetween(ago(6), NOW)).toBeCloseTo(6, 9);
    expect(monthsBetween(NOW, ago(6))).toBeCloseTo(-6, 9);
  });
});

describe('pitchScore', () => {
  it('has no score without pitches', () => {
    expect(pitchScore([], 36, NOW)).toBeNull();
    expect(pitchScoreReferenceDate([], NOW)).toBeNull();
  });
  it('is 0 while a pitch runs: no end, an end to come, or announced to start later', () => {
    expect(pitchScore([ended(60, 50), p('2024-10-01', null)], 36, NOW)).toBe(0);
    expect(pitchScore([p('2024-10-01', '2025-03-01')], 36, NOW)).toBe(0);
    expect(pitchScore([p('2025-02-01', null)], 36, NOW)).toBe(0);
    expect(isPitchOngoing(p('2024-10-01', '2025-01-01'), NOW)).toBe(false);
  });
  it('is the elapsed share of the category median, rounded', () => {
    expect(pitchScore([ended(20, 18)], 36, NOW)).toBe(50);
    expect(pitchScore([ended(20, 12)], 36, NOW)).toBe(33);
    expect(pitchScore([ended(20, 0)], 36, NOW)).toBe(0);
    expect(pitchScore([ended(20, 0.2)], 36, NOW)).toBe(1);
  });
  it('caps at 100 once the median is reached', () => {
    expect(pitchScore([ended(40, 36)], 36, NOW)).toBe(100);
    expect(pitchScore([ended(120, 100)], 36, NOW)).toBe(100);
  });
  it('counts from the latest end, whatever the order of the history', () => {
    const history = [ended(30, 24), ended(100, 90), ended(14, 9), ended(50, 40)];
    expect(pitchScore(history, 36, NOW)).toBe(25);
    expect(pitchScoreReferenceDate(history, NOW)).toEqual(ago(9));
  });
  it('refers to the latest running pitch start while one runs', () => {
    const history = [ended(30, 24), p('2024-06-01', null), p('2024-09-01', null)];
    expect(pitchScoreReferenceDate(history, NOW)).toEqual(d('2024-09-01'));
  });
  it('guards the median: floored at one month, default when not a number', () => {
    expect(pitchScore([ended(3, 0.5)], 0.1, NOW)).toBe(50);
    expect(pitchScore([ended(20, 18)], Number.NaN, NOW)).toBe(50);
  });
});

describe('categoryMedianMonths', () => {
  const gapsOf = (...gaps: number[]) => {
    // One company whose consecutive pitches are separated by the given gaps (in months).
    let cursor = 500;
    return gaps.flatMap((gap, index) => {
      const pitches = index === 0 ? [ended(cursor, cursor - 2)] : [];
      cursor -= 2 + gap;
      return [...pitches, ended(cursor, cursor - 2)];
    });
  };
  it('measures gaps from one end to the next start, sorted by start', () => {
    const history = [ended(30, 28), ended(60, 58), ended(100, 98)];
    const gaps = pitchIntervalsMonths(history);
    expect(gaps).toHaveLength(2);
    expect(gaps[0]).toBeCloseTo(38, 9);
    expect(gaps[1]).toBeCloseTo(28, 9);
  });
  it('skips overlapping pitches and gaps after a running pitch', () => {
    expect(pitchIntervalsMonths([ended(30, 10), ended(20, 5)])).toEqual([]);
    expect(pitchIntervalsMonths([{ startDate: ago(30), endDate: null }, ended(20, 5)])).toEqual([]);
    expect(pitchIntervalsMonths([ended(30, 20)])).toEqual([]);
  });
  it('uses the 36-month default below five gaps', () => {
    expect(categoryMedianMonths([])).toBe(PITCH_SCORE_DEFAULT_MEDIAN_MONTHS);
    expect(categoryMedianMonths([gapsOf(10, 20), gapsOf(30, 40)])).toBe(PITCH_SCORE_DEFAULT_MEDIAN_MONTHS);
  });
  it('takes the middle gap of an odd count, across companies', () => {
    expect(categoryMedianMonths([gapsOf(10, 50), gapsOf(20), gapsOf(40, 30)])).toBeCloseTo(30, 9);
  });
  it('averages the two middle gaps of an even count', () => {
    expect(categoryMedianMonths([gapsOf(10, 20, 30, 40, 50, 60)])).toBeCloseTo(35, 9);
  });
  it('floors a median of back-to-back pitches at one month', () => {
    expect(categoryMedianMonths([gapsOf(0, 0, 0, 0, 0)])).toBe(1);
  });
});

describe('the worked example of docs/pitch-score.md', () => {
  const A = [p('2015-03-01', '2015-06-30'), p('2018-09-01', '2018-12-15'), p('2022-01-10', '2022-04-30')];
  const B = [p('2016-01-01', '2016-03-31'), p('2019-02-01', '2019-05-31'), p('2024-11-04', null)];
  const C = [p('2017-05-01', '2017-07-31'), p('2021-09-01', '2021-12-20')];
  const D = [p('2023-02-01', '2023-06-30')];
  it('gives a median of 38.1 months and scores 84, 0, 96 and 48', () => {
    const median = categoryMedianMonths([A, B, C, D]);
    expect(median).toBeCloseTo(38.08, 2);
    expect([A, B, C, D].map((history) => pitchScore(history, median, NOW))).toEqual([84, 0, 96, 48]);
  });
});
