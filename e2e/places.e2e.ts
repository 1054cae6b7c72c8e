import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A customer of italy with a residence in Italy: a street and a postal code, no city yet. */
const BILLING = {
  firstName: 'Paola',
  lastName: 'Luoghi',
  birthDate: '1985-12-10',
  phoneNumber: '+39 333 1234567',
  isCompany: false,
  address: { addressLine1: 'Via Garibaldi 3', postalCode: '10122', country: 'IT' },
};

async function createCustomer(): Promise<{ id: number; email: string }> {
  const customer = await createItalyCustomer({
    emailPrefix: 'places',
    password: DEMO_PASSWORD,
    scopes: ['ecommerce'],
    name: 'Paola',
    surname: 'Luoghi',
  });
  await withDatabases(({ core }) =>
    core.updateTable('users').set({ billing_info: BILLING }).where('id', '=', customer.id).execute(),
  );
  return customer;
}

async function storedAddress(id: number): Promise<Record<string, unknown> | undefined> {
  const row = await withDatabases(({ core }) =>
    core.selectFrom('users').select(['billing_info']).where('id', '=', id).executeTakeFirstOrThrow(),
  );
  return (row.billing_info as { address?: Record<string, unknown> } | null)?.address;
}

const line1 = (page: Page) => page.getByLabel('Address', { exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The open suggestion list (antd renders it in a portal at the end of the body). */
const suggestions = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const countryShown = (page: Page) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: /^Country$/ }) })
    .locator('.ant-select-content, .ant-select-selection-item')
    .first()
    .textContent();

describe('places autocomplete on the billing address (offline gazetteer)', () => {
  it('suggests Torino for "Tori" in Italy and fills city, state and country, keeping street and postal code', async () => {
    const { id, email } = await createCustomer();
    const { context, page } = await newPage(browser, { height: 1000 });
    await useLanguage(context, 'en');
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/frontend/maps/places')) asked.push(url);
    });
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile/billing-info');
    await page.getByTestId('profile-edit').click();

    // Two letters ask nothing; from the third, one call per pause in typing.
    await line1(page).fill('');
    await line1(page).pressSequentially('To', { delay: 40 });
    await page.waitForTimeout(600);
    expect(asked).toEqual([]);
    await line1(page).pressSequentially('ri', { delay: 40 });
    const options = suggestions(page).getByTestId('place-option');
    await options.first().waitFor();
    // The form's country (Italy) narrows the list: no Torreón (Mexico).
    expect(await options.allTextContents()).toEqual(['TorinoPiemonte, Italy']);
    const inputs = asked.map((url) => url.searchParams.get('input') ?? '');
    expect(inputs.at(-1)).toBe('Tori');
    expect(inputs.every((input) => input.length >= 3)).toBe(true);
    expect(asked.map((url) => url.searchParams.get('country'))).toEqual(asked.map(() => 'IT'));
    const token = asked[0]?.searchParams.get('sessionToken');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(asked.every((url) => url.searchParams.get('sessionToken') === token)).toBe(true);
    await screenshot(page, 'places-suggestions-open');

    await options.filter({ hasText: 'Torino' }).click();
    await expect.poll(() => field(page, 'City').inputValue()).toBe('Torino');
    expect(await field(page, 'State / province').inputValue()).toBe('Piemonte');
    expect(await countryShown(page)).toBe('Italy (IT)');
    // A city knows no street or postal code: those keep what the user had.
    expect(await line1(page).inputValue()).toBe('Via Garibaldi 3');
    expect(await field(page, 'Postal code').inputValue()).toBe('10122');
    await suggestions(page).waitFor({ state: 'hidden' });
    // The details call ends the typing session it belongs to.
    const details = asked.find((url) =>
      url.pathname.endsWith(`/places/${encodeURIComponent('city:it:Torino')}`),
    );
    expect(details?.searchParams.get('sessionToken')).toBe(token);
    await screenshot(page, 'places-filled');

    await page.getByTestId('profile-save').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('profile-edit').waitFor();
    await expect
      .poll(() => storedAddress(id))
      .toMatchObject({
        addressLine1: 'Via Garibaldi 3',
        city: 'Torino',
        state: 'Piemonte',
        postalCode: '10122',
        country: 'IT',
      });
    await context.close();
  });

  it('picks with the keyboard, and leaves a plain input when nothing matches', async () => {
    const { email } = await createCustomer();
    const { context, page } = await newPage(browser, { height: 1000 });
    await useLanguage(context, 'en');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile/billing-info');
    await page.getByTestId('profile-edit').click();

    await line1(page).fill('');
    const answered = page.waitForResponse((response) => response.url().includes('/maps/places?'));
    await line1(page).pressSequentially('Via Nessuna 9', { delay: 20 });
    expect((await answered).status()).toBe(200);
    await page.waitForTimeout(300);
    expect(await suggestions(page).count()).toBe(0);
    expect(await line1(page).inputValue()).toBe('Via Nessuna 9');

    await line1(page).fill('');
    await line1(page).pressSequentially('milan', { delay: 40 });
    await suggestions(page).getByTestId('place-option').first().waitFor();
    // The offline gazetteer credits no one.
    expect(await suggestions(page).getByTestId('places-attribution').count()).toBe(0);
    await line1(page).press('ArrowDown');
    await line1(page).press('Enter');
    await expect.poll(() => field(page, 'City').inputValue()).toBe('Milano');
    expect(await field(page, 'State / province').inputValue()).toBe('Lombardia');
    // Enter chose the place: it did not also ask to save the form.
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    // Line 1 held the search text: it goes back to the street it held before the search began.
    expect(await line1(page).inputValue()).toBe('Via Garibaldi 3');
    await context.close();
  });

  it("credits Google under the list when Google's places answer", async () => {
    const { email } = await createCustomer();
    const { context, page } = await newPage(browser, { height: 1000 });
    await useLanguage(context, 'en');
    // The app as configured with Google Maps Platform: the same answer, from Google.
    await page.route('**/api/v1/frontend/maps/places?*', (route) =>
      route.fulfill({
        json: {
          data: [{ id: 'ChIJ-garibaldi', label: 'Via Garibaldi 3', secondary: 'Torino TO, Italia' }],
          attribution: 'google',
        },
      }),
    );
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile/billing-info');
    await page.getByTestId('profile-edit').click();
    await line1(page).fill('');
    await line1(page).pressSequentially('Via Gari', { delay: 40 });
    await suggestions(page).getByTestId('place-option').first().waitFor();
    expect(await suggestions(page).getByTestId('places-attribution').textContent()).toBe('Powered by Google');
    await screenshot(page, 'places-google-attribution');
    await context.close();
  });
});
