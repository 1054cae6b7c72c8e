import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { logIn, useLanguage } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(email: string) {
  const opened = await newPage(browser);
  await useLanguage(opened.context, 'en');
  await logIn(opened.page, email);
  await opened.page.waitForURL((url) => url.pathname === '/');
  await opened.page.getByTestId('welcome').waitFor();
  return opened;
}

async function sessionToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('adatlas.session'));
  return (JSON.parse(raw ?? '{}') as { token: string }).token;
}

/** Answers the popconfirm that is open. */
async function confirm(page: Page): Promise<void> {
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
}

describe('back office', () => {
  it('an admin edits a company city in the records editor and search shows it', async () => {
    const { context, page } = await signedInPage(ADMIN_EMAIL);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-admin').click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByTestId('admin-page').waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-customers-1280');

    await page.getByRole('tab', { name: 'Countries' }).click();
    await page.getByText('Features', { exact: true }).waitFor();
    await screenshot(page, 'admin-tenants-1280');
    await page.getByRole('tab', { name: 'Reference lists' }).click();
    await page.locator('.ant-tree-title').first().waitFor();
    await screenshot(page, 'admin-reference-1280');
    await page.getByRole('tab', { name: 'Import' }).click();
    await page.getByText('Choose a CSV or XLSX file').waitFor();
    await screenshot(page, 'admin-import-1280');

    await page.getByRole('tab', { name: 'Records' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/records');
    const firstRow = page.locator('.ant-table-row').first();
    await firstRow.waitFor();
    const companyId = Number(await firstRow.locator('td').first().textContent());
    await firstRow.click();
    await page.getByTestId('record-edit').click();
    const city = `E2E City ${Date.now().toString(36)}`;
    const cityInput = page.locator('.ant-drawer input[data-field="city"]');
    await cityInput.fill('');
    await cityInput.fill(city);
    await screenshot(page, 'admin-record-edit-1280');
    await page.getByTestId('record-save').click();
    await confirm(page);
    await page.getByTestId('record-edit').waitFor();
    expect(await cityInput.inputValue()).toBe(city);

    const token = await sessionToken(page);
    const response = await page.request.post('/api/v1/frontend/company', {
      headers: { authorization: `Bearer ${token}`, 'x-tenant': 'italy' },
      data: { city: [city] },
    });
    expect(response.status()).toBe(200);
    const found = (await response.json()) as { data: { id: number; city: string }[] };
    expect(found.data.map((row) => [row.id, row.city])).toEqual([[companyId, city]]);
    await context.close();
  });

  it('the records editor keeps save off while a required field is empty, and shows the error', async () => {
    const { context, page } = await signedInPage(ADMIN_EMAIL);
    await page.goto('/admin/records');
    await page.getByRole('button', { name: 'New record' }).click();
    await page.locator('.ant-drawer input[data-field="name"]').fill('x');
    await page.locator('.ant-drawer input[data-field="name"]').fill('');
    await page.getByTestId('form-errors').waitFor();
    expect(await page.getByTestId('record-save').isDisabled()).toBe(true);
    await screenshot(page, 'admin-record-create-errors-1280');
    await context.close();
  });

  it('a customer has no admin entry and is sent to /forbidden from /admin', async () => {
    const { context, page } = await signedInPage(DEMO_ACCOUNTS.pro.email);
    await page.getByTestId('user-menu').click();
    await page.getByText('Change country').waitFor();
    expect(await page.getByTestId('menu-admin').count()).toBe(0);
    await page.goto('/admin/customers');
    await page.waitForURL((url) => url.pathname === '/forbidden');
    const token = await sessionToken(page);
    const api = await page.request.get('/api/v1/admin/users', {
      headers: { authorization: `Bearer ${token}`, 'x-tenant': 'italy' },
    });
    expect(api.status()).toBe(403);
    await context.close();
  });
});
