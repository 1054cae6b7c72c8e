import { TRIAL_SCOPES } from '@adatlas/domain/auth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/demo-accounts.ts';
import { logIn, openUserMenu, signedIn, useLanguage } from './support/session.ts';

const FULL_MENU = [
  'Home',
  'Companies',
  'Contacts',
  'Pitch',
  'Work relations',
  'Pitch scores',
  'Brand advertisers',
  'Tags',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function signedInPage(email: string, options: { width?: number } = {}) {
  return signedIn(browser, email, options);
}

/** Every 403 the page receives: each one would send the user to /forbidden. */
function collectForbidden(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) urls.push(response.url());
  });
  return urls;
}

describe('signing in', () => {
  it('shows the full menu, the welcome header and the user menu to the pro account', async () => {
    const { context, page } = await signedInPage(DEMO_ACCOUNTS.pro.email);
    expect(await page.getByTestId('welcome').textContent()).toBe(`Welcome, ${DEMO_ACCOUNTS.pro.name}`);
    expect(await page.getByTestId('main-menu').getByRole('menuitem').allTextContents()).toEqual(FULL_MENU);
    expect(await page.title()).toBe('Home – AdAtlas');
    await screenshot(page, 'shell-home-1280');
    await openUserMenu(page);
    for (const entry of ['Profile', 'Change country', 'Log out']) {
      await page.getByRole('menuitem', { name: entry }).waitFor();
    }
    await screenshot(page, 'shell-user-menu-1280');
    await page.getByRole('menuitem', { name: 'Companies' }).first().click();
    await page.waitForURL((url) => url.pathname === '/companies');
    await page.getByRole('heading', { name: 'Companies' }).waitFor();
    await page
      .getByTestId('result-count')
      .filter({ hasText: /companies found/ })
      .waitFor();
    await context.close();
  });

  it('shows the menu in a drawer at 375 px', async () => {
    const { context, page } = await signedInPage(DEMO_ACCOUNTS.pro.email, { width: 375 });
    expect(await page.getByTestId('main-menu').count()).toBe(0);
    await screenshot(page, 'shell-home-375');
    await page.getByTestId('menu-drawer-button').click();
    const drawer = page.getByTestId('drawer-menu');
    await drawer.waitFor();
    // Let the slide-in finish so the screenshot shows the drawer in place.
    await page.waitForTimeout(400);
    expect(await drawer.getByRole('menuitem').allTextContents()).toEqual(FULL_MENU);
    await screenshot(page, 'shell-drawer-375', { fullPage: false });
    await drawer.getByRole('menuitem', { name: 'Contacts' }).click();
    await page.waitForURL((url) => url.pathname === '/contacts');
    await context.close();
  });

  it('hides Pitch from a user with only the company scope and forbids /pitch', async () => {
    const { context, page } = await signedInPage(DEMO_ACCOUNTS.basic.email);
    expect(await page.getByTestId('main-menu').getByRole('menuitem').allTextContents()).toEqual([
      'Home',
      'Companies',
    ]);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Profile' }).count()).toBe(0);
    await page.goto('/pitch');
    await page.waitForURL((url) => url.pathname === '/forbidden');
    await page.getByText('Access denied', { exact: true }).waitFor();
    await context.close();
  });

  it('opens Home to a user with only the company scope without calling what it may not', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    const forbidden = collectForbidden(page);
    await logIn(page, DEMO_ACCOUNTS.basic.email);
    await page.getByTestId('welcome').waitFor();
    await page.getByTestId('home-news').waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(forbidden).toEqual([]);
    expect(await page.getByTestId('home-tags').count()).toBe(0);
    await context.close();
  });

  it('shows the tags plan notice on Home to an ecommerce account without favourites, and stays there', async () => {
    expect(TRIAL_SCOPES).toContain('ecommerce');
    expect(TRIAL_SCOPES).not.toContain('favourites');
    const { email } = await createItalyCustomer({
      emailPrefix: 'scopes',
      password: DEMO_PASSWORD,
      scopes: TRIAL_SCOPES,
      name: 'Tina',
      surname: 'Trial',
    });
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    const forbidden = collectForbidden(page);
    await logIn(page, email);
    await page.getByTestId('welcome').waitFor();
    await page.getByTestId('home-tags-plan-limit').waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(forbidden).toEqual([]);
    expect(await page.getByTestId('home-tags').count()).toBe(0);
    await screenshot(page, 'home-ecommerce-without-favourites');
    await context.close();
  });

  it('lands on the redirectUri page after login, and /login then sends a signed-in user on', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await page.goto('/companies/42?brand=7');
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, DEMO_ACCOUNTS.pro.email);
    await page.waitForURL((url) => url.pathname === '/companies/42' && url.search === '?brand=7');
    await page.getByTestId('back-button').waitFor();
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the wrong-credentials message and stays on /login', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await logIn(page, DEMO_ACCOUNTS.basic.email, 'not-the-password-1');
    await page.getByRole('alert').getByText('Wrong credentials.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('signs the first browser out on its next call when the account logs in elsewhere', async () => {
    const first = await signedInPage(DEMO_ACCOUNTS.pro.email);
    const second = await signedInPage(DEMO_ACCOUNTS.pro.email);
    await first.page.reload();
    // The replaced session clears itself and reloads, so the page may navigate more than once.
    await expect
      .poll(
        () =>
          first.page
            .evaluate(() => [window.location.pathname, window.localStorage.getItem('adatlas.session')])
            .catch(() => 'navigating'),
        { timeout: 15_000 },
      )
      .toEqual(['/login', null]);
    // The login page says why, once.
    const reason = first.page.getByTestId('sign-out-reason');
    await reason.waitFor();
    expect(await reason.textContent()).toBe(
      'You were signed out because this account signed in on another device or browser.',
    );
    await screenshot(first.page, 'login-session-replaced');
    await first.page.reload();
    // The form's own button (the header has one too): the reason would show above the form.
    await first.page.getByTestId('page-content').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await reason.count()).toBe(0);
    await second.page.reload();
    await second.page.getByTestId('welcome').waitFor();
    await first.context.close();
    await second.context.close();
  });

  it('says a session that the server no longer knows has ended', async () => {
    const { context, page } = await signedInPage(DEMO_ACCOUNTS.basic.email);
    // As after an expiry or a sign-out from the back office: the stored token answers 401.
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('adatlas.session') ?? '{}');
      window.localStorage.setItem('adatlas.session', JSON.stringify({ ...stored, token: 'gone' }));
    });
    await page.goto('/companies');
    await page.waitForURL((url) => url.pathname === '/login');
    const reason = page.getByTestId('sign-out-reason');
    await reason.waitFor();
    expect(await reason.textContent()).toBe('Your session has ended. Sign in again to continue.');
    await context.close();
  });

  it('logs out through /logout/do and forgets the session', async () => {
    const { context, page } = await signedInPage(DEMO_ACCOUNTS.basic.email);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('adatlas.session'))).toBeNull();
    await page.goto('/companies');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});

describe('changing country', () => {
  it('moves the pro account to France from the user menu, without hidden countries', async () => {
    const { context, page } = await signedInPage(DEMO_ACCOUNTS.pro.email);
    // The header and the welcome panel draw the country's flag (an emoji is two letters on Windows).
    expect(await page.getByTestId('user-menu').locator('svg[data-flag]').getAttribute('data-flag')).toBe(
      'italy',
    );
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Change country' }).click();
    const dialog = page.getByRole('dialog');
    await animationsDone(page.locator('.ant-modal-wrap'));
    await dialog.getByTestId('tenant-picker').click();
    const options = page.locator('.ant-select-item-option');
    await options.first().waitFor();
    const countries = await options.allTextContents();
    expect(countries.some((text) => text.includes('France'))).toBe(true);
    expect(countries.some((text) => text.includes('Portugal'))).toBe(false);
    await screenshot(page, 'change-country-1280', { fullPage: false });
    // A click while the dropdown is still sliding open can miss the option: pick France until the
    // picker shows it (then Continue is enabled).
    const picker = dialog.getByTestId('tenant-picker');
    for (let attempt = 0; attempt < 5 && !(await picker.textContent())?.includes('France'); attempt++) {
      if (!(await options.filter({ hasText: 'France' }).isVisible())) await picker.click();
      await options.filter({ hasText: 'France' }).click();
      await page.waitForTimeout(200);
    }
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('You are working on the France database.').waitFor();
    await page.reload();
    await page.getByText('You are working on the France database.').waitFor();
    expect(await page.getByTestId('user-menu').locator('svg[data-flag]').getAttribute('data-flag')).toBe(
      'france',
    );
    await context.close();
  });

  it("hides a feature the new country's settings turn off instead of sending to /forbidden", async () => {
    await withDatabases(async (databases) => {
      const setMexicoSettings = (settings: Record<string, boolean>) =>
        databases.core.updateTable('tenants').set({ settings }).where('id', '=', 'mexico').execute();
      try {
        const company = await databases
          .tenant('mexico')
          .db.selectFrom('companies')
          .select('id')
          .orderBy('id')
          .limit(1)
          .executeTakeFirstOrThrow();
        await setMexicoSettings({ comments: false, pitchScores: false });
        const { context, page } = await signedInPage(DEMO_ACCOUNTS.pro.email);
        const forbidden = collectForbidden(page);
        // Italy keeps comments and pitch scores on: the card and the menu entry are there before the switch.
        await page.goto('/companies/1');
        await page.getByTestId('comments').waitFor();
        const pitchScoresEntry = page.getByTestId('main-menu').getByRole('link', { name: 'Pitch scores' });
        expect(await pitchScoresEntry.count()).toBe(1);
        await openUserMenu(page);
        await page.getByRole('menuitem', { name: 'Change country' }).click();
        const dialog = page.getByRole('dialog');
        await animationsDone(page.locator('.ant-modal-wrap'));
        const picker = dialog.getByTestId('tenant-picker');
        const options = page.locator('.ant-select-item-option');
        for (let attempt = 0; attempt < 5 && !(await picker.textContent())?.includes('Mexico'); attempt++) {
          if (!(await options.filter({ hasText: 'Mexico' }).isVisible())) await picker.click();
          await options.filter({ hasText: 'Mexico' }).click();
          await page.waitForTimeout(200);
        }
        // The closing list covers Continue until it is gone.
        await options.filter({ hasText: 'Mexico' }).waitFor({ state: 'hidden' });
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await page.getByText('You are working on the Mexico database.').waitFor();
        await page.goto(`/companies/${company.id}`);
        await page.getByTestId('company-name').waitFor();
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname).toBe(`/companies/${company.id}`);
        expect(await page.getByTestId('comments').count()).toBe(0);
        expect(await pitchScoresEntry.count()).toBe(0);
        expect(forbidden).toEqual([]);
        await context.close();
      } finally {
        await setMexicoSettings({});
      }
    });
  });

  it('offers hidden countries to an admin', async () => {
    const { context, page } = await signedInPage('admin@adatlas.test');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Change country' }).click();
    await animationsDone(page.locator('.ant-modal-wrap'));
    await page.getByRole('dialog').getByTestId('tenant-picker').click();
    await page.locator('.ant-select-item-option', { hasText: 'Portugal' }).waitFor();
    // Each country is drawn with its own flag, one per option.
    const flags = await page
      .locator('.ant-select-item-option svg[data-flag]')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-flag')));
    expect(flags.toSorted()).toEqual(['france', 'germany', 'italy', 'mexico', 'portugal', 'spain', 'uk']);
    await screenshot(page, 'change-country-flags', { fullPage: false });
    await context.close();
  });
});
