import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow } from './support/admin-users.ts';
import { chooseLanguage, launchBrowser, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { settledResults } from './support/results.ts';
import { openUserMenu, signedIn } from './support/session.ts';

const SUPER_ADMIN_EMAIL = 'superadmin@adatlas.test';
const BANNER = /^Viewing as Sara Vista \((.+)\) — read only · ends at (\d{2}):(\d{2})$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The e-mail of the session a tab stored, in localStorage (every tab's) or sessionStorage (its own). */
function storedEmail(page: Page, area: 'localStorage' | 'sessionStorage'): Promise<string | null> {
  return page.evaluate((name) => {
    const raw = window[name].getItem('adatlas.session');
    return raw ? (JSON.parse(raw) as { user: { email: string } }).user.email : null;
  }, area);
}

const readOnlySessions = (userId: number) =>
  withDatabases((databases) =>
    databases.core
      .selectFrom('sessions')
      .select(['revoked_at', 'impersonated_by'])
      .where('user_id', '=', userId)
      .where('read_only', '=', true)
      .execute(),
  );

const recordOpens = (userId: number) =>
  withDatabases((databases) =>
    databases.core.selectFrom('record_opens').select('entity_id').where('user_id', '=', userId).execute(),
  );

const READ_ONLY_ACTION = {
  en: 'Not available in this read-only view',
  it: 'Non disponibile in questa vista in sola lettura',
} as const;

/** The write control is shown disabled, and hovering it says why, in the tab's language. */
async function expectReadOnly(page: Page, testId: string, language: 'en' | 'it'): Promise<void> {
  const control = page.getByTestId(testId).first();
  await control.waitFor();
  expect(await control.isDisabled()).toBe(true);
  const wrapper = page
    .getByTestId('read-only-action')
    .filter({ has: page.getByTestId(testId) })
    .first();
  await wrapper.hover();
  const tooltip = page
    .locator('.ant-tooltip:not(.ant-tooltip-hidden)')
    .filter({ hasText: READ_ONLY_ACTION[language] });
  await tooltip.waitFor();
  await page.mouse.move(0, 0);
  await tooltip.waitFor({ state: 'hidden' });
}

/** A company with an active contact that has an e-mail: its Contacts tab offers to open it. */
const companyWithHiddenContacts = () =>
  withDatabases(async (databases) => {
    const row = await databases
      .tenant('italy')
      .db.selectFrom('contacts')
      .select('company_id')
      .where('active', '=', true)
      .where('company_id', 'is not', null)
      .where('email', 'is not', null)
      .orderBy('company_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    return Number(row.company_id);
  });

describe('see as this user', () => {
  it('opens a read-only tab as the customer, leaves the admin tab alone, refuses writes and ends', async () => {
    const customer = await createItalyCustomer({
      emailPrefix: 'seen-as',
      password: 'Seen-as-password-1',
      // Metered: what the admin opens must not cost the customer a credit.
      scopes: ['company', 'emailAlerts', 'companyQuota', 'contact', 'contactQuota', 'favourites'],
      name: 'Sara',
      surname: 'Vista',
    });
    const { context, page: adminPage } = await signedIn(browser, SUPER_ADMIN_EMAIL);
    await adminPage.goto('/admin/customers');
    const row = await userRow(adminPage, customer.email);

    const [viewPage] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('button', { name: 'See as this user' }).click(),
    ]);
    const banner = viewPage.getByTestId('impersonation-banner');
    await banner.waitFor();
    await viewPage.waitForURL((url) => url.pathname === '/');
    // The token left the address bar.
    expect(new URL(viewPage.url()).hash).toBe('');
    const text = (await banner.locator('.ant-alert-message, .ant-alert-title').first().textContent()) ?? '';
    const match = BANNER.exec(text);
    expect(match?.[1]).toBe(customer.email);
    // 30 minutes from now, give or take the minute turning.
    const minutes = Number(match?.[2]) * 60 + Number(match?.[3]);
    const expected = new Date(Date.now() + 30 * 60_000);
    const delta = (minutes - (expected.getHours() * 60 + expected.getMinutes()) + 1440) % 1440;
    expect([0, 1439]).toContain(delta);
    expect(await storedEmail(viewPage, 'sessionStorage')).toBe(customer.email);
    expect(await storedEmail(viewPage, 'localStorage')).toBe(SUPER_ADMIN_EMAIL);
    await screenshot(viewPage, 'admin-impersonation-banner-1280', { fullPage: false });

    // The admin's own tab is still the admin's, even after a reload.
    await adminPage.reload();
    await userRow(adminPage, customer.email);
    expect(await adminPage.getByTestId('impersonation-banner').count()).toBe(0);
    expect(await storedEmail(adminPage, 'localStorage')).toBe(SUPER_ADMIN_EMAIL);

    // Nothing the view shows sends a write for the server to refuse (403).
    const refused: string[] = [];
    viewPage.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
    });

    // Opening a company reads it without spending the customer's credits; following it is a write,
    // shown disabled with the reason instead of failing.
    await viewPage.goto('/companies?key=Lavazza');
    await settledResults(viewPage);
    await expectReadOnly(viewPage, 'tag-mode-toggle', 'en');
    await expectReadOnly(viewPage, 'export-button', 'en');
    await expectReadOnly(viewPage, 'saved-search-save', 'en');
    await screenshot(viewPage, 'admin-impersonation-read-only-list-1280', { fullPage: false });
    await viewPage.getByTestId('company-row').first().locator('a').first().click();
    await viewPage.getByTestId('company-name').waitFor();
    await banner.waitFor();
    await expectReadOnly(viewPage, 'follow-button', 'en');
    await screenshot(viewPage, 'admin-impersonation-read-only-1280', { fullPage: false });
    // Pressing it anyway does nothing: no request, no "not available" message.
    await viewPage.getByTestId('follow-button').click({ force: true });
    await viewPage.waitForTimeout(300);
    expect(await viewPage.locator('.ant-modal:visible').count()).toBe(0);
    expect(new URL(viewPage.url()).pathname).toMatch(/^\/companies\/\d+$/);

    // A hidden contact's "Open (1 credit)" on the company's Contacts tab.
    await viewPage.goto(`/companies/${await companyWithHiddenContacts()}?tab=contacts`);
    await expectReadOnly(viewPage, 'contact-open', 'en');

    // The same in Italian, and on a phone.
    await chooseLanguage(viewPage, 'it');
    await banner.waitFor();
    await expectReadOnly(viewPage, 'contact-open', 'it');
    await viewPage.setViewportSize({ width: 375, height: 800 });
    await viewPage.goto('/companies?key=Lavazza');
    await settledResults(viewPage);
    await expectReadOnly(viewPage, 'export-button', 'it');
    await screenshot(viewPage, 'admin-impersonation-read-only-list-375', { fullPage: false });
    await viewPage.setViewportSize({ width: 1280, height: 800 });
    expect(refused).toEqual([]);
    expect(await recordOpens(customer.id)).toEqual([]);
    expect(await readOnlySessions(customer.id)).toEqual([
      { revoked_at: null, impersonated_by: expect.any(Number) },
    ]);

    // End (the view is in Italian now) signs the read-only session out and closes the tab.
    await Promise.all([
      viewPage.waitForEvent('close'),
      banner.getByRole('button', { name: 'Termina' }).click(),
    ]);
    const [ended] = await readOnlySessions(customer.id);
    expect(ended?.revoked_at).toBeInstanceOf(Date);
    await adminPage.reload();
    await userRow(adminPage, customer.email);
    expect(await storedEmail(adminPage, 'localStorage')).toBe(SUPER_ADMIN_EMAIL);
    await context.close();
  });

  it('shows the view ended, not the login page, once its session is signed out in the tab', async () => {
    const customer = await createItalyCustomer({
      emailPrefix: 'seen-as-out',
      password: 'Seen-as-password-1',
      scopes: ['company'],
      name: 'Sara',
      surname: 'Vista',
    });
    const { context, page: adminPage } = await signedIn(browser, SUPER_ADMIN_EMAIL);
    await adminPage.goto('/admin/customers');
    const row = await userRow(adminPage, customer.email);
    const [viewPage] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('button', { name: 'See as this user' }).click(),
    ]);
    await viewPage.getByTestId('impersonation-banner').waitFor();

    await openUserMenu(viewPage);
    await viewPage.getByRole('menuitem', { name: 'Log out' }).click();
    await viewPage.getByTestId('impersonation-ended').waitFor();
    expect(await viewPage.getByTestId('impersonation-banner').count()).toBe(0);
    expect(await viewPage.locator('#password').count()).toBe(0);
    const [ended] = await readOnlySessions(customer.id);
    expect(ended?.revoked_at).toBeInstanceOf(Date);
    // A reload keeps the tab out of everybody's session, the admin's included.
    await viewPage.reload();
    await viewPage.getByTestId('impersonation-ended').waitFor();
    await screenshot(viewPage, 'admin-impersonation-ended-1280', { fullPage: false });

    await adminPage.reload();
    await userRow(adminPage, customer.email);
    expect(await storedEmail(adminPage, 'localStorage')).toBe(SUPER_ADMIN_EMAIL);
    await context.close();
  });
});
