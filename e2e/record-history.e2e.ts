import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { signedIn } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Calls the back office's records API with the page's session, in italy. */
async function records<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) {
  const raw = await page.evaluate(() => window.localStorage.getItem('adatlas.session'));
  const token = (JSON.parse(raw ?? '{}') as { token: string }).token;
  const response = await page.request.fetch(`/api/v1/admin/records${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-tenant': 'italy' },
    ...(data ? { data } : {}),
  });
  return { status: response.status(), body: (await response.json()) as { data: T } };
}

async function openInRecordsEditor(page: Page, company: { id: number; name: string }) {
  await page.goto('/admin/records');
  await page.getByTestId('record-search').locator('input').fill(String(company.id));
  await page.getByTestId('record-search').locator('input').press('Enter');
  const row = page.locator('.ant-table-row').filter({ hasText: company.name });
  await row.waitFor();
  await row.click();
  await page.getByTestId('record-title').getByText(`· #${company.id}`).waitFor();
}

async function openHistory(page: Page) {
  await page.getByTestId('record-history-toggle').click();
  await page.getByTestId('history-timeline').waitFor();
}

const entryTexts = (page: Page) => page.getByTestId('history-entry').allTextContents();

describe('record history', () => {
  it("an edit and a verification in the back office show in the company's History and freshness", async () => {
    const admin = await signedIn(browser, ADMIN_EMAIL);
    const name = `History ${Date.now().toString(36)}`;
    const created = await records<{ id: number; name: string }>(admin.page, 'POST', '/companies', {
      name,
      type: 'ADV',
      city: 'Parma',
    });
    expect(created.status).toBe(201);
    const company = created.body.data;

    // The editor changes the city, then checks the record again and marks it verified.
    await openInRecordsEditor(admin.page, company);
    await admin.page.getByTestId('record-edit').click();
    const cityInput = admin.page.locator('.ant-drawer input[data-field="city"]');
    await cityInput.fill('');
    await cityInput.fill('Milano');
    await admin.page.getByTestId('record-save').click();
    await admin.page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await admin.page.getByTestId('record-edit').waitFor();
    await admin.page.getByTestId('record-verify').click();
    await admin.page.getByText('Marked as verified: checked, nothing changed').waitFor();
    const verifiedAt = admin.page.locator('.ant-drawer input[data-field="verified_at"]');
    await expect.poll(() => verifiedAt.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await screenshot(admin.page, 'record-history-admin-verify-1280', { fullPage: false });
    await admin.context.close();

    // A customer sees how fresh the company is and what changed.
    const customer = await signedIn(browser, DEMO_ACCOUNTS.pro.email);
    const { page } = customer;
    await page.goto(`/companies/${company.id}`);
    await page.getByTestId('company-name').getByText(name).waitFor();
    const updated = page.getByTestId('record-updated');
    await expect.poll(() => updated.textContent()).toMatch(/^Updated (now|\d+ (second|minute)s? ago)$/);
    expect(await updated.getByTestId('freshness-mark').getAttribute('data-level')).toBe('fresh');
    // The section loads nothing until it is opened.
    expect(await page.getByTestId('history-timeline').count()).toBe(0);
    await openHistory(page);
    await expect.poll(() => entryTexts(page)).toHaveLength(2);
    const [verified, city] = await entryTexts(page);
    expect(verified).toMatch(/^Verified: checked, nothing changed/);
    expect(city).toMatch(/^City: Parma → Milano(now|\d+ (second|minute)s? ago)$/);
    await page.getByTestId('record-history').scrollIntoViewIfNeeded();
    await screenshot(page, 'record-history-company-1280');

    // Filtered by kind: only the field changes.
    await page.getByTestId('history-filter').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Field changes' })
      .click();
    await expect.poll(() => entryTexts(page)).toHaveLength(1);
    expect((await entryTexts(page))[0]).toMatch(/^City: Parma → Milano/);

    // The list finds it among the companies changed since today, with a fresh mark on its row.
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(
      `/companies?key=${encodeURIComponent(name)}&changed_since=${today}&sort_key=modified_at&sort_direction=desc`,
    );
    const row = page.getByTestId('company-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByTestId('freshness-mark').getAttribute('data-level')).toBe('fresh');
    await page.goto(`/companies?key=${encodeURIComponent(name)}&changed_since=2999-01-01`);
    await page.getByTestId('results').locator('.ant-empty-description', { hasText: 'No data' }).waitFor();
    expect(await page.getByTestId('company-row').count()).toBe(0);
    await customer.context.close();

    // The same History on a phone.
    const phone = await signedIn(browser, DEMO_ACCOUNTS.pro.email, { width: 375, height: 812 });
    await phone.page.goto(`/companies/${company.id}`);
    await phone.page.getByTestId('record-updated').waitFor();
    await openHistory(phone.page);
    await expect.poll(() => entryTexts(phone.page)).toHaveLength(2);
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await screenshot(phone.page, 'record-history-company-375');
    await phone.context.close();
  });

  it("a contact's History says what changed in its job, company and function", async () => {
    const admin = await signedIn(browser, ADMIN_EMAIL);
    const stamp = Date.now().toString(36);
    const from = await records<{ id: number }>(admin.page, 'POST', '/companies', {
      name: `From ${stamp}`,
      type: 'AG',
    });
    const to = await records<{ id: number }>(admin.page, 'POST', '/companies', {
      name: `To ${stamp}`,
      type: 'AG',
    });
    const created = await records<{ id: number }>(admin.page, 'POST', '/contacts', {
      name: 'Giulia',
      surname: `Storia${stamp}`,
      title: 'Media planner',
      company_id: from.body.data.id,
    });
    expect(created.status).toBe(201);
    const contact = created.body.data;
    const moved = await records(admin.page, 'PUT', `/contacts/${contact.id}`, {
      title: 'Head of media',
      company_id: to.body.data.id,
    });
    expect(moved.status).toBe(200);
    await admin.context.close();

    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.pro.email);
    await page.goto(`/contacts/${contact.id}`);
    await page.getByTestId('contact-name').waitFor();
    await expect
      .poll(() => page.getByTestId('record-updated').textContent())
      .toMatch(/^Updated (now|\d+ (second|minute)s? ago)$/);
    await openHistory(page);
    await expect.poll(() => entryTexts(page)).toHaveLength(3);
    const texts = (await entryTexts(page)).join('\n');
    expect(texts).toContain('Job title: Media planner → Head of media');
    expect(texts).toContain(`Moved from From ${stamp} to To ${stamp}`);
    expect(texts).toContain('New contact');
    await screenshot(page, 'record-history-contact-1280');
    await context.close();
  });
});
