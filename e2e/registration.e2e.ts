import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { lastMailedPath } from './support/mailbox.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const newEmail = () => `e2e-${randomBytes(4).toString('hex')}@example.test`;
const PASSWORD = 'Trial-pass-2026';

describe('registration, e-mail confirmation and password reset', () => {
  it('registers on a free-trial country, confirms the e-mail and enters the registration flow', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await page.goto('/register');
    await page.locator('#tenant').click();
    const options = await page.locator('.ant-select-item-option').allTextContents();
    expect(options.map((text) => text.replace(/[\u{1F1E6}-\u{1F1FF}]/gu, '').trim())).toEqual([
      'Italy',
      'France',
      'Spain',
      'United Kingdom',
    ]);
    await page.locator('.ant-select-item-option', { hasText: 'France' }).click();

    await page.locator('button[type="submit"]').click();
    await page.getByText('Please accept to continue').first().waitFor();
    await screenshot(page, 'register-errors-1280');

    const email = newEmail();
    await page.locator('#email').fill(email);
    await page.locator('#password').fill('short');
    await page.getByText('At least 8 characters, with at least one letter and one number.').nth(1).waitFor();
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#privacy').check();
    await page.locator('#terms').check();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/confirmationEmailSent');
    await page.getByText('Confirm your e-mail address').waitFor();

    await page.goto(await lastMailedPath(email, '/authorize'));
    await page.waitForURL((url) => url.pathname === '/completeBillingInfo');
    await page.getByRole('heading', { name: 'Complete your billing information' }).waitFor();
    await context.close();
  });

  it('refuses an e-mail that already has an account, with the registration wording', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await page.goto('/register');
    await page.locator('#email').fill('pro@adatlas.test');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#tenant').click();
    await page.locator('.ant-select-item-option', { hasText: 'Italy' }).click();
    await page.locator('#privacy').check();
    await page.locator('#terms').check();
    await page.locator('button[type="submit"]').click();
    await page
      .getByRole('alert')
      .getByText('An account with this e-mail address already exists', { exact: false })
      .waitFor();
    await context.close();
  });

  it('resets a forgotten password through the mailed link and signs in with the new one', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    const email = newEmail();
    await page.goto('/register');
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#tenant').click();
    await page.locator('.ant-select-item-option', { hasText: 'Italy' }).click();
    await page.locator('#privacy').check();
    await page.locator('#terms').check();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/confirmationEmailSent');
    await page.goto(await lastMailedPath(email, '/authorize'));
    await page.waitForURL((url) => url.pathname === '/completeBillingInfo');
    await page.goto('/logout/do');
    await page.waitForURL((url) => url.pathname === '/login');

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgotPassword');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.locator('#email').fill(email);
    await page.locator('button[type="submit"]').click();
    await page
      .getByRole('status')
      .getByText('If an account exists for this address', { exact: false })
      .waitFor();

    await page.goto(await lastMailedPath(email, '/resetPassword'));
    await page.locator('#password').fill('New-pass-2026');
    await page.locator('#confirm').fill('Other-pass-2026');
    await page.getByText('The two passwords that you entered do not match!').waitFor();
    await page.locator('#confirm').fill('New-pass-2026');
    await page.locator('button[type="submit"]').click();
    await page.getByText('Your password has been changed. You can now log in.').waitFor();

    await page.getByRole('link', { name: 'Back to log in' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await logIn(page, email, 'New-pass-2026');
    await page.waitForURL((url) => url.pathname === '/completeBillingInfo');
    await context.close();
  });
});
