import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_FLAGS } from '@adatlas/domain/flags';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { logIn, useLanguage } from './support/session.ts';

const englishFlagNames = (
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales/en.json'), 'utf8'),
  ) as { ADMIN: { FEATURE_FLAG: Record<string, string> } }
).ADMIN.FEATURE_FLAG;

const ADMIN_EMAIL = 'admin@adatlas.test';
const SUPER_ADMIN_EMAIL = 'superadmin@adatlas.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A page signed in as admin@ in `language`, with a record of every address the page went to and
 * every API answer refused with 403 (which would send the app to /forbidden).
 */
async function adminPage(language: 'en' | 'fr') {
  const opened = await newPage(browser);
  await useLanguage(opened.context, language);
  const visited: string[] = [];
  const refused: string[] = [];
  opened.page.on('framenavigated', (frame) => {
    if (frame === opened.page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  opened.page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await logIn(opened.page, ADMIN_EMAIL, DEMO_PASSWORD);
  await opened.page.waitForURL((url) => url.pathname === '/');
  await opened.page.getByTestId('welcome').waitFor();
  return { ...opened, visited, refused };
}

/** Finds `email` in the users table and opens its licence drawer. */
async function openLicence(page: Page, email: string) {
  await page.goto('/admin/customers');
  const search = page.getByTestId('admin-user-search').locator('input');
  await search.fill(email);
  await search.press('Enter');
  const row = page.locator('.ant-table-row').filter({ hasText: email });
  await row.waitFor();
  await row.getByRole('button', { name: 'Licence' }).click();
  const drawer = page
    .locator('.ant-drawer')
    .filter({ has: page.locator('.ant-drawer-title', { hasText: email }) });
  await drawer.waitFor();
  await drawer.locator('input[data-scope="company"]').waitFor({ state: 'attached' });
  await animationsDone(page.locator('.ant-drawer'));
  return drawer;
}

/** The scope's checkbox shows `words`, with the bare code as secondary text. */
async function expectWordedScope(drawer: Locator, scope: string, words: string) {
  // antd puts the data attribute on the checkbox's input: the words are in its label.
  const checkbox = drawer.locator(`.ant-checkbox-wrapper:has(input[data-scope="${scope}"])`);
  await checkbox.getByText(words, { exact: true }).waitFor();
  expect(await checkbox.locator('.ant-typography-secondary').textContent()).toBe(scope);
}

describe('licence drawer and countries panel labels', () => {
  it("as an ADMIN, a super admin's licence only shows, and nothing leads to /forbidden", async () => {
    const { context, page, visited, refused } = await adminPage('en');
    const drawer = await openLicence(page, SUPER_ADMIN_EMAIL);
    await drawer.getByTestId('licence-read-only').waitFor();
    expect(await drawer.getByTestId('licence-read-only').textContent()).toContain(
      "Only a super admin can change an administrator's licence",
    );
    expect(await drawer.getByTestId('licence-save').count()).toBe(0);
    expect(await drawer.getByTestId('licence-remove-tenant').count()).toBe(0);
    expect(await drawer.getByRole('button', { name: 'Add plugin' }).count()).toBe(0);
    expect(await drawer.locator('input[data-testid="licence-expires-at"]').isDisabled()).toBe(true);
    expect(await drawer.locator('input[data-scope="company"]').isDisabled()).toBe(true);
    // Another country of the same licence is just as read-only.
    await drawer.getByTestId('licence-tenant').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'France' })
      .click();
    expect(await drawer.getByTestId('licence-save').count()).toBe(0);
    await screenshot(page, 'admin-licence-read-only-1280');
    expect(new URL(page.url()).pathname).toBe('/admin/customers');
    expect(visited).not.toContain('/forbidden');
    expect(refused).toEqual([]);
    await context.close();
  });

  it("names a customer's scopes in words with the code beside, warns of a past expiry and saves it", async () => {
    const customer = await createItalyCustomer({
      emailPrefix: 'licence-labels',
      password: DEMO_PASSWORD,
      scopes: ['company', 'p_contactsExport'],
      name: 'Lara',
      surname: 'Labels',
    });
    const { context, page, visited, refused } = await adminPage('en');
    const drawer = await openLicence(page, customer.email);
    await expectWordedScope(drawer, 'p_contactsExport', 'Contact export');
    await expectWordedScope(drawer, 'companyCrea', 'Creativity tab');
    expect(await drawer.locator('input[data-scope="p_contactsExport"]').isChecked()).toBe(true);
    expect(await drawer.getByTestId('licence-read-only').count()).toBe(0);

    // The expiry reads as the rest of the app writes dates, and a past day is flagged, not refused.
    const expiry = drawer.locator('input[data-testid="licence-expires-at"]');
    expect(await expiry.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await drawer.getByTestId('licence-expiry-past').count()).toBe(0);
    await expiry.click();
    await expiry.fill('15/01/2020');
    await expiry.press('Enter');
    await drawer.getByTestId('licence-expiry-past').waitFor();
    await screenshot(page, 'admin-licence-expiry-past-1280');

    // A plugin's numbers each carry a visible label.
    await drawer.getByRole('button', { name: 'Add plugin' }).click();
    const plugin = drawer.getByTestId('licence-plugin');
    for (const label of [
      'Plugin name',
      'Period',
      'Period start',
      'Company limit',
      'Contact limit',
      'Exported',
    ])
      await plugin.locator('.ant-form-item-label').getByText(label, { exact: true }).waitFor();
    await plugin.getByLabel('Plugin name').fill('exports');
    await plugin.getByLabel('Company limit').fill('250');
    await screenshot(page, 'admin-licence-customer-1280');

    await drawer.getByTestId('licence-save').click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await page.locator('.ant-message').getByText('Saved').waitFor();
    const token = await page.evaluate(
      () => (JSON.parse(window.localStorage.getItem('adatlas.session') ?? '{}') as { token: string }).token,
    );
    const response = await page.request.get(`/api/v1/admin/user/${customer.id}`, {
      headers: { authorization: `Bearer ${token}`, 'x-tenant': 'italy' },
    });
    const saved = (await response.json()) as {
      data: { licence: { tenants: { tenant: string; exp: number; plugins: { name: string }[] }[] } };
    };
    const italy = saved.data.licence.tenants.find((entry) => entry.tenant === 'italy');
    expect(new Date((italy?.exp ?? 0) * 1000).toISOString()).toBe('2020-01-15T23:59:59.000Z');
    expect(italy?.plugins.map((item) => item.name)).toEqual(['exports']);
    expect(visited).not.toContain('/forbidden');
    expect(refused).toEqual([]);
    await context.close();
  });

  it('speaks French in the licence drawer and the countries panel', async () => {
    const { context, page } = await adminPage('fr');
    const drawer = await openLicence(page, 'pro@adatlas.test');
    await expectWordedScope(drawer, 'p_contactsExport', 'Export des contacts');
    await expectWordedScope(drawer, 'companyInvestment', 'Onglet Investissements');
    expect(await drawer.locator('input[data-testid="licence-expires-at"]').inputValue()).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    await screenshot(page, 'admin-licence-fr-1280');

    await page.goto('/admin/tenants');
    const flags = page.locator('.ant-card').filter({ hasText: 'Fonctionnalités' });
    await flags.getByText('Export des contacts (nouvelle version)', { exact: true }).waitFor();
    await flags.getByText('exportContactsV2', { exact: true }).waitFor();
    await flags.getByText('Investissements des sociétés', { exact: true }).waitFor();
    await screenshot(page, 'admin-tenants-flags-fr-1280');
    await context.close();
  });

  it('words every country feature switch in English, with its code beside', async () => {
    const { context, page } = await adminPage('en');
    await page.goto('/admin/tenants');
    const flags = page.locator('.ant-card').filter({ hasText: 'Features' });
    await flags.getByText('Contact export (new version)', { exact: true }).waitFor();
    await flags.getByText('Company investments', { exact: true }).waitFor();
    await flags.getByText('companyInvestments', { exact: true }).waitFor();
    // Every switch is named in words from the dictionary, its code in secondary text below.
    const labels = await flags.locator('.ant-form-item-label').allTextContents();
    expect(labels).toEqual(FEATURE_FLAGS.map((flag) => `${englishFlagNames[flag]}${flag}`));
    await screenshot(page, 'admin-tenants-flags-1280');
    await context.close();
  });
});
