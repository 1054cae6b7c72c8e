import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { companyIds, registerOnItaly } from './support/registration.ts';
import { useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A real, public partita IVA (check digit valid). */
const ITALIAN_VAT = '00743110157';
const atPath = (path: string) => (url: URL) => url.pathname === path;

const next = (page: Page) => page.getByRole('button', { name: /^(Next|Save and continue)$/ }).click();
const step = (page: Page, key: string) => page.getByTestId(`billing-step-${key}`);

/** Fills the wizard as a juridical person with an Italian VAT and saves it. */
async function completeBillingInfo(page: Page): Promise<void> {
  const personal = step(page, 'personal');
  await personal.getByLabel('First name').fill('Ada');
  await personal.getByLabel('Last name').fill('Rossi');
  await personal.getByLabel('Date of birth').fill('10/12/1985');
  await personal.getByLabel('Date of birth').press('Enter');
  await personal.getByLabel('Telephone').fill('+39 333 1234567');
  await screenshot(page, 'billing-wizard-1-personal');
  await next(page);

  await next(page);
  await expect(step(page, 'personType').getByText('Required field').waitFor()).resolves.toBeUndefined();
  await page.getByTestId('person-type-juridical').click();
  await screenshot(page, 'billing-wizard-2-person-type');
  await next(page);

  const company = step(page, 'company');
  await company.getByLabel('Company name').fill('Rossi Media srl');
  await company.getByLabel('Your function').fill('CEO');
  await company.getByLabel('Administration e-mail').fill('admin@rossi.test');
  await company.getByLabel('Tax code / VAT number').fill('12345678901');
  await next(page);
  await company.getByText('Insert a valid tax code or VAT number for the country').waitFor();
  await company.getByLabel('Tax code / VAT number').fill(ITALIAN_VAT);
  await company.getByLabel('SDI recipient code').fill('ABC1234');
  await screenshot(page, 'billing-wizard-3-company');
  await next(page);

  const office = step(page, 'registeredOffice');
  await office.getByLabel('Address', { exact: true }).fill('Via Roma 1');
  await office.getByLabel('Address line 2').fill('Scala A');
  await office.getByLabel('City').fill('Milano');
  await office.getByLabel('Postal code').fill('20100');
  await screenshot(page, 'billing-wizard-4-registered-office');
  await next(page);
  await page.waitForURL(atPath('/confirmPlan'));
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

async function startTrial(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start the free trial' }).click();
  await page.waitForURL(atPath('/'));
}

async function pay(page: Page, card: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/local/'));
  await page.locator('#cardNumber').fill(card);
  await page.locator('#expiry').fill('12 / 30');
  await page.locator('#cvc').fill('123');
  await page.locator('#name').fill('Ada Rossi');
  await page.locator('button[type="submit"]').click();
}

async function choosePlanAndPay(page: Page, planName: string, card: string): Promise<void> {
  await page.goto('/confirmPlan');
  await page.getByTestId('plan-PLAN_PRO_MONTHLY_V2').click();
  await page.getByRole('button', { name: 'Cancel' }).waitFor();
  await screenshot(page, `confirm-plan-${planName}`);
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await pay(page, card);
}

describe('registration flow, trial credits and payment', () => {
  it('registers, completes billing info as a company, starts the trial and runs out of company credits', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await registerOnItaly(page, 'e2e-billing');
    await page.getByRole('heading', { name: 'Complete your billing information' }).waitFor();
    await completeBillingInfo(page);

    await page.getByText('Rossi Media srl').waitFor();
    await page.getByText(ITALIAN_VAT).waitFor();
    await page.locator('.ant-descriptions').getByText('Ada Rossi', { exact: true }).waitFor();
    await page.getByText('5 company credits and 5 contact credits').first().waitFor();
    // Prices are written in each plan's currency and the reader's language.
    await page.getByTestId('plan-PLAN_PRO_MONTHLY_V2').getByText('€79 + VAT').waitFor();
    await screenshot(page, 'confirm-plan-trial');
    // The flow keeps the user on the plan choice until the trial is confirmed.
    await page.goto('/companies');
    await page.waitForURL(atPath('/confirmPlan'));
    await startTrial(page);
    await page.reload();
    await page.waitForURL(atPath('/'));

    const ids = await companyIds(page, 6);
    expect(ids).toHaveLength(6);
    for (const id of ids.slice(0, 5)) expect(await openCompanyThroughApi(page, id)).toBe(200);
    // Reopening within the period is free.
    expect(await openCompanyThroughApi(page, ids[0] as number)).toBe(200);

    await page.goto(`/companies/${ids[5]}`);
    const modal = page.getByRole('dialog').filter({ hasText: 'You have run out of credits' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Choose a plan' }).waitFor();
    await screenshot(page, 'out-of-quota-modal', { fullPage: false });
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/profile/quotas');
    // '...' shows while the consumption loads.
    await expect.poll(() => page.getByTestId('quota-company').textContent(), { timeout: 15_000 }).toBe('0/5');
    await expect.poll(() => page.getByTestId('quota-contact').textContent(), { timeout: 15_000 }).toBe('5/5');
    // A trial's credits last as long as the trial: no renewal after it ends (issue #38).
    await page.getByText(/Your credits end with your trial on \d{2}\/\d{2}\/\d{4}\./).waitFor();
    await screenshot(page, 'profile-quotas');

    // The subscription failing to load says so and offers a retry, instead of '...' for ever.
    const isSubscription = (url: URL) => url.pathname === '/api/v1/subscription';
    await page.route(isSubscription, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ httpStatus: 503, clientType: 'UNEXPECTED', description: 'down', id: 'e2e' }),
      }),
    );
    await page.reload();
    const failed = page.getByTestId('query-error');
    await failed.waitFor();
    expect(await page.getByTestId('quota-company').count()).toBe(0);
    // What to tell support: the request id of the envelope and when it failed.
    expect(await failed.getByTestId('query-error-support').textContent()).toMatch(
      /to report to support: e2e · Date: \d{2}\/\d{2}\/\d{4}/,
    );
    await screenshot(page, 'profile-quotas-failed');
    await page.unroute(isSubscription);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.getByTestId('quota-company').textContent(), { timeout: 15_000 }).toBe('0/5');
    await context.close();
  });

  it('pays a monthly plan after a declined card and shows it on the subscription page', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await registerOnItaly(page, 'e2e-billing');
    await completeBillingInfo(page);
    await startTrial(page);
    await page.goto('/tag');
    await page.getByTestId('tag-plan-limit').waitFor();

    await choosePlanAndPay(page, 'pro-monthly', '4000 0000 0000 0002');
    await page.waitForURL(atPath('/paymentFailed'));
    await page.getByText('Sorry, something went wrong').waitFor();
    await screenshot(page, 'payment-failed');
    await page.getByRole('button', { name: 'Retry the payment' }).click();
    await page.waitForURL(atPath('/confirmPlan'));

    await choosePlanAndPay(page, 'pro-monthly-retry', '4242 4242 4242 4242');
    await page.waitForURL(atPath('/paymentSuccessful'));
    await page.getByText('Your subscription is active').waitFor();
    await screenshot(page, 'payment-successful');

    await page.goto('/profile/subscription-info');
    await expect(page.getByTestId('subscription-plan').textContent()).resolves.toMatch(/Pro/);
    await expect(page.getByTestId('subscription-company-credits').textContent()).resolves.toBe('250');
    await page.getByRole('button', { name: 'Manage subscription' }).waitFor();
    await screenshot(page, 'profile-subscription');

    // The Pro plan includes tags, without signing in again.
    await page.goto('/tag');
    await page.getByRole('heading', { name: 'Tags' }).waitFor();
    expect(await page.getByTestId('tag-plan-limit').count()).toBe(0);
    // A paying subscriber never gets the trial or a second checkout from the plan choice.
    await page.goto('/confirmPlan');
    await page.getByTestId('confirm-plan-paid').waitFor();
    expect(await page.getByTestId('confirm-plan').count()).toBe(0);
    await screenshot(page, 'confirm-plan-paying');

    // Change plan goes to the billing portal: the same subscription changes, nothing is bought twice.
    await page.goto('/profile/subscription-info');
    await page.getByTestId('subscription-change-plan').click();
    await page.waitForURL(atPath('/billing/local-portal'));
    await screenshot(page, 'billing-portal-change-plan');
    await page.locator('#planId').selectOption('PLAN_ADVANCE_MONTHLY_V2');
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.waitForURL(atPath('/profile/subscription-info'));
    await expect
      .poll(() => page.getByTestId('subscription-plan').textContent(), { timeout: 15_000 })
      .toBe('Advance monthly');
    await page.goto('/tag');
    await page.getByTestId('tag-plan-limit').waitFor();

    for (const section of ['basic-info', 'billing-info', 'communications']) {
      await page.goto(`/profile/${section}`);
      await page.getByTestId('profile-menu').waitFor();
      await page.locator('.ant-card-head-title').first().waitFor();
      await screenshot(page, `profile-${section}`);
    }
    await context.close();
  });
});
