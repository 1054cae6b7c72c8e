import { addMonthsClamped, CREDITS_PLUGIN } from '@adatlas/domain/billing';
import { formatDate } from '@adatlas/domain/formatting';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { companyIds } from './support/registration.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DAY_MS = 86_400_000;
/** A metered customer who may open the subscription page (ecommerce), as sales set them up. */
const CONTRACT_SCOPES = ['company', 'contact', 'companyQuota', 'contactQuota', 'ecommerce'];

/**
 * A customer sold a licence by sales (no registration flow, no online plan) whose yearly credits,
 * one company and one contact, started 14 months ago: the second year runs and renews at the
 * second anniversary, which a "start plus one month" reading would put a year early.
 */
async function createContractCustomer(): Promise<{ email: string; renewsOn: Date }> {
  const { id, email } = await createItalyCustomer({
    emailPrefix: 'e2e-contract-credits',
    password: DEMO_PASSWORD,
    scopes: CONTRACT_SCOPES,
    name: 'Carla',
    surname: 'Contratto',
  });
  const periodStart = addMonthsClamped(new Date(), -14);
  await withDatabases(async ({ core }) => {
    await core
      .updateTable('licence_tenants')
      .set({ expires_at: new Date(Date.now() + 400 * DAY_MS) })
      .where('user_id', '=', id)
      .execute();
    await core
      .insertInto('licence_plugins')
      .values({
        user_id: id,
        tenant_id: 'italy',
        name: CREDITS_PLUGIN,
        period: 12,
        period_start: periodStart,
        company_limit: 1,
        contact_limit: 1,
      })
      .execute();
  });
  return { email, renewsOn: addMonthsClamped(periodStart, 24) };
}

/** Opens a company detail through the API as the page would, returning the status. */
function openCompanyThroughApi(page: Page, id: number): Promise<number> {
  return page.evaluate(async (companyId) => {
    const { token } = JSON.parse(localStorage.getItem('adatlas.session') ?? '{}') as { token: string };
    const response = await fetch(`/api/v1/frontend/company/${companyId}`, {
      headers: { Authorization: `Bearer ${token}`, 'x-tenant': 'italy' },
    });
    return response.status;
  }, id);
}

describe('a contract customer out of credits', () => {
  it('is pointed to the account manager, and every page shows the date the credits renew', async () => {
    const { email, renewsOn } = await createContractCustomer();
    const { context, page } = await signedIn(browser, email);

    const [first, second] = await companyIds(page, 2);
    expect(await openCompanyThroughApi(page, first as number)).toBe(200);
    expect(await openCompanyThroughApi(page, second as number)).toBe(402);

    await page.goto(`/companies/${second}`);
    const modal = page.getByRole('dialog').filter({ hasText: 'You have run out of credits' });
    await modal.waitFor();
    const renewal = formatDate(renewsOn, 'DD/MM/YYYY');
    await modal.getByText(`They renew on ${renewal}.`, { exact: false }).waitFor();
    await modal.getByText('get in touch with your account manager', { exact: false }).waitFor();
    const contact = modal.getByTestId('out-of-quota-contact-manager');
    expect(await contact.textContent()).toBe('Contact your account manager');
    expect(await contact.getAttribute('href')).toBe('mailto:help.it@adatlas.test');
    // No plan choice: /confirmPlan would only send a contract customer home.
    expect(await modal.getByRole('button', { name: 'Choose a plan' }).count()).toBe(0);
    expect(await modal.getByText('Choose a monthly plan', { exact: false }).count()).toBe(0);
    await screenshot(page, 'contract-out-of-quota-modal', { fullPage: false });
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/profile/quotas');
    await expect.poll(() => page.getByTestId('quota-company').textContent(), { timeout: 15_000 }).toBe('0/1');
    await page.getByText(`Credits renew on ${renewal}.`).waitFor();
    await screenshot(page, 'contract-credits-page');

    await page.goto('/profile/subscription-info');
    await page.getByTestId('subscription-contract').waitFor();
    expect(await page.getByTestId('subscription-credits-renewal').textContent()).toBe(
      formatDate(renewsOn, 'DD-MM-YYYY'),
    );
    expect(await page.getByTestId('subscription-company-credits').textContent()).toBe('0 of 1');
    await screenshot(page, 'contract-subscription-renewal');
    await context.close();
  });
});
