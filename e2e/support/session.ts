import type { Browser, BrowserContext, Page } from 'playwright-core';
import { animationsDone, newPage } from './browser.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

/** Pins the interface language for a context (the login area would otherwise start in Italian). */
export async function useLanguage(context: BrowserContext, language: string): Promise<void> {
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('adatlas.language'))
      window.localStorage.setItem('adatlas.language', value);
  }, language);
}

/** Fills and submits the login form on the page it is on (or /login). */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('button[type="submit"]').click();
}

/**
 * Opens the user menu and waits for its opening animation to end. A click sent while the menu
 * still slides in can land beside the item it aims at when the machine is busy (1 in 13 logouts
 * under CI load missed that way: no navigation, the menu left open), so menu items are clicked
 * once the menu stands still.
 */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last();
  await menu.waitFor();
  await animationsDone(menu);
}

/**
 * A new page in English, signed in as `email` (the Pro demo account unless named) and on Home:
 * what most cases start from.
 */
export async function signedIn(
  browser: Browser,
  email: string = DEMO_ACCOUNTS.pro.email,
  viewport: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await useLanguage(opened.context, 'en');
  await logIn(opened.page, email);
  await opened.page.waitForURL((url) => url.pathname === '/');
  await opened.page.getByTestId('welcome').waitFor();
  return opened;
}
