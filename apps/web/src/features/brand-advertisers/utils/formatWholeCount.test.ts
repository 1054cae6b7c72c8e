import { describe, expect, it } from 'vitest';
import { formatWholeCount } from './formatWholeCount.ts';

describe('formatWholeCount', () => {
  it('writes a Google reach midpoint as whole people, grouped as the language groups', () => {
    expect(formatWholeCount(3_553_384.5, 'en')).toBe('3,553,385');
    expect(formatWholeCount(3_553_384.5, 'it')).toBe('3.553.385');
    expect(formatWholeCount(12.4, 'fr')).toBe('12');
  });

  it('leaves an unknown figure empty', () => {
    expect(formatWholeCount(null, 'en')).toBe('');
  });
});
