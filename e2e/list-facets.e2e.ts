import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { settledResults } from './support/results.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function listPage(path: string, language: 'en' | 'it', width: number): Promise<Page> {
  const { context, page } = await newPage(browser, { width, height: 900 });
  await useLanguage(context, language);
  await logIn(page, DEMO_ACCOUNTS.pro.email);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(path);
  await settledResults(page);
  return page;
}

/** The number an "N found" line says, as digits (1,204 / 1.204 alike). */
async function foundCount(page: Page): Promise<number> {
  return Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/\D/g, ''));
}

describe('counts beside the filter values (facets), as pro@adatlas.test on italy', () => {
  for (const [language, width] of [
    ['en', 1280],
    ['it', 375],
  ] as const) {
    it(`shows a main category's count, and choosing it finds that many companies (${language}, ${width} px)`, async () => {
      const page = await listPage('/companies', language, width);
      await page.getByTestId('filter-main-category').click();
      const counted = page.locator('.ant-select-tree-node-content-wrapper:visible [data-facet-count]');
      await counted.first().waitFor();
      // The most frequent category the dropdown shows (a top-level one counts its sub-categories).
      const entries = await counted.evaluateAll((nodes) =>
        nodes.map((node) => ({
          count: Number(node.getAttribute('data-facet-count')),
          text: node.textContent,
        })),
      );
      const chosen = entries.reduce((best, entry) => (entry.count > best.count ? entry : best));
      expect(chosen.count).toBeGreaterThan(0);
      const formatted = chosen.count.toLocaleString(language);
      expect(chosen.text).toContain(` · ${formatted}`);
      await screenshot(page, `list-facets-category-${language}-${width}`, { fullPage: false });

      const before = page.url();
      await counted
        .filter({ hasText: chosen.text ?? '' })
        .first()
        .click();
      await page.waitForURL((url) => url.href !== before && url.searchParams.has('main_category'));
      await page.keyboard.press('Escape');
      await settledResults(page);
      expect(await foundCount(page)).toBe(chosen.count);
      expect(await page.getByTestId('result-count').textContent()).toContain(formatted);
      await screenshot(page, `list-facets-chosen-${language}-${width}`, { fullPage: false });
      await page.context().close();
    });
  }

  it("shows a function's count on the contacts list, and choosing it finds that many contacts", async () => {
    const page = await listPage('/contacts', 'en', 1280);
    await page.getByTestId('filter-function').click();
    const counted = page.locator('.ant-select-item-option:visible [data-facet-count]');
    await counted.first().waitFor();
    const entries = await counted.evaluateAll((nodes) =>
      nodes.map((node) => ({ count: Number(node.getAttribute('data-facet-count')), text: node.textContent })),
    );
    const chosen = entries.reduce((best, entry) => (entry.count > best.count ? entry : best));
    expect(chosen.count).toBeGreaterThan(0);
    await screenshot(page, 'list-facets-function-en-1280', { fullPage: false });
    const before = page.url();
    await counted
      .filter({ hasText: chosen.text ?? '' })
      .first()
      .click();
    await page.waitForURL((url) => url.href !== before && url.searchParams.has('function'));
    await page.keyboard.press('Escape');
    await settledResults(page);
    expect(await foundCount(page)).toBe(chosen.count);
    await page.context().close();
  });
});
