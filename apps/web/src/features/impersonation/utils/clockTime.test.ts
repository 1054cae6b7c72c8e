import { describe, expect, it } from 'vitest';
import { clockTime } from './clockTime.ts';

describe('clockTime', () => {
  it('shows hours and minutes of the local time, two digits each', () => {
    expect(clockTime(new Date(2026, 5, 1, 9, 5).toISOString())).toBe('09:05');
    expect(clockTime(new Date(2026, 5, 1, 17, 45).toISOString())).toBe('17:45');
  });

  it('shows nothing for a bad value', () => {
    expect(clockTime('soon')).toBe('');
  });
});
