import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { settledResults } from './support/results.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('small defects of #39', () => {
  it('the header search box keeps its text on the search page, and shows the key of one opened by link', async () => {
    const { context, page } = await signedIn(browser);
    try {
      const box = page.getByTestId('quick-search');
      await box.fill('lavazza');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/searchPage');
      await expect.poll(() => box.inputValue()).toBe('lavazza');
      await screenshot(page, 'issue39-header-search-kept', { fullPage: false });
      await page.goto('/searchPage?key=barilla');
      await expect.poll(() => box.inputValue()).toBe('barilla');
      await page.goto('/companies');
      await expect.poll(() => box.inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('deleting a tag reads it no more: no 404 and no console error', async () => {
    const { context, page } = await signedIn(browser);
    try {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto('/companies');
      await settledResults(page);
      const tagName = `E2E deleted ${Date.now()}`;
      await page.getByTestId('tag-mode-toggle').click();
      const boxes = page.getByTestId('tag-row-checkbox');
      await boxes.first().waitFor();
      await boxes.nth(0).click();
      await page.getByTestId('tag-new').click();
      await page.getByTestId('tag-name-input').fill(tagName);
      await page.getByTestId('tag-create-submit').click();
      await page.getByTestId('create-tag-panel').waitFor({ state: 'detached' });
      await page.getByTestId('tag-associate-selected').click();
      await boxes.first().waitFor({ state: 'detached' });

      await page.goto('/tag');
      const listItem = page.getByTestId('tag-list-item').filter({ hasText: tagName });
      await listItem.click();
      await expect.poll(() => page.getByTestId('tagged-item').count()).toBe(1);
      const tagId = Number(new URL(page.url()).searchParams.get('selectedTag'));
      expect(tagId).toBeGreaterThan(0);
      const readsAfterDelete: string[] = [];
      let deleted = false;
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (deleted && request.method() === 'GET' && path.endsWith(`/tag/${tagId}`))
          readsAfterDelete.push(path);
      });
      page.on('response', (response) => {
        if (
          response.request().method() === 'DELETE' &&
          new URL(response.url()).pathname.endsWith(`/tag/${tagId}`)
        ) {
          deleted = true;
        }
      });
      errors.length = 0;
      await page.getByTestId('tag-delete').click();
      await page.getByTestId('tag-delete-ok').click();
      await listItem.waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      expect(deleted).toBe(true);
      expect(readsAfterDelete).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the back office writes plan credits as numbers everywhere else are written', async () => {
    const { context, page } = await signedIn(browser, 'superadmin@adatlas.test');
    try {
      await page.goto('/admin/plans');
      const table = page.locator('.ant-table-tbody');
      await table.locator('tr.ant-table-row').first().waitFor();
      const text = (await table.textContent()) ?? '';
      // "1,440 / 1,440", never "1440 / 1440".
      expect(text).toMatch(/\d{1,3},\d{3} \/ \d{1,3},\d{3}/);
      expect(text).not.toMatch(/\d{4} \/ \d{4}/);
      await screenshot(page, 'issue39-admin-plan-credits', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
