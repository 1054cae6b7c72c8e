import { describe, expect, it } from 'vitest';
import { runDuration } from './runDuration.ts';

describe('runDuration', () => {
  const start = '2026-11-27T10:00:00.000Z';
  it('reads seconds, minutes and hours', () => {
    expect(runDuration(start, '2026-11-27T10:00:12.400Z', new Date())).toBe('12 s');
    expect(runDuration(start, '2026-11-27T10:03:05.000Z', new Date())).toBe('3 min 05 s');
    expect(runDuration(start, '2026-11-27T11:02:59.000Z', new Date())).toBe('1 h 02 min');
  });
  it('counts a running run up to now', () => {
    expect(runDuration(start, null, new Date('2026-11-27T10:00:42.000Z'))).toBe('42 s');
  });
});
