import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import {
  completeBillingInfoAsPerson,
  REGISTRATION_PASSWORD,
  registerOnItaly,
} from './support/registration.ts';
import { logIn, openUserMenu, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const atPath = (path: string) => (url: URL) => url.pathname === path;

/** Registers on italy, fills the billing wizard as a person and starts the trial. */
async function registerAndStartTrial(page: Page): Promise<string> {
  const email = await registerOnItaly(page, 'e2e-expired');
  await completeBillingInfoAsPerson(page);
  await page.waitForURL(atPath('/confirmPlan'));
  await page.getByRole('button', { name: 'Start the free trial' }).click();
  await page.waitForURL(atPath('/'));
  return email;
}

/** The trial licence ends: its expiry moves a minute into the past. */
async function expireTrial(email: string): Promise<void> {
  await withDatabases(async ({ core }) => {
    const user = await core
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await core
      .updateTable('licence_tenants')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', user.id)
      .execute();
  });
}

/** A company list call with the stored session, as the companies page would make it. */
function companySearchStatus(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('adatlas.session') ?? '{}') as { token: string };
    const response = await fetch('/api/v1/frontend/company', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'x-tenant': 'italy', 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    });
    return response.status;
  });
}

describe('an expired free trial', () => {
  it('signs in to the plan choice only, pays a plan with the test card and reaches the app', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    const email = await registerAndStartTrial(page);
    await page.goto('/logout/do');
    await page.waitForURL(atPath('/login'));
    await expireTrial(email);

    await logIn(page, email, REGISTRATION_PASSWORD);
    await page.waitForURL(atPath('/confirmPlan'));
    const notice = page.getByTestId('renewal-notice');
    await notice.getByText('Your free trial has ended — choose a plan to keep using AdAtlas').waitFor();
    await page.getByTestId('plan-PLAN_PRO_MONTHLY_V2').waitFor();
    // Only paid plans: the trial is not offered again, and there is no way home.
    expect(await page.getByTestId('plan-trial').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Start the free trial' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    expect(await page.locator('nav .ant-menu').count()).toBe(0);
    await screenshot(page, 'trial-expired-confirm-plan');
    await openUserMenu(page);
    const items = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item');
    expect(await items.allTextContents()).toEqual(['Log out']);
    await screenshot(page, 'trial-expired-user-menu', { fullPage: false });
    await page.keyboard.press('Escape');

    // Nothing else opens, in the browser or through the API.
    for (const path of ['/companies', '/', '/profile/subscription-info']) {
      await page.goto(path);
      await page.waitForURL(atPath('/confirmPlan'));
    }
    await notice.waitFor();
    expect(await companySearchStatus(page)).toBe(403);

    await page.getByTestId('plan-PLAN_PRO_MONTHLY_V2').click();
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/local/'));
    await page.locator('#cardNumber').fill('4242 4242 4242 4242');
    await page.locator('#expiry').fill('12 / 30');
    await page.locator('#cvc').fill('123');
    await page.locator('#name').fill('Ada Rossi');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(atPath('/paymentSuccessful'));
    await page.getByText('Your subscription is active').waitFor();
    const goHome = page.getByRole('button', { name: 'Go to the home page' });
    await goHome.waitFor();
    await screenshot(page, 'trial-expired-payment-successful');

    await goHome.click();
    await page.waitForURL(atPath('/'));
    await page.getByTestId('welcome').waitFor();
    await page.locator('nav .ant-menu').waitFor();
    await screenshot(page, 'trial-expired-renewed-home');
    await page.goto('/companies');
    await page.getByRole('heading', { name: 'Companies' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/companies');
    expect(await companySearchStatus(page)).toBe(200);
    await context.close();
  });
});
