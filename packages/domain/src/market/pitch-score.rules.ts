import {
  AVERAGE_MONTH_MS,
  PITCH_SCORE_DEFAULT_MEDIAN_MONTHS,
  PITCH_SCORE_MAX,
  PITCH_SCORE_MIN_INTERVALS,
  PITCH_SCORE_MIN_MEDIAN_MONTHS,
} from './market.constants.ts';
import type { PitchPeriod } from './market.schemas.ts';

/** Months from `from` to `to` in mean Gregorian months (negative when `to` is earlier). */
export function monthsBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / AVERAGE_MONTH_MS;
}

export function isPitchOngoing(pitch: PitchPeriod, now: Date): boolean {
  return pitch.endDate === null || pitch.endDate > now;
}

/**
 * The date the score counts from: the start of a running pitch, else the latest end.
 * It is also the "latest end date" shown beside the score. Null without pitches.
 */
export function pitchScoreReferenceDate(history: readonly PitchPeriod[], now: Date): Date | null {
  const ongoing = history.filter((pitch) => isPitchOngoing(pitch, now));
  if (ongoing.length > 0) return new Date(Math.max(...ongoing.map((pitch) => pitch.startDate.getTime())));
  if (history.length === 0) return null;
  return new Date(Math.max(...history.map((pitch) => pitch.endDate!.getTime())));
}

/**
 * How ripe a company is for a new pitch in a category, 0 to 100: the months since its latest
 * pitch ended, as a share of the months companies usually wait between two pitches in that
 * category. 0 while a pitch is running; null for a company without pitches in the category.
 * See docs/pitch-score.md.
 */
export function pitchScore(
  history: readonly PitchPeriod[],
  categoryMedianMonths: number,
  now: Date,
): number | null {
  if (history.length === 0) return null;
  if (history.some((pitch) => isPitchOngoing(pitch, now))) return 0;
  const median = Number.isFinite(categoryMedianMonths)
    ? Math.max(categoryMedianMonths, PITCH_SCORE_MIN_MEDIAN_MONTHS)
    : PITCH_SCORE_DEFAULT_MEDIAN_MONTHS;
  const elapsed = monthsBetween(pitchScoreReferenceDate(history, now)!, now);
  return Math.min(PITCH_SCORE_MAX, Math.round((PITCH_SCORE_MAX * elapsed) / median));
}

/**
 * Gaps between a pitch's end and the company's next pitch start in the same category.
 * Overlapping pitches (the next starting before the previous ended) are parallel tenders, not a
 * renewal, so they give no gap; neither does a pitch still running.
 */
export function pitchIntervalsMonths(history: readonly PitchPeriod[]): number[] {
  const sorted = [...history].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  const gaps: number[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const previousEnd = sorted[i - 1]!.endDate;
    if (previousEnd === null) continue;
    const gap = monthsBetween(previousEnd, sorted[i]!.startDate);
    if (gap >= 0) gaps.push(gap);
  }
  return gaps;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median gap between consecutive pitches of a category, over every company's history in
 * that category; the 36-month default when fewer than 5 gaps were observed.
 */
export function categoryMedianMonths(histories: readonly (readonly PitchPeriod[])[]): number {
  const gaps = histories.flatMap(pitchIntervalsMonths);
  if (gaps.length < PITCH_SCORE_MIN_INTERVALS) return PITCH_SCORE_DEFAULT_MEDIAN_MONTHS;
  return Math.max(median(gaps), PITCH_SCORE_MIN_MEDIAN_MONTHS);
}
