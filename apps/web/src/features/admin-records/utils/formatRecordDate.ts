import { formatDate } from '@adatlas/domain/formatting';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A record's date as the rest of the app writes it: a day column ("2026-03-01") as 01/03/2026, a
 * timestamp (created, modified, published) in local time with the hour and minute.
 */
export function formatRecordDate(value: string): string {
  return DAY_ONLY.test(value) ? formatDate(value) : formatDateTime(value);
}
