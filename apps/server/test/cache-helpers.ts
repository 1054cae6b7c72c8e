import { expect } from 'vitest';

/** Polls `check` every 10 ms until it holds; answers the ms it took, or throws after `withinMs`. */
export async function eventually(check: () => Promise<boolean>, withinMs = 3_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not within ${withinMs} ms`);
}

/**
 * For a cache of two entries, `read(key)` going through it and pushing `key` onto `loads` on each
 * miss: once the cache serves hits (its change listener is up), reads a, b, a again and c, and
 * checks that b, the least recently used, went while a and c stayed (not everything dropped).
 */
export async function expectLeastRecentlyUsedDropped(
  read: (key: string) => Promise<unknown>,
  loads: string[],
): Promise<void> {
  await eventually(async () => {
    await read('probe');
    loads.length = 0;
    await read('probe');
    return loads.length === 0;
  }, 10_000);
  await read('a');
  await read('b');
  await read('a'); // a hit: "a" is now the most recently used
  await read('c'); // full: "b" goes, not "a" (nor everything)
  loads.length = 0;
  await read('a');
  await read('c');
  expect(loads).toEqual([]);
  await read('b');
  expect(loads).toEqual(['b']);
}
