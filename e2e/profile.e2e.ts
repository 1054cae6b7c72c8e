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

const BILLING = {
  firstName: 'Paolo',
  lastName: 'Profilo',
  birthDate: '1985-12-10',
  phoneNumber: '+39 333 1234567',
  isCompany: false,
  address: { city: 'Milano', country: 'IT' },
};

interface StoredUser {
  name: string | null;
  profile: { birthDate?: string | null; telephone?: string | null };
  billing_info: Record<string, unknown> | null;
}

/** A fresh ecommerce customer of italy with complete basic and billing info, each test its own. */
async function createProfileCustomer(): Promise<{ id: number; email: string }> {
  const customer = await createItalyCustomer({
    emailPrefix: 'profile',
    password: DEMO_PASSWORD,
    scopes: ['ecommerce'],
    name: 'Paolo',
    surname: 'Profilo',
  });
  await withDatabases(async ({ core }) => {
    await core
      .updateTable('users')
      .set({ profile: { birthDate: '1985-12-10', telephone: '+39 333 1234567' }, billing_info: BILLING })
      .where('id', '=', customer.id)
      .execute();
  });
  return customer;
}

/** What the server holds, read from the database rather than through the page under test. */
async function storedUser(id: number): Promise<StoredUser> {
  return withDatabases(({ core }) =>
    core
      .selectFrom('users')
      .select(['name', 'profile', 'billing_info'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
  );
}

async function openSection(page: Page, section: 'basic-info' | 'billing-info'): Promise<void> {
  await page.goto(`/profile/${section}`);
  await page.getByTestId('profile-edit').waitFor();
}

const prompt = (page: Page, title: string) => page.locator('.ant-modal-confirm').filter({ hasText: title });
const firstName = (page: Page) => page.getByLabel('First name');
const saveAsked = (page: Page) => prompt(page, 'Save the changes?');
const discardAsked = (page: Page) => prompt(page, 'Discard your changes?');

describe('profile forms ask before saving and before discarding', () => {
  it('saves basic info only once the save is confirmed, by button or by Enter', async () => {
    const { id, email } = await createProfileCustomer();
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    await openSection(page, 'basic-info');

    // Dismissed: still editing with the typed value, nothing sent.
    await page.getByTestId('profile-edit').click();
    await firstName(page).fill('Pietro');
    await page.getByTestId('profile-save').click();
    await saveAsked(page).waitFor();
    await screenshot(page, 'profile-confirm-save', { fullPage: false });
    await saveAsked(page).getByRole('button', { name: 'Cancel' }).click();
    await saveAsked(page).waitFor({ state: 'detached' });
    await expect(firstName(page).inputValue()).resolves.toBe('Pietro');
    expect(await firstName(page).isEditable()).toBe(true);
    await page.getByTestId('profile-save').waitFor();
    expect((await storedUser(id)).name).toBe('Paolo');

    // Enter in a text field asks the same question instead of saving straight away.
    await page.getByLabel('Telephone').press('Enter');
    await saveAsked(page).waitFor();
    expect((await storedUser(id)).name).toBe('Paolo');
    await saveAsked(page).getByRole('button', { name: 'Cancel' }).click();
    await saveAsked(page).waitFor({ state: 'detached' });

    // A form with errors is not offered for saving.
    await page.getByLabel('Telephone').fill('');
    await page.getByTestId('profile-save').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    expect(await saveAsked(page).count()).toBe(0);
    await page.getByLabel('Telephone').fill('+39 02 7654321');

    // Confirmed: saved, edit mode ends, and the value survives a reload.
    await page.getByTestId('profile-save').click();
    await saveAsked(page).getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('profile-edit').waitFor();
    await expect.poll(async () => (await storedUser(id)).name).toBe('Pietro');
    expect((await storedUser(id)).profile.telephone).toBe('+39 02 7654321');
    await page.reload();
    await page.getByTestId('profile-edit').waitFor();
    await expect(firstName(page).inputValue()).resolves.toBe('Pietro');
    await expect(page.getByLabel('Telephone').inputValue()).resolves.toBe('+39 02 7654321');
    await context.close();
  });

  it('asks before discarding changed basic info, and cancels an unchanged form at once', async () => {
    const { id, email } = await createProfileCustomer();
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    await openSection(page, 'basic-info');

    // Nothing changed (or changed and typed back): Cancel ends editing without a question.
    await page.getByTestId('profile-edit').click();
    await firstName(page).fill('Paola');
    await firstName(page).fill('Paolo');
    await page.getByTestId('profile-cancel').click();
    await page.getByTestId('profile-edit').waitFor();
    expect(await discardAsked(page).count()).toBe(0);

    // Changed: Cancel asks; Keep editing keeps the typed value in edit mode.
    await page.getByTestId('profile-edit').click();
    await firstName(page).fill('Pietro');
    await page.getByTestId('profile-cancel').click();
    await discardAsked(page).waitFor();
    await screenshot(page, 'profile-confirm-discard', { fullPage: false });
    await discardAsked(page).getByRole('button', { name: 'Keep editing' }).click();
    await discardAsked(page).waitFor({ state: 'detached' });
    await expect(firstName(page).inputValue()).resolves.toBe('Pietro');
    await page.getByTestId('profile-save').waitFor();

    // Discard restores the saved value, read-only again, and nothing reached the server.
    await page.getByTestId('profile-cancel').click();
    await discardAsked(page).getByRole('button', { name: 'Discard' }).click();
    await page.getByTestId('profile-edit').waitFor();
    await expect(firstName(page).inputValue()).resolves.toBe('Paolo');
    expect(await firstName(page).isEditable()).toBe(false);
    expect((await storedUser(id)).name).toBe('Paolo');
    await context.close();
  });

  it('asks the same questions on the billing info', async () => {
    const { id, email } = await createProfileCustomer();
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    await openSection(page, 'billing-info');
    const city = page.getByLabel('City');

    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-cancel').click();
    await page.getByTestId('profile-edit').waitFor();
    expect(await discardAsked(page).count()).toBe(0);

    await page.getByTestId('profile-edit').click();
    await city.fill('Torino');
    await page.getByTestId('profile-cancel').click();
    await discardAsked(page).getByRole('button', { name: 'Discard' }).click();
    await page.getByTestId('profile-edit').waitFor();
    await expect(city.inputValue()).resolves.toBe('Milano');

    await page.getByTestId('profile-edit').click();
    await city.fill('Torino');
    await page.getByTestId('profile-save').click();
    await saveAsked(page).getByRole('button', { name: 'Cancel' }).click();
    await saveAsked(page).waitFor({ state: 'detached' });
    expect((await storedUser(id)).billing_info).toMatchObject({ address: { city: 'Milano' } });

    await page.getByTestId('profile-save').click();
    await saveAsked(page).getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('profile-edit').waitFor();
    await expect
      .poll(async () => (await storedUser(id)).billing_info)
      .toMatchObject({ address: { city: 'Torino' } });
    await page.reload();
    await page.getByTestId('profile-edit').waitFor();
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('Torino');
    await context.close();
  });
});
