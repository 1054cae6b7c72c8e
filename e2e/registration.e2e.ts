import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { lastMailedPath } from './support/mailbox.ts';
import { completeBillingInfoAsPerson } from './support/registration.ts';
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
/** A link from the plans page: an active monthly plan sold in Italy. */
const PLAN_LINK = '?selectedPlan=PLAN_PRO_MONTHLY_V2&selectedTenant=italy';
const atPath =
  (path: string, search = '') =>
  (url: URL) =>
    url.pathname === path && url.search === search;

/** Fills the registration form on the page it is on (the country already chosen) and submits it. */
async function submitRegistration(page: Page, email: string): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('#privacy').check();
  await page.locator('#terms').check();
  await page.locator('button[type="submit"]').click();
}

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

  it("links the chosen country's privacy policy and terms from their checkboxes, in its language", async () => {
    const privacyUrl = 'https://adatlas.example/fr/confidentialite';
    const termsUrl = 'https://adatlas.example/fr/conditions';
    const setLegal = (urls: { privacy_url: string | null; terms_url: string | null }) =>
      withDatabases(({ core }) => core.updateTable('tenants').set(urls).where('id', '=', 'france').execute());
    await setLegal({ privacy_url: privacyUrl, terms_url: termsUrl });
    try {
      for (const [language, country, privacyText, termsText] of [
        ['en', 'France', 'privacy policy', 'terms and conditions of service'],
        ['it', 'Francia', 'informativa sulla privacy', 'termini e le condizioni del servizio'],
      ] as const) {
        const { context, page } = await newPage(browser, {
          width: language === 'en' ? 1280 : 375,
          height: 900,
        });
        await useLanguage(context, language);
        await page.goto('/register');
        // Italy has none set: the checkboxes say the same without a link.
        await page.locator('#tenant').click();
        await page.locator('.ant-select-item-option').first().click();
        expect(await page.getByTestId('register-privacy').locator('a').count()).toBe(0);
        await page.locator('#tenant').click();
        await page.locator('.ant-select-item-option', { hasText: country }).click();
        const privacy = page.getByTestId('register-privacy').getByRole('link', { name: privacyText });
        await privacy.waitFor();
        expect(await privacy.getAttribute('href')).toBe(privacyUrl);
        expect(await privacy.getAttribute('rel')).toBe('noopener noreferrer');
        const terms = page.getByTestId('register-terms').getByRole('link', { name: termsText });
        expect(await terms.getAttribute('href')).toBe(termsUrl);
        // Following the link opens the document in a new tab and leaves the box as it was.
        const [opened] = await Promise.all([context.waitForEvent('page'), privacy.click()]);
        await opened.close();
        expect(await page.locator('#privacy').isChecked()).toBe(false);
        await screenshot(page, `register-legal-links-${language}`, { fullPage: false });
        await context.close();
      }
    } finally {
      await setLegal({ privacy_url: null, terms_url: null });
    }
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

  it('carries a plan chosen by link through registration, the e-mail confirmation and billing info to the plan choice', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await page.goto(`/register${PLAN_LINK}`);
    // The link's country is preselected.
    await page.getByTestId('tenant-picker').getByText('Italy').waitFor();
    const email = newEmail();
    await submitRegistration(page, email);
    await page.waitForURL(atPath('/confirmationEmailSent', PLAN_LINK));
    await page.getByText(`We have sent an e-mail to ${email}.`).waitFor();
    await screenshot(page, 'confirmation-email-sent');

    const link = await lastMailedPath(email, '/authorize');
    expect(new URL(link, 'http://x').searchParams.get('selectedPlan')).toBe('PLAN_PRO_MONTHLY_V2');
    await page.goto(link);
    await page.waitForURL(atPath('/completeBillingInfo', PLAN_LINK));
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    await page.getByRole('heading', { name: 'Complete your billing information' }).waitFor();
    await screenshot(page, 'email-confirmed-billing-info');
    await completeBillingInfoAsPerson(page);

    await page.waitForURL(atPath('/confirmPlan', PLAN_LINK));
    const chosen = page.locator('.ant-card').filter({ hasText: 'Your plan' });
    await chosen.getByText('Pro monthly', { exact: true }).waitFor();
    await chosen.getByTestId('confirm-plan').getByText('Go to payment').waitFor();
    await chosen.getByTestId('change-plan').waitFor();
    await screenshot(page, 'confirm-plan-requested-by-link');
    await context.close();
  });

  it('sends the confirmation e-mail again from the confirmation page and from a refused log-in, plan link kept', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    const email = newEmail();
    await page.goto('/register');
    await page.locator('#tenant').click();
    await page.locator('.ant-select-item-option', { hasText: 'Italy' }).click();
    await submitRegistration(page, email);
    await page.waitForURL(atPath('/confirmationEmailSent'));
    const first = await lastMailedPath(email, '/authorize');
    await page.getByRole('button', { name: 'Send the e-mail again' }).click();
    await page.getByRole('status').getByText('a new e-mail is on its way', { exact: false }).waitFor();
    await expect.poll(() => lastMailedPath(email, '/authorize'), { timeout: 15_000 }).not.toBe(first);

    // Logging in before confirming says why and offers the e-mail again, with the plan of the link.
    await page.goto(`/login${PLAN_LINK}`);
    await logIn(page, email, PASSWORD);
    const refused = page.getByRole('alert').filter({ hasText: 'Your e-mail address is not confirmed yet.' });
    await refused.waitFor();
    await screenshot(page, 'login-email-not-verified');
    const second = await lastMailedPath(email, '/authorize');
    await refused.getByRole('button', { name: 'Send the e-mail again' }).click();
    await page.getByRole('status').getByText('a new e-mail is on its way', { exact: false }).waitFor();
    await expect.poll(() => lastMailedPath(email, '/authorize'), { timeout: 15_000 }).not.toBe(second);
    const third = await lastMailedPath(email, '/authorize');
    expect(new URL(third, 'http://x').searchParams.get('selectedPlan')).toBe('PLAN_PRO_MONTHLY_V2');

    await page.goto(third);
    await page.waitForURL(atPath('/completeBillingInfo', PLAN_LINK));
    // Signing in again from a plan link goes through the flow with the plan too.
    await page.goto('/logout/do');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`/login${PLAN_LINK}`);
    await logIn(page, email, PASSWORD);
    await page.waitForURL(atPath('/completeBillingInfo', PLAN_LINK));
    await context.close();
  });
});
