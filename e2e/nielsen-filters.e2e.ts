import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { settledResults } from './support/results.ts';
import { logIn, useLanguage } from './support/session.ts';

/**
 * The Nielsen spend filters offer the country's own channels and years (GET /nielsen/entity and
 * GET /nielsen), not a list written in the web: a channel only this data holds is offered, with
 * the years it has spend in.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CHANNEL = 'Podcast audio';
const YEAR = 2019;

/** A spend row of a channel and year no demo data has, on one italy company; removed after. */
async function addPodcastSpend(): Promise<{ company: string; remove(): Promise<void> }> {
  const company = await withDatabases(async (databases) => {
    const italy = databases.tenant('italy').db;
    const row = await italy
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('active', '=', true)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await italy
      .insertInto('nielsen_spend')
      .values({ company_id: row.id, year: YEAR, channel: CHANNEL, amount: 1234.5 })
      .execute();
    return row;
  });
  return {
    company: company.name,
    remove: () =>
      withDatabases(async (databases) => {
        await databases
          .tenant('italy')
          .db.deleteFrom('nielsen_spend')
          .where('channel', '=', CHANNEL)
          .where('company_id', '=', company.id)
          .execute();
      }),
  };
}

async function openOptions(page: Page, select: ReturnType<Page['getByTestId']>): Promise<string[]> {
  await select.click();
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await list.waitFor();
  // The list is virtual: its options' titles are what it holds.
  return list
    .locator('.ant-select-item-option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('title') ?? ''));
}

async function apiChannels(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const session = JSON.parse(window.localStorage.getItem('adatlas.session') ?? '{}');
    const response = await fetch('/api/v1/frontend/nielsen/entity', {
      headers: { authorization: `Bearer ${session.token}`, 'x-tenant': 'italy' },
    });
    return (await response.json()).data as string[];
  });
}

describe('Nielsen filters from the data, as pro@adatlas.test on italy', () => {
  it.each([
    ['en', 1280, 'Advertising investments (Nielsen)'],
    ['it', 375, 'Investimenti pubblicitari (Nielsen)'],
  ] as const)(
    'offers the country’s own channels and their years (%s, %i px)',
    async (language, width, panel) => {
      const spend = await addPodcastSpend();
      onTestFinished(spend.remove);
      const { context, page } = await newPage(browser, { width, height: 900 });
      await useLanguage(context, language);
      await logIn(page, DEMO_ACCOUNTS.pro.email);
      await page.getByTestId('welcome').waitFor();
      await page.goto('/companies');
      await settledResults(page);
      await page.getByTestId('toggle-other-filters').click();
      await page.getByTestId('other-filters').getByRole('button', { name: panel, exact: true }).click();
      const channels = page.getByTestId('nielsen-filter-channels');
      await channels.waitFor();
      const offered = await openOptions(page, channels);
      expect(offered).toEqual(await apiChannels(page));
      expect(offered).toContain(CHANNEL);
      expect(offered).toEqual(expect.arrayContaining(['TV', 'Radio']));
      await page.locator('.ant-select-item-option').filter({ hasText: CHANNEL }).click();
      await page.keyboard.press('Escape');
      // The years are those with spend in the chosen channel: only the one just added.
      await expect
        .poll(() => openOptions(page, page.getByTestId('range-filter-year')))
        .toEqual([String(YEAR)]);
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: String(YEAR) })
        .click();
      await page.getByTestId('filter-nielsen').getByRole('spinbutton').first().fill('1000');
      await page.getByTestId('filter-nielsen').getByRole('button').last().click();
      await page.waitForURL(/nielsen_filters=/);
      await settledResults(page);
      await expect.poll(() => page.getByTestId('company-row').allTextContents()).toHaveLength(1);
      expect((await page.getByTestId('company-row').first().textContent()) ?? '').toContain(spend.company);
      await screenshot(page, `nielsen-filter-${language}-${width}`, { fullPage: false });
      if (width === 375) {
        const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(widths).toEqual([375, 375]);
      }
      await context.close();
    },
  );

  it("offers the same channels on the pitch scores' filter", async () => {
    const spend = await addPodcastSpend();
    onTestFinished(spend.remove);
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(context, 'en');
    await logIn(page, DEMO_ACCOUNTS.pro.email);
    await page.getByTestId('welcome').waitFor();
    await page.goto('/pitch-scores');
    const channels = page.getByTestId('pitch-scores-nielsen-channel');
    await channels.waitFor();
    const offered = await openOptions(page, channels);
    expect(offered).toEqual(await apiChannels(page));
    expect(offered).toContain(CHANNEL);
    await screenshot(page, 'nielsen-filter-pitch-scores', { fullPage: false });
    await context.close();
  });
});
