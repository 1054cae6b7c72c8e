import { formatDate } from '@adatlas/domain/formatting';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A moment in the user's own time zone, in the app's date format with the hour and minute
 * (spec: DD/MM/YYYY in most places): "25/11/2026 10:22"; empty for a bad value. Dates alone use
 * `formatDate`. No date library, so the first page's error notices can use it.
 */
export function formatDateTime(value: string | Date): string {
  const moment = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(moment.getTime())) return '';
  // formatDate reads a Date in UTC: hand it the local calendar day.
  const day = new Date(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()));
  return `${formatDate(day)} ${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}
