import { describe, expect, it } from 'vitest';
import { readTagPageParams, writeTagPageParams } from './tagPageParams.ts';

describe('tag page params', () => {
  it('reads the tag, the entity index and the page', () => {
    expect(readTagPageParams(new URLSearchParams('selectedTag=7&selectedEntity=1&currentPage=3'))).toEqual({
      tagId: 7,
      entity: 'contact',
      pageNum: 3,
    });
    expect(readTagPageParams(new URLSearchParams('selectedEntity=3')).entity).toBe('pitchScore');
  });
  it('falls back on missing or bad values', () => {
    expect(readTagPageParams(new URLSearchParams(''))).toEqual({
      tagId: null,
      entity: 'company',
      pageNum: 1,
    });
    expect(readTagPageParams(new URLSearchParams('selectedTag=x&selectedEntity=9&currentPage=-2'))).toEqual({
      tagId: null,
      entity: 'company',
      pageNum: 1,
    });
  });
  it('writes what it reads', () => {
    const state = { tagId: 4, entity: 'pitch' as const, pageNum: 2 };
    expect(writeTagPageParams(state).toString()).toBe('selectedTag=4&selectedEntity=2&currentPage=2');
    expect(readTagPageParams(writeTagPageParams(state))).toEqual(state);
  });
});
