import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../apps/server/src/platform/auth/totp.ts';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { takeCspViolations } from './support/csp.ts';
import { createItalyCustomer } from './support/customers.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { logIn, openUserMenu, useLanguage } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';
const PASSWORD = 'First-secret-phrase-1';
const NEW_PASSWORD = 'Second-longer-phrase-2';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh customer of italy: the test turns 2FA on and changes the password, so no demo account. */
function createAccount(): Promise<{ id: number; email: string }> {
  return createItalyCustomer({
    emailPrefix: 'security',
    password: PASSWORD,
    scopes: ['company'],
    name: 'Sara',
    surname: 'Sicura',
  });
}

interface ApiAnswer {
  status: number;
  body: { data?: { token?: string; twoFactorRequired?: boolean }; clientType?: string };
}

async function api(
  path: string,
  init: { method?: string; token?: string; body?: object } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-tenant': 'italy',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return {
    status: response.status,
    body: ((await response.json().catch(() => null)) ?? {}) as ApiAnswer['body'],
  };
}

/** Support's "see as this user": a second live session of the account, read-only. */
async function openSupportSession(userId: number): Promise<string> {
  const admin = await api('/auth/login', {
    method: 'POST',
    body: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
  });
  const seeAs = await api(`/admin/users/${userId}/impersonate`, {
    method: 'POST',
    token: admin.body.data?.token,
  });
  expect(seeAs.status).toBe(201);
  return seeAs.body.data?.token as string;
}

const liveSessions = (page: Page) => page.locator('[data-testid="session-item"][data-live="true"]');

async function openSecurityPage(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await page.waitForURL((url) => url.pathname === '/profile/security');
  await page.getByTestId('security-section').waitFor();
}

describe('account security in the browser', () => {
  it('watches CSP: an inline script injected into a page is reported', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    // Both channels report it: the page's securitypolicyviolation event and Chromium's console error.
    const seen: string[] = [];
    await expect
      .poll(
        () => {
          seen.push(...takeCspViolations());
          const fromConsole = seen.filter((v) => v.includes(': console: '));
          return [fromConsole.length > 0, seen.length > fromConsole.length];
        },
        { timeout: 5_000 },
      )
      .toEqual([true, true]);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await context.close();
  });

  it('enables 2FA, signs in with the second step, ends other sessions and changes the password', async () => {
    const account = await createAccount();
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(context, 'en');
    await logIn(page, account.email, PASSWORD);
    await page.getByTestId('welcome').waitFor();
    await openSecurityPage(page);
    await page.getByTestId('two-factor-state').filter({ hasText: 'Off' }).waitFor();
    await screenshot(page, 'security-page');

    // Setup: password again, QR code and key, a first code, then the recovery codes once.
    await page.getByTestId('two-factor-start').click();
    const setup = page.getByTestId('two-factor-setup');
    await setup.getByLabel('Current password').fill('Wrong-password-9');
    await setup.getByRole('button', { name: 'Continue' }).click();
    await setup.getByText('This is not your current password').waitFor();
    await setup.getByLabel('Current password').fill(PASSWORD);
    await setup.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('two-factor-qr').waitFor();
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'security-2fa-qr');
    await setup.getByLabel('6-digit code').fill(generateTotp(secret, new Date()));
    await setup.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByTestId('two-factor-state').filter({ hasText: 'On' }).waitFor();
    const recoveryCodes = await page.getByTestId('recovery-code').allTextContents();
    expect(new Set(recoveryCodes).size).toBe(10);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-recovery-codes').click(),
    ]);
    expect(download.suggestedFilename()).toBe('adatlas-recovery-codes.txt');
    await screenshot(page, 'security-2fa-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByTestId('two-factor-state').filter({ hasText: 'On' }).waitFor();
    await page.getByText('Unused recovery codes: 10').waitFor();

    // Log out, then in again: the password is not enough any more.
    await page.goto('/logout/do');
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
    await logIn(page, account.email, PASSWORD);
    const step = page.getByTestId('two-factor-step');
    await step.waitFor();
    await step.getByLabel('Authentication code').fill('000000');
    await step.getByRole('button', { name: 'Verify' }).click();
    await step.getByText('The code is wrong or the sign-in step has expired').waitFor();
    await screenshot(page, 'login-two-factor-step');
    // The step after the one used to enable: accepted (±1 step) and not a replay.
    await step.getByLabel('Authentication code').fill(generateTotp(secret, new Date(Date.now() + 30_000)));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.getByTestId('welcome').waitFor();

    // Sessions: this one, marked current, plus two support sessions opened meanwhile.
    const supportTokens = [await openSupportSession(account.id), await openSupportSession(account.id)];
    await openSecurityPage(page);
    await expect.poll(() => liveSessions(page).count()).toBe(3);
    const current = page.locator('[data-testid="session-item"][data-current="true"]');
    expect(await current.textContent()).toContain('This session');
    expect(await current.textContent()).toMatch(/Chrome \(headless\) on Linux/);
    expect(await current.textContent()).toContain('IP address: 127.0.0.1');
    await page.getByTestId('sessions-card').scrollIntoViewIfNeeded();
    await screenshot(page, 'security-sessions');
    const support = liveSessions(page).filter({ hasText: 'Support (read-only view of your account)' });
    await support.first().getByRole('button', { name: 'End session' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'End session' }).click();
    await expect.poll(() => liveSessions(page).count()).toBe(2);
    await page.getByTestId('end-other-sessions').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'End all other sessions' }).click();
    await page.getByText('Sessions ended: 1.').waitFor();
    await expect.poll(() => liveSessions(page).count()).toBe(1);
    for (const token of supportTokens) expect((await api('/user/me', { token })).status).toBe(401);

    // Password: a wrong current one, a common new one, then a good one.
    const card = page.getByTestId('password-card');
    await card.scrollIntoViewIfNeeded();
    await card.getByLabel('Current password').fill('Wrong-password-9');
    await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await card.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText('This is not your current password').waitFor();
    await card.getByLabel('Current password').fill(PASSWORD);
    await card.getByLabel('New password', { exact: true }).fill('football1');
    await card.getByLabel('Confirm the new password').fill('football1');
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText('This password is too common or too easy to guess').waitFor();
    await screenshot(page, 'security-password-refused');
    await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await card.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await card.getByTestId('password-strength').getByText('Strength: strong').waitFor();
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText('Your password is changed').waitFor();
    const oldPassword = await api('/auth/login', {
      method: 'POST',
      body: { email: account.email, password: PASSWORD },
    });
    expect(oldPassword.body.clientType).toBe('WRONG_CREDENTIALS');
    const newPassword = await api('/auth/login', {
      method: 'POST',
      body: { email: account.email, password: NEW_PASSWORD },
    });
    expect(newPassword.body.data).toMatchObject({ twoFactorRequired: true });

    // Turning 2FA off asks for the password and a code: a recovery code here.
    await page.getByTestId('two-factor-disable').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill(NEW_PASSWORD);
    await dialog.getByLabel('Code from the app or recovery code').fill(recoveryCodes[0] as string);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await page.getByTestId('two-factor-state').filter({ hasText: 'Off' }).waitFor();
    await context.close();
  });
});
