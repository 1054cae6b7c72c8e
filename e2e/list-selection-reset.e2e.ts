import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { settledResults } from './support/results.ts';
import { signedIn } from './support/session.ts';

/**
 * #31: the companies and contacts lists' row selection belongs to the search that showed the rows.
 * A new filter or search clears it (the rows chosen are no longer shown); a new order keeps it
 * (the same rows, in another order).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What nothing in the demo data matches. */
const NOWHERE = 'zqxwv';

const LISTS = [
  {
    path: '/companies',
    sortKey: 'city',
    filter: (page: Page) => page.getByRole('combobox', { name: 'Company name' }),
    param: 'key',
  },
  {
    path: '/contacts',
    sortKey: 'surname',
    filter: (page: Page) => page.getByTestId('filter-surname'),
    param: 'surname',
  },
] as const;

describe('a list selection is cleared when the search changes', () => {
  for (const list of LISTS) {
    it(`${list.path}: sorting keeps the selected rows, a filter clears them`, async () => {
      const { context, page } = await signedIn(browser);
      try {
        await page.goto(list.path);
        await settledResults(page);
        const boxes = page.getByTestId('row-select-checkbox');
        await boxes.nth(0).click();
        await boxes.nth(1).click();
        const count = page.getByTestId('selected-count');
        expect(await count.textContent()).toBe('2 selected');

        await page.getByTestId(`sort-${list.sortKey}`).click();
        await page.waitForURL((url) => url.searchParams.get('sort_key') === list.sortKey);
        await settledResults(page);
        expect(await count.textContent()).toBe('2 selected');

        await list.filter(page).fill(NOWHERE);
        await list.filter(page).press('Enter');
        await page.waitForURL((url) => url.searchParams.get(list.param) === NOWHERE);
        await settledResults(page);
        await count.waitFor({ state: 'detached', timeout: 5_000 });
        expect(await page.getByTestId('select-page').isChecked()).toBe(false);
      } finally {
        await context.close();
      }
    });
  }
});
