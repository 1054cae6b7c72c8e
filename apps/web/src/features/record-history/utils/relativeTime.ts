import { relativeTimeOf } from '@adatlas/domain/record-history';

/** "3 days ago" / "3 giorni fa" in the interface language. */
export function formatRelativeTime(at: string | Date, now: Date, language: string): string {
  const { value, unit } = relativeTimeOf(at, now);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(value, unit);
}
