import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { lastMailedPath } from './mailbox.ts';

/** The password every self-registered e2e account signs up with. */
export const REGISTRATION_PASSWORD = 'Trial-pass-2026';

const atPath = (path: string) => (url: URL) => url.pathname === path;

/**
 * Registers a new account on italy through the form, confirms the e-mail through the mailed link
 * and lands on the billing wizard. Answers the new account's e-mail (`<prefix>-<random>@…`).
 */
export async function registerOnItaly(page: Page, prefix: string): Promise<string> {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
  await page.goto('/register');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(REGISTRATION_PASSWORD);
  await page.locator('#tenant').click();
  await page.locator('.ant-select-item-option', { hasText: 'Italy' }).click();
  await page.locator('#privacy').check();
  await page.locator('#terms').check();
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(atPath('/confirmationEmailSent'));
  await page.goto(await lastMailedPath(email, '/authorize'));
  await page.waitForURL(atPath('/completeBillingInfo'));
  return email;
}

/** The billing wizard as a physical person (the residence is optional). */
export async function completeBillingInfoAsPerson(page: Page): Promise<void> {
  const next = () => page.getByRole('button', { name: /^(Next|Save and continue)$/ }).click();
  const personal = page.getByTestId('billing-step-personal');
  await personal.getByLabel('First name').fill('Ada');
  await personal.getByLabel('Last name').fill('Rossi');
  await personal.getByLabel('Date of birth').fill('10/12/1985');
  await personal.getByLabel('Date of birth').press('Enter');
  await personal.getByLabel('Telephone').fill('+39 333 1234567');
  await next();
  await page.getByTestId('person-type-physical').click();
  await next();
  await page.getByTestId('billing-step-residence').waitFor();
  await next();
}

/** The first `count` company ids of italy's list, read through the API with the page's session. */
export async function companyIds(page: Page, count: number): Promise<number[]> {
  return page.evaluate(async (limit) => {
    const { token } = JSON.parse(localStorage.getItem('adatlas.session') ?? '{}') as { token: string };
    const response = await fetch('/api/v1/frontend/company', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'x-tenant': 'italy', 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit }),
    });
    const body = (await response.json()) as { data: { id: number }[] };
    return body.data.map((company) => company.id);
  }, count);
}
