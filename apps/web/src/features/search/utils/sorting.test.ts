import { describe, expect, it } from 'vitest';
import { formatResultCount, nextSort } from './sorting.ts';

describe('nextSort', () => {
  it('toggles the active column and starts a new one ascending', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'city')).toEqual({ key: 'city', direction: 'asc' });
  });
});

describe('formatResultCount', () => {
  it('adds + when the server stopped counting', () => {
    expect(formatResultCount(10_000, true, 'en')).toBe('10,000+');
    expect(formatResultCount(41, false, 'en')).toBe('41');
  });
});
