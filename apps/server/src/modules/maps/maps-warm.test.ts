import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countriesLoaded } from './locator-map.ts';

// Its own file: the outlines are parsed once per module instance, and no other test here draws.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('offline maps warm-up', () => {
  it('parses the world outlines once the server listens, not while an app is only built', async () => {
    expect(countriesLoaded()).toBe(false);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(countriesLoaded, { timeout: 5_000 }).toBe(true);
  });
});
