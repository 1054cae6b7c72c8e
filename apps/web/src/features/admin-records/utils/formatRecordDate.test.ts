import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatRecordDate } from './formatRecordDate.ts';

describe('formatRecordDate', () => {
  it('writes a day column as DD/MM/YYYY, without moving it across a time zone', () => {
    expect(formatRecordDate('2026-03-01')).toBe('01/03/2026');
  });

  it('writes a timestamp in local time with the hour and minute', () => {
    const at = '2026-11-25T10:22:00.000Z';
    expect(formatRecordDate(at)).toBe(dayjs(at).format('DD/MM/YYYY HH:mm'));
    expect(formatRecordDate(at)).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:22$/);
  });
});
