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

  it('moves past an empty first tab to the first that found something', () => {
    const allowed = ['companies', 'contacts', 'brands'] as const;
    expect(pickSearchTab(null, allowed, { companies: 0, contacts: 0, brands: 4 })).toBe('brands');
    expect(pickSearchTab(null, allowed, { companies: 0, contacts: 2, brands: 4 })).toBe('contacts');
  });

  it('stays on the first tab while its count is unknown, when it found something, or when all are empty', () => {
    const allowed = ['companies', 'contacts'] as const;
    expect(pickSearchTab(null, allowed, { contacts: 3 })).toBe('companies');
    expect(pickSearchTab(null, allowed, { companies: 1, contacts: 3 })).toBe('companies');
    expect(pickSearchTab(null, allowed, { companies: 0, contacts: 0 })).toBe('companies');
  });

  it('keeps a tab the URL names even when it found nothing', () => {
    expect(pickSearchTab('companies', ['companies', 'brands'], { companies: 0, brands: 9 })).toBe(
      'companies',
    );
  });
});
