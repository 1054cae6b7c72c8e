import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(): Promise<Page> {
  const { context, page } = await newPage(browser, { width: 1280, height: 900 });
  await useLanguage(context, 'en');
  await logIn(page, DEMO_ACCOUNTS.pro.email);
  await page.getByTestId('welcome').waitFor();
  return page;
}

/** The result list rendered for the URL the page is on, with no request in flight. */
async function settledResults(page: Page): Promise<void> {
  const search = new URL(page.url()).search;
  await page.locator(`[data-testid="results"][aria-busy="false"][data-search="${search}"]`).waitFor();
}

describe('search, as pro@adatlas.test on italy', () => {
  it('goes from the quick search to a company, its brand and an agency', async () => {
    const page = await signedInPage();
    const box = page.getByTestId('quick-search');
    const isFocused = () => box.evaluate((input) => input === document.activeElement);
    // "/" reaches the search from anywhere but a field, where it is just typed.
    const news = page.getByPlaceholder('Search the news (3 characters at least)');
    await news.pressSequentially('tv/radio');
    expect([await news.inputValue(), await isFocused()]).toEqual(['tv/radio', false]);
    await news.fill('');
    // The pointer then rests where the suggestions open: it must not take the keyboard's row.
    await page.getByTestId('welcome').click();
    await page.keyboard.press('/');
    expect(await isFocused()).toBe(true);
    await page.keyboard.type('La');
    await page.waitForTimeout(400);
    expect(await page.getByTestId('quick-search-item').count()).toBe(0);
    await page.keyboard.type('va');
    expect(await box.inputValue()).toBe('Lava');
    const lavazza = page.getByTestId('quick-search-item').filter({ hasText: 'Lavazza' }).first();
    await lavazza.waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/companies\/\d+$/);
    await page.getByTestId('company-name').filter({ hasText: 'Lavazza' }).waitFor();
    expect(await page.title()).toBe('Lavazza – AdAtlas');
    await screenshot(page, 'search-company-detail');

    await page.getByTestId('company-tab-brands').click();
    await page.getByTestId('brand-card').first().waitFor();
    await page.getByTestId('brand-card').first().click();
    const modal = page.getByTestId('brand-modal');
    const agency = modal.getByTestId('brand-agency').first();
    await agency.waitFor();
    expect(new URL(page.url()).searchParams.get('brand')).toMatch(/^\d+$/);
    // The modal's opening animation would leave it translucent in the capture.
    await page.waitForTimeout(500);
    await screenshot(page, 'search-brand-modal', { fullPage: false });
    const agencyName = (await agency.locator('a').first().textContent()) ?? '';
    await agency.locator('a').first().click();
    await page.waitForURL((url) => /\/companies\/\d+$/.test(url.pathname) && !url.searchParams.has('brand'));
    await page.getByTestId('company-name').filter({ hasText: agencyName }).waitFor();
    await page.context().close();
  });

  it('keeps three company filters and their results across a reload', async () => {
    const page = await signedInPage();
    await page.goto('/companies');
    await page.getByTestId('company-row').first().waitFor();
    await page.goto('/companies');
    await page.getByTestId('toggle-other-filters').click();
    const city = page.getByTestId('filter-city');
    await city.click();
    await page.keyboard.type('Mil');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Milano' }).first().click();
    await page.waitForURL(/city=Milano/);
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-name').locator('input').fill('Cam');
    await page.getByTestId('filter-name').locator('input').press('Enter');
    await page.waitForURL(/key=Cam/);
    await page.getByTestId('sort-city').click();
    await page.waitForURL(/sort_key=city/);
    await page.getByTestId('filter-main-category').click();
    await page.keyboard.type('Vini');
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: 'Vini e liquori' }).click();
    await page.waitForURL(/main_category=\d+/);
    await page.keyboard.press('Escape');
    await settledResults(page);
    const before = {
      url: page.url(),
      count: await page.getByTestId('result-count').textContent(),
      rows: await page.getByTestId('company-row').allTextContents(),
    };
    // The count agrees with the rows listed, the noun in the singular for one company.
    const listed = before.rows.length;
    expect(before.count).toBe(listed === 1 ? '1 company found' : `${listed} companies found`);
    await screenshot(page, 'search-company-list');
    await page.reload();
    await settledResults(page);
    expect(page.url()).toBe(before.url);
    expect(await page.getByTestId('result-count').textContent()).toBe(before.count);
    expect(await page.getByTestId('company-row').allTextContents()).toEqual(before.rows);
    expect(await page.getByTestId('filter-city').textContent()).toContain('Milano');
    await expect.poll(() => page.getByTestId('filter-name').locator('input').inputValue()).toBe('Cam');
    await page.context().close();
  });

  it('opens a contact modal from the contacts list', async () => {
    const page = await signedInPage();
    await page.goto('/contacts');
    const row = page.getByTestId('contact-row').first();
    await row.waitFor();
    expect(await page.getByTestId('result-count').textContent()).toMatch(/contacts found/);
    await screenshot(page, 'search-contacts');
    await row.click();
    const modal = page.getByTestId('contact-modal');
    await modal.getByText('General information').waitFor();
    // The modal's title; the comments card may still show its loading skeleton (another h3).
    const name = (await row.locator('strong').textContent()) ?? '';
    await modal.getByRole('heading', { level: 3, name, exact: true }).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'search-contact-modal', { fullPage: false });
    await page.context().close();
  });

  it('keeps the list pages, their toolbars and the company tables within a phone’s width, in French', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    await useLanguage(context, 'fr');
    await logIn(page, DEMO_ACCOUNTS.pro.email);
    await page.getByTestId('welcome').waitFor();
    const pages = [
      { path: '/companies', shows: page.getByTestId('saved-searches') },
      { path: '/contacts', shows: page.getByTestId('saved-searches') },
      { path: '/pitch', shows: page.getByTestId('saved-searches') },
      // Wide tables scroll inside their card, not the page.
      { path: '/companies/1?tab=financials', shows: page.locator('.ant-table-row').first() },
      { path: '/companies/1?tab=pitch', shows: page.locator('.ant-table-row').first() },
    ];
    for (const { path, shows } of pages) {
      await page.goto(path);
      await shows.waitFor();
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths, path).toEqual([375, 375]);
    }
    await screenshot(page, 'search-pitch-375-fr', { fullPage: false });
    await context.close();
  });
});
