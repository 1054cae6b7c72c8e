import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { signedIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('application shell, signed out', () => {
  it('loads the app from the server with the page title and the footer', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await page.goto('/forbidden');
    await page.getByText('Access denied', { exact: true }).waitFor();
    expect(await page.title()).toBe('Access denied – AdAtlas');
    const year = new Date().getFullYear();
    expect(await page.getByTestId('footer').textContent()).toMatch(
      new RegExp(`© ${year} AdAtlas.*Version \\d+\\.\\d+`),
    );
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,nofollow');
    await screenshot(page, 'forbidden-1280');
    await context.close();
  });

  it('sends an unknown path home, and home asks a visitor to log in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/nope/deeper');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectUri')).toBe('/');
    await context.close();
  });

  it('sends a private path without a session to /login with the whole path in redirectUri', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/pitch?year=2025#top');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectUri')).toBe('/pitch?year=2025#top');
    await context.close();
  });

  it('sends the spec headers with every API call', async () => {
    const { context, page } = await newPage(browser, { width: 1024, height: 700 });
    await useLanguage(context, 'fr');
    const tenantCall = page.waitForRequest((request) => request.url().endsWith('/api/v1/tenant'));
    await page.goto('/login');
    const headers = await (await tenantCall).allHeaders();
    expect(headers).toMatchObject({
      'accept-language': 'fr',
      'x-tenant': 'italy',
      'x-app-id': 'adatlas-web',
      'x-build-type': 'production',
      'x-launch-count': '1',
      'x-device-os': 'Linux',
      'x-screen-size': expect.stringMatching(/^\d+x\d+$/),
      'x-pixel-ratio': '1',
      timeoffset: String(-new Date().getTimezoneOffset()),
    });
    expect(headers['x-app-version']).toMatch(/^\d+\.\d+\.\d+/);
    expect(headers['x-run-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.authorization).toBeUndefined();
    const secondRun = page.waitForRequest((request) => request.url().endsWith('/api/v1/tenant'));
    await page.reload();
    const again = await (await secondRun).allHeaders();
    expect(again['x-launch-count']).toBe('2');
    expect(again['x-run-id']).not.toBe(headers['x-run-id']);
    await context.close();
  });

  it('opens the login area in Italian when no language was chosen', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    await screenshot(page, 'login-1280');
    await context.close();
  });

  it('switches the language to Italian from the header, and keeps it after a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/forbidden');
    await page.getByText('Access denied', { exact: true }).waitFor();
    await chooseLanguage(page, 'it');
    await page.getByText('Accesso negato', { exact: true }).waitFor();
    expect(await page.title()).toBe('Accesso negato – AdAtlas');
    await page.reload();
    await page.getByText('Accesso negato', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Vai alla home page' }).isVisible()).toBe(true);
    await context.close();
  });

  it('turns the menu into a drawer with a login link at 375 px', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 740 });
    await useLanguage(context, 'en');
    await page.goto('/forbidden');
    await page.getByTestId('menu-drawer-button').click();
    await page.getByTestId('drawer-login').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    expect(await page.getByTestId('header-login').count()).toBe(0);
    await screenshot(page, 'login-375');
    await context.close();
  });
});

describe('application shell, signed in', () => {
  it("shows the outline of a list or a detail page while a cold load fetches the page's code", async () => {
    for (const width of [1280, 375]) {
      const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.pro.email, { width, height: 900 });
      // A slow network for the list page's chunk: its outline holds the content area meanwhile.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/CompaniesPage-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // The detail page's chunk never arrives in this test (opening a company would spend a credit).
      await page.route(/\/assets\/CompanyDetailPage-[^/]+\.js$/, () => new Promise(() => {}));
      // Cold loads: a navigation inside the app keeps the previous page on screen until the next
      // one is ready (a transition), so the outline is what a fresh load or a reload shows.
      await page.goto('/companies');
      const outline = page.getByTestId('page-skeleton');
      await outline.waitFor();
      expect(await outline.getAttribute('data-kind')).toBe('list');
      expect(await outline.getAttribute('aria-label')).toBe('Loading…');
      await screenshot(page, `page-skeleton-list-${width}`, { fullPage: false });
      release();
      await page.getByTestId('result-count').waitFor();
      expect(await outline.count()).toBe(0);

      await page.goto('/companies/1');
      await outline.waitFor();
      expect(await outline.getAttribute('data-kind')).toBe('detail');
      await screenshot(page, `page-skeleton-detail-${width}`, { fullPage: false });
      await context.close();
    }
  });

  it("shows the error page when a page's code fails to load, and the app again after 'Go home'", async () => {
    const { context, page } = await signedIn(browser);
    await page.route(/\/assets\/CompaniesPage-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.getByTestId('main-menu').getByRole('menuitem', { name: 'Companies' }).click();
    // The error page takes the layout's place (header and menu included) until the next navigation.
    await page.locator('.ant-result-title', { hasText: '500' }).waitFor();
    expect(await page.getByTestId('main-menu').count()).toBe(0);
    await screenshot(page, 'route-error-page', { fullPage: false });
    await page.getByRole('button', { name: 'Go to the home page' }).click();
    await page.getByTestId('welcome').waitFor();
    expect(await page.locator('.ant-result-title').count()).toBe(0);
    await context.close();
  });
});
