import { describe, expect, it } from 'vitest';
import { selectionScopeKey } from './selectionScope.ts';

describe('selectionScopeKey', () => {
  const search = { key: 'acme', main_category: [3], sort_key: 'name', sort_direction: 'asc', pageNum: 1 };

  it('keeps the scope when only the page, the page size or the order change', () => {
    const key = selectionScopeKey(search);
    expect(selectionScopeKey({ ...search, pageNum: 4, limit: 50 })).toBe(key);
    expect(selectionScopeKey({ ...search, sort_key: 'city', sort_direction: 'desc' })).toBe(key);
    expect(selectionScopeKey({ pageNum: 2, main_category: [3], key: 'acme' })).toBe(key);
  });

  it('changes the scope with a filter or the searched text', () => {
    const key = selectionScopeKey(search);
    expect(selectionScopeKey({ ...search, key: 'acm' })).not.toBe(key);
    expect(selectionScopeKey({ ...search, main_category: [3, 4] })).not.toBe(key);
    expect(selectionScopeKey({ ...search, only_with_comments: true })).not.toBe(key);
  });

  it('takes an unset filter for an absent one', () => {
    expect(selectionScopeKey({ ...search, city: undefined })).toBe(selectionScopeKey(search));
  });
});
