import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime.ts';

describe('formatDateTime', () => {
  it('writes day, month, year, hour and minute in local time', () => {
    // A local moment, so the test reads the same in any time zone.
    expect(formatDateTime(new Date(2026, 10, 5, 9, 7, 59))).toBe('05/11/2026 09:07');
    expect(formatDateTime(new Date(2026, 0, 31, 23, 59).toISOString())).toBe('31/01/2026 23:59');
  });
});

describe('formatDateTime of a bad value', () => {
  it('writes nothing', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
