import { TRIAL_SCOPES } from '@adatlas/domain/auth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { logIn, openUserMenu, signedIn, useLanguage } from './support/session.ts';

/**
 * Spec access: the subscription page's Change plan links to the country's external plans page. The
 * back office sets it per country; a country without one keeps the in-app plan choice.
 */
const SUPER_ADMIN_EMAIL = 'superadmin@adatlas.test';
const PLANS_PAGE = 'https://plans.adatlas.example/it/piani?from=app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function clearPlansPage() {
  return withDatabases(async (databases) => {
    await databases.core
      .updateTable('tenants')
      .set({ plans_page_url: null })
      .where('id', '=', 'italy')
      .execute();
  });
}

/** A customer paying a Pro plan online in italy: the subscription page is theirs. */
async function payingCustomer(): Promise<string> {
  const { id, email } = await createItalyCustomer({
    emailPrefix: 'e2e-plans-page',
    password: DEMO_PASSWORD,
    scopes: TRIAL_SCOPES,
    name: 'Ada',
    surname: 'Rossi',
  });
  const now = Date.now();
  await withDatabases(({ core }) =>
    core
      .insertInto('subscriptions')
      .values({
        user_id: id,
        tenant_id: 'italy',
        plan_id: 'PLAN_PRO_YEARLY_V2',
        status: 'active',
        provider: 'local',
        provider_customer_id: `cus_e2e_${id}`,
        provider_subscription_id: `sub_e2e_${id}`,
        period_start: new Date(now - 86_400_000),
        period_end: new Date(now + 364 * 86_400_000),
        last_event_at: new Date(now),
      })
      .execute(),
  );
  return email;
}

async function subscriptionPage(language: 'en' | 'it', width: number): Promise<Page> {
  const { context, page } = await newPage(browser, { width, height: 900 });
  await useLanguage(context, language);
  // The plans page is another site, out of reach here: a stand-in answers for it.
  await context.route('https://plans.adatlas.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1 id="plans">Piani</h1>' }),
  );
  await logIn(page, await payingCustomer());
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/profile/subscription-info');
  await page.getByTestId('subscription-plan').waitFor();
  return page;
}

describe("Change plan goes to the country's plans page", () => {
  it('is set in the back office, refused when not an https address', async () => {
    onTestFinished(clearPlansPage);
    const { context, page } = await signedIn(browser, SUPER_ADMIN_EMAIL);
    await openUserMenu(page);
    await page.getByTestId('menu-admin').click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('tab', { name: 'Countries' }).click();
    const field = page.getByTestId('tenant-plans-page');
    await field.waitFor();
    await field.fill('http://plans.adatlas.example/it');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await page.getByText('Enter an https address (https://…) without a user name or password').waitFor();
    await field.fill(PLANS_PAGE);
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/admin/tenants/italy') && response.request().method() === 'PATCH',
    );
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    expect((await saved).status()).toBe(200);
    await screenshot(page, 'plans-page-admin', { fullPage: false });
    await context.close();

    for (const [language, width, label] of [
      ['en', 1280, 'Change plan'],
      ['it', 375, 'Cambia piano'],
    ] as const) {
      const customer = await subscriptionPage(language, width);
      const change = customer.getByTestId('subscription-change-plan');
      expect(await change.textContent()).toBe(label);
      expect(await change.getAttribute('href')).toBe(PLANS_PAGE);
      await screenshot(customer, `plans-page-subscription-${language}-${width}`, { fullPage: false });
      const opened = customer.context().waitForEvent('page');
      await change.click();
      const plans = await opened;
      await plans.locator('#plans').waitFor();
      expect(plans.url()).toBe(PLANS_PAGE);
      await customer.context().close();
    }
  });

  it('keeps the in-app choice in a country without one: the billing portal for a paying customer', async () => {
    await clearPlansPage();
    const page = await subscriptionPage('en', 1280);
    const change = page.getByTestId('subscription-change-plan');
    expect(await change.getAttribute('href')).toBeNull();
    await change.click();
    await page.waitForURL((url) => url.pathname === '/billing/local-portal');
    await page.context().close();
  });
});
