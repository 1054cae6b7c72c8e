/**
 * Placeholder for the domain rule `pitchScore(history, categoryMedianMonths, now)` and
 * `categoryMedianMonths` being written on the `rules` branch; the lead swaps these imports.
 *
 * Score = how "due" a company is to pitch a category again: the months since its latest pitch
 * there ended, against the usual gap between pitches in that category, as a percentage (capped at
 * 100). A company with a pitch still open scores 0.
 */
export interface PitchHistoryEntry {
  startDate: string;
  endDate: string | null;
}

export const DEFAULT_CATEGORY_MEDIAN_MONTHS = 36;
const DAYS_PER_MONTH = 30.4375;

export function monthsBetween(from: string, to: Date): number {
  return (to.getTime() - Date.parse(`${from}T00:00:00Z`)) / (DAYS_PER_MONTH * 86_400_000);
}

export function pitchScore(
  history: readonly PitchHistoryEntry[],
  categoryMedianMonths: number,
  now: Date,
): number {
  const today = now.toISOString().slice(0, 10);
  if (history.length === 0 || history.some((p) => p.endDate === null || p.endDate > today)) return 0;
  const latestEnd = history.reduce(
    (latest, p) => ((p.endDate as string) > latest ? (p.endDate as string) : latest),
    '',
  );
  const ratio = monthsBetween(latestEnd, now) / Math.max(categoryMedianMonths, 1);
  return Math.max(0, Math.min(100, Math.round(ratio * 100)));
}

/** Median gap in months between consecutive pitch starts of one company, over a category. */
export function categoryMedianMonths(historiesByCompany: readonly (readonly PitchHistoryEntry[])[]): number {
  const gaps: number[] = [];
  for (const history of historiesByCompany) {
    const starts = history.map((p) => p.startDate).sort();
    for (let i = 1; i < starts.length; i += 1) {
      gaps.push(monthsBetween(starts[i - 1] as string, new Date(`${starts[i]}T00:00:00Z`)));
    }
  }
  if (gaps.length === 0) return DEFAULT_CATEGORY_MEDIAN_MONTHS;
  gaps.sort((a, b) => a - b);
  const middle = Math.floor(gaps.length / 2);
  return gaps.length % 2 === 1
    ? (gaps[middle] as number)
    : ((gaps[middle - 1] as number) + (gaps[middle] as number)) / 2;
}
