import { DEFAULT_DATE_FORMAT } from '@adatlas/domain/formatting';
import dayjs from 'dayjs';

/**
 * A moment in the user's own time zone, in the app's date format with the hour and minute
 * (spec: DD/MM/YYYY in most places): "25/11/2026 10:22". Dates alone use `formatDate`.
 */
export function formatDateTime(value: string | Date): string {
  return dayjs(value).format(`${DEFAULT_DATE_FORMAT} HH:mm`);
}
