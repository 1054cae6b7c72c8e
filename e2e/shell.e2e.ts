import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { useLanguage } from './support/session.ts';

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
    await page.getByTestId('language-dropdown').click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Italiano' }).click()]);
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
    expect(await page.getByTestId('header-login').count()).toBe(0);
    await screenshot(page, 'login-375');
    await context.close();
  });
});
