import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('application shell', () => {
  it('loads the app from the server', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await expect(page.title()).resolves.toContain('AdAtlas');
    await context.close();
  });
});
