import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';

// The outlines are parsed once per module instance, and the server files share their modules
// (`isolate: false`): this file imports a fresh app and map module of its own.
let t: TestApp;
let countriesLoaded: () => boolean;
beforeAll(async () => {
  vi.resetModules();
  ({ countriesLoaded } = await import('./locator-map.ts'));
  const { createTestApp } = await import('../../../test/test-app.ts');
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
