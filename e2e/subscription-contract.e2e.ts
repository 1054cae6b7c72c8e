import { TRIAL_SCOPES } from '@adatlas/domain/auth';
import { formatDate } from '@adatlas/domain/formatting';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/demo-accounts.ts';
import { logIn, signedIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const atPath = (path: string) => (url: URL) => url.pathname === path;

/** The Pro demo account's licence expiry per country, as the database holds it, in DD-MM-YYYY. */
async function proLicenceExpiries(): Promise<Map<string, string>> {
  const rows = await withDatabases(({ core }) =>
    core
      .selectFrom('licence_tenants')
      .innerJoin('users', 'users.id', 'licence_tenants.user_id')
      .select(['licence_tenants.tenant_id', 'licence_tenants.expires_at'])
      .where('users.email', '=', DEMO_ACCOUNTS.pro.email)
      .execute(),
  );
  return new Map(rows.map((row) => [row.tenant_id, formatDate(row.expires_at, 'DD-MM-YYYY')]));
}

async function openSubscription(page: Page): Promise<void> {
  await page.goto('/profile/subscription-info');
  await page.getByTestId('subscription-contract').waitFor();
  await page.getByTestId('subscription-licence-italy').waitFor();
}

describe('a licence sold under contract', () => {
  it('shows the contract, its countries with their expiry and credits, and no online billing', async () => {
    const expiries = await proLicenceExpiries();
    const { context, page } = await signedIn(browser);
    await openSubscription(page);

    expect(await page.getByTestId('subscription-plan').textContent()).toBe('Contract licence');
    expect(await page.getByTestId('subscription-expiry').textContent()).toBe(expiries.get('italy'));
    await page.getByText('Italy: access until').waitFor();
    expect(await page.getByTestId('subscription-company-credits').textContent()).toMatch(/^[\d,]+ of 3,000$/);
    expect(await page.getByTestId('subscription-contact-credits').textContent()).toMatch(/^[\d,]+ of 3,000$/);
    expect(await page.getByTestId('subscription-credits-renewal').textContent()).toMatch(
      /^\d{2}-\d{2}-\d{4}$/,
    );

    // Every country of the licence with its own expiry; portugal is a hidden country.
    for (const tenant of ['italy', 'france', 'spain', 'mexico', 'germany', 'uk']) {
      const row = page.getByTestId(`subscription-licence-${tenant}`);
      expect(await row.getByTestId('licence-expiry').textContent()).toBe(expiries.get(tenant));
      await row.getByText('Active').waitFor();
    }
    expect(await page.getByTestId('subscription-licence-portugal').count()).toBe(0);
    await page.getByTestId('subscription-licence-italy').getByText('Current').waitFor();

    // Changes go through the account manager: no checkout, no billing portal.
    await page.getByText('Managed by your account manager').waitFor();
    const contact = page.getByTestId('subscription-contact-manager');
    expect(await contact.getAttribute('href')).toBe('mailto:help.it@adatlas.test');
    expect(await page.getByText('No plan').count()).toBe(0);
    expect(await page.getByTestId('subscription-change-plan').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Manage subscription' }).count()).toBe(0);
    await screenshot(page, 'subscription-contract-desktop');
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.pro.email, { width: 375, height: 812 });
    await openSubscription(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'subscription-contract-phone');
    await context.close();
  });

  it('is sent home from the plan choice instead of being offered a trial', async () => {
    const { context, page } = await signedIn(browser);
    await page.goto('/confirmPlan');
    await page.waitForURL(atPath('/'));
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByRole('button', { name: 'Start the free trial' }).count()).toBe(0);
    await context.close();
  });
});

describe('a self-registered trial user', () => {
  it('is still offered the free trial, with a licence already live in the country', async () => {
    const { id, email } = await createItalyCustomer({
      emailPrefix: 'e2e-trial-offer',
      password: DEMO_PASSWORD,
      scopes: TRIAL_SCOPES,
      name: 'Ada',
      surname: 'Rossi',
    });
    await withDatabases(({ core }) =>
      core
        .updateTable('users')
        .set({
          tags: ['registration_flow'],
          billing_info: {
            firstName: 'Ada',
            lastName: 'Rossi',
            birthDate: '1985-12-10',
            phoneNumber: '+39 333 1234567',
            isCompany: false,
          },
        })
        .where('id', '=', id)
        .execute(),
    );
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await logIn(page, email);
    await page.waitForURL(atPath('/confirmPlan'));
    await page.locator('.ant-descriptions').getByText('Ada Rossi', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start the free trial' }).click();
    await page.waitForURL(atPath('/'));
    // Once the trial is confirmed the plan choice stays open to them, to buy a plan.
    await page.goto('/confirmPlan');
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/confirmPlan');
    await context.close();
  });
});
