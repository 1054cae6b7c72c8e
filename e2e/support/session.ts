import type { Browser, BrowserContext, Page } from 'playwright-core';
import { animationsDone, baseUrl, newPage } from './browser.ts';
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

/** The keys of the app's localStorage that hold a signed-in session (see STORAGE_KEYS). */
const SESSION_KEYS = ['adatlas.session', 'adatlas.tenant', 'adatlas.language'] as const;

/** Per account, the session the last sign-in of this file left in localStorage. */
const signedInStorage = new Map<string, Record<string, string>>();

/** Whether the server still takes the stored session (a sign-in elsewhere or a sign-out ends it). */
async function isLive(storage: Record<string, string>): Promise<boolean> {
  const { token } = JSON.parse(storage['adatlas.session'] ?? '{}') as { token?: string };
  if (!token) return false;
  const response = await fetch(`${baseUrl()}/api/v1/user/me`, {
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      'x-tenant': storage['adatlas.tenant'] ?? 'italy',
    },
  });
  await response.body?.cancel();
  return response.ok;
}

/**
 * A new page in English, signed in as `email` (the Pro demo account unless named) and on Home:
 * what most cases start from.
 *
 * The first call for an account in a file signs in through the login form; later ones open Home
 * with the session that sign-in stored, as a returning user's browser does, while the server
 * still takes it (2.7–3.4 s through the form against 1.9–2.3 s, measured alone; four whole files
 * took the same 209 s either way, so it is no lever for the suite's time). `fresh` signs in again,
 * for a case about sessions themselves (an account signed in twice replaces the first).
 */
export async function signedIn(
  browser: Browser,
  email: string = DEMO_ACCOUNTS.pro.email,
  viewport: { width?: number; height?: number } = {},
  options: { fresh?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const stored = options.fresh ? undefined : signedInStorage.get(email);
  if (stored && (await isLive(stored))) {
    const opened = await newPage(browser, { ...viewport, localStorage: stored });
    await useLanguage(opened.context, 'en');
    await opened.page.goto('/');
    await opened.page.getByTestId('welcome').waitFor();
    return opened;
  }
  const opened = await newPage(browser, viewport);
  await useLanguage(opened.context, 'en');
  await logIn(opened.page, email);
  await opened.page.waitForURL((url) => url.pathname === '/');
  await opened.page.getByTestId('welcome').waitFor();
  const storage = await opened.page.evaluate(
    (keys) =>
      Object.fromEntries(
        keys.flatMap((key) => {
          const value = window.localStorage.getItem(key);
          return value === null ? [] : [[key, value]];
        }),
      ),
    [...SESSION_KEYS],
  );
  signedInStorage.set(email, storage);
  return opened;
}
