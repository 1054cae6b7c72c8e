import { describe, expect, it } from 'vitest';
import { nextRowId } from './pageList.ts';

describe('nextRowId', () => {
  const ids = [11, 12, 13];

  it('starts on the first row with j and on the last with k', () => {
    expect(nextRowId(ids, null, 1)).toBe(11);
    expect(nextRowId(ids, null, -1)).toBe(13);
  });

  it('moves one row and stays at either end', () => {
    expect(nextRowId(ids, 11, 1)).toBe(12);
    expect(nextRowId(ids, 12, -1)).toBe(11);
    expect(nextRowId(ids, 13, 1)).toBe(13);
    expect(nextRowId(ids, 11, -1)).toBe(11);
  });

  it('starts again when the focused row left the page, and has nothing on an empty one', () => {
    expect(nextRowId([21, 22], 12, 1)).toBe(21);
    expect(nextRowId([], 12, 1)).toBeNull();
  });
});
