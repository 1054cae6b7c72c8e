import { describe, expect, it } from 'vitest';
import { pickSearchTab } from './pickSearchTab.ts';

describe('pickSearchTab', () => {
  it('keeps an allowed tab from the URL', () => {
    expect(pickSearchTab('brands', ['companies', 'brands'])).toBe('brands');
  });

  it('falls back on the first allowed tab for a forbidden, unknown or missing one', () => {
    expect(pickSearchTab('contacts', ['companies', 'brands'])).toBe('companies');
    expect(pickSearchTab('people', ['contacts'])).toBe('contacts');
    expect(pickSearchTab(null, ['contacts'])).toBe('contacts');
  });

  it('has no tab when no group is allowed', () => {
    expect(pickSearchTab('companies', [])).toBeNull();
  });
});
