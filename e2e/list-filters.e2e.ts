import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What nothing in the demo data matches: every list then says "0 … found". */
const NOWHERE = 'zqxwv';

interface ListPage {
  name: string;
  path: string;
  /** The typed filter, and the URL parameter it writes once applied. */
  input: (page: Page) => ReturnType<Page['getByTestId']>;
  param: string;
  typed: string;
  /** What the count says once the typed filter applies. */
  after: RegExp;
}

const LISTS: ListPage[] = [
  {
    name: 'companies',
    path: '/companies',
    input: (page) => page.getByRole('combobox', { name: 'Company name' }),
    param: 'key',
    typed: NOWHERE,
    after: /^0 companies found$/,
  },
  {
    name: 'contacts',
    path: '/contacts',
    input: (page) => page.getByTestId('filter-surname'),
    param: 'surname',
    typed: NOWHERE,
    after: /^0 contacts found$/,
  },
  {
    name: 'pitches',
    path: '/pitch',
    input: (page) => page.getByTestId('pitch-title'),
    param: 'title',
    typed: NOWHERE,
    after: /^0 pitches found$/,
  },
  {
    name: 'work-relations',
    path: '/workRelation',
    input: (page) => page.getByTestId('work-relations-search'),
    param: 'text',
    typed: NOWHERE,
    after: /^0 work relations found$/,
  },
  {
    name: 'pitch-scores',
    path: '/pitch-scores',
    input: (page) => page.getByTestId('pitch-scores-nielsen-min'),
    param: 'nielsenMin',
    typed: '1991',
    after: /^[\d,]+ compan(y|ies) found$/,
  },
  {
    name: 'brand-advertisers',
    path: '/brandAdvertisers',
    input: (page) => page.getByTestId('brand-advertisers-payer'),
    param: 'payer',
    typed: NOWHERE,
    after: /^0 advertisers found$/,
  },
];

describe('list filters behave alike on every list page', () => {
  for (const list of LISTS) {
    it(`${list.name}: a typed filter applies by itself, without Enter, and the page says "N found"`, async () => {
      const { context, page } = await signedIn(browser);
      try {
        await page.goto(list.path);
        const count = page.getByTestId('result-count');
        await expect.poll(() => count.textContent(), { timeout: 20_000 }).toMatch(/^[\d,]+\+? \S.* found$/);
        await list.input(page).pressSequentially(list.typed);
        // No Enter, no button: the filter reaches the URL and the list by itself.
        await page.waitForURL((url) => url.searchParams.get(list.param) === list.typed, { timeout: 10_000 });
        await expect.poll(() => count.textContent(), { timeout: 20_000 }).toMatch(list.after);
        await expect.poll(() => list.input(page).inputValue()).toBe(list.typed);
        await screenshot(page, `list-filters-${list.name}-desktop`);
        await page.setViewportSize({ width: 375, height: 800 });
        await expect.poll(() => count.isVisible()).toBe(true);
        await screenshot(page, `list-filters-${list.name}-375`);
      } finally {
        await context.close();
      }
    });
  }

  it('Enter applies a typed filter at once', async () => {
    const { context, page } = await signedIn(browser);
    try {
      await page.goto('/contacts');
      await page.getByTestId('result-count').waitFor();
      const surname = page.getByTestId('filter-surname');
      await surname.fill(NOWHERE);
      await surname.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('surname') === NOWHERE, { timeout: 2_000 });
    } finally {
      await context.close();
    }
  });
});
