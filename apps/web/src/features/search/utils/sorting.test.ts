import { describe, expect, it } from 'vitest';
import { formatResultCount } from './sorting.ts';

describe('formatResultCount', () => {
  it('adds + when the server stopped counting', () => {
    expect(formatResultCount(10_000, true, 'en')).toBe('10,000+');
    expect(formatResultCount(41, false, 'en')).toBe('41');
  });
});
