import { describe, expect, it } from 'vitest';
import { contactFunctionOf, searchedFunctionIds } from './contacts.rules.ts';

// Marketing (1) → 11, 12; Human resources (2) → 21, 22 → 221; General management (3) → 31.
const LINKS = [
  { id: 1, parentId: null },
  { id: 11, parentId: 1 },
  { id: 12, parentId: 1 },
  { id: 2, parentId: null },
  { id: 21, parentId: 2 },
  { id: 22, parentId: 2 },
  { id: 221, parentId: 22 },
  { id: 3, parentId: null },
  { id: 31, parentId: 3 },
];

describe('searchedFunctionIds', () => {
  it('does not filter without any function choice', () => {
    expect(searchedFunctionIds(LINKS, {})).toBeNull();
    expect(searchedFunctionIds(LINKS, { function: [], function_parent: [], function_family: [] })).toBeNull();
  });

  it('adds up picked areas and functions with everything under them', () => {
    expect(searchedFunctionIds(LINKS, { function_parent: [1], function: [22] })).toEqual([
      1, 11, 12, 22, 221,
    ]);
  });

  it('keeps the whole family when nothing else is picked', () => {
    expect(searchedFunctionIds(LINKS, { function_family: [2] })).toEqual([2, 21, 22, 221]);
  });

  it('looks for the picks inside the family instead of adding them to it', () => {
    expect(searchedFunctionIds(LINKS, { function_family: [2], function: [22] })).toEqual([22, 221]);
    expect(searchedFunctionIds(LINKS, { function_family: [2], function: [22, 31] })).toEqual([22, 221]);
  });

  it('finds no function when every pick is outside the family', () => {
    expect(
      searchedFunctionIds(LINKS, { function_family: [2], function: [31], function_parent: [1] }),
    ).toEqual([]);
  });
});

describe('contactFunctionOf', () => {
  it('pairs the stored id and key, and is null when either is missing', () => {
    expect(contactFunctionOf({ function_id: 21, function_key: 'HR_DIRECTOR' })).toEqual({
      id: 21,
      key: 'HR_DIRECTOR',
    });
    expect(contactFunctionOf({ function_id: null, function_key: 'HR_DIRECTOR' })).toBeNull();
    expect(contactFunctionOf({ function_id: 21, function_key: null })).toBeNull();
  });
});
