import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime.ts';

const now = new Date('2026-11-27T12:00:00Z');

describe('formatRelativeTime', () => {
  it('says how long ago in the interface language', () => {
    expect(formatRelativeTime('2026-11-24T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(formatRelativeTime('2026-11-24T12:00:00Z', now, 'it')).toBe('3 giorni fa');
    expect(formatRelativeTime('2026-11-24T12:00:00Z', now, 'fr')).toBe('il y a 3 jours');
    expect(formatRelativeTime('2026-11-24T12:00:00Z', now, 'es')).toBe('hace 3 días');
    expect(formatRelativeTime('2026-11-26T12:00:00Z', now, 'en')).toBe('yesterday');
  });
});
