import { describe, expect, it } from 'vitest';
import { searchPlaceholderKey } from './searchPlaceholderKey.ts';

describe('searchPlaceholderKey', () => {
  it('names companies, contacts and brands to a viewer who can find all three', () => {
    expect(searchPlaceholderKey(['companies', 'contacts', 'brands'])).toBe('HEADER.SEARCH_PLACEHOLDER');
  });

  it('leaves out what the scopes do not allow', () => {
    expect(searchPlaceholderKey(['companies', 'brands'])).toBe('HEADER.SEARCH_PLACEHOLDER_COMPANIES');
    expect(searchPlaceholderKey(['contacts'])).toBe('HEADER.SEARCH_PLACEHOLDER_CONTACTS');
  });
});
