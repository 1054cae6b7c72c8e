import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('drops the least recently used entry when full, counting a touch as a use', () => {
    const map = new LruMap<string, number>(2);
    map.put('a', 1);
    map.put('b', 2);
    map.touch('a');
    map.put('c', 3);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });

  it('replaces a stored key without dropping another, and ignores a touch of a missing key', () => {
    const map = new LruMap<string, number>(2);
    map.put('a', 1);
    map.put('b', 2);
    map.put('a', 10);
    map.touch('z');
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['a', 10],
    ]);
  });
});
