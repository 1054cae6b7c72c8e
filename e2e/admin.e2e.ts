import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { lastMailTo } from './support/mailbox.ts';
import { openUserMenu, signedIn } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';
const SUPER_ADMIN_EMAIL = 'superadmin@adatlas.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function signedInPage(email: string) {
  return signedIn(browser, email);
}

async function sessionToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('adatlas.session'));
  return (JSON.parse(raw ?? '{}') as { token: string }).token;
}

/** Answers the popconfirm that is open. */
async function confirm(page: Page): Promise<void> {
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
}

/** Calls the API with the page's session, as the signed-in user, in italy. */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenant': 'italy' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Types into a lookup select's search box and picks the option of record `id`. */
async function pickRecord(page: Page, select: ReturnType<Page['locator']>, search: string, id: number) {
  await select.click();
  await select.locator('input').fill(search);
  const option = page.locator(`.ant-select-dropdown:visible [data-option-id="${id}"]`);
  await option.waitFor();
  await option.click();
}

describe('back office', () => {
  it('an admin edits a company city in the records editor and search shows it', async () => {
    const { context, page } = await signedInPage(ADMIN_EMAIL);
    await openUserMenu(page);
    await page.getByTestId('menu-admin').click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByTestId('admin-page').waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    // The countries a customer holds read by name, and the table has stopped loading.
    await page.locator('.ant-table-row').getByText('Italy', { exact: true }).first().waitFor();
    await page.locator('.ant-table-wrapper .ant-spin-blur').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-customers-1280');

    await page.getByRole('tab', { name: 'Countries' }).click();
    await page.getByText('Features', { exact: true }).waitFor();
    await screenshot(page, 'admin-tenants-1280');
    await page.getByRole('tab', { name: 'Reference lists' }).click();
    await page.locator('.ant-tree-title').first().waitFor();
    await screenshot(page, 'admin-reference-1280');
    // The seeded Human-resources area is marked as the HR edition's family, and says so when chosen.
    await page.locator('.ant-select').first().click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Functions' })
      .click();
    const hrNode = page.locator('.ant-tree-title').filter({ has: page.getByTestId('hr-family-tag') });
    expect(await hrNode.textContent()).toBe('Risorse umaneHR');
    await hrNode.click();
    expect(await page.getByTestId('hr-family-switch').getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'admin-reference-hr-family-1280');
    await page.getByRole('tab', { name: 'Import' }).click();
    await page.getByText('Choose a CSV or XLSX file').waitFor();
    await screenshot(page, 'admin-import-1280');

    await page.getByRole('tab', { name: 'Records' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/records');
    const firstRow = page.locator('.ant-table-row').first();
    await firstRow.waitFor();
    const companyId = Number(await firstRow.locator('td').first().textContent());
    const companyName = (await firstRow.locator('td').nth(1).textContent()) ?? '';
    await firstRow.click();
    // The pane is titled by the record's name and id.
    await page.locator('.ant-drawer-title').getByText(`${companyName} · #${companyId}`).waitFor();
    // System dates read as the rest of the app writes them, in local time.
    const created = page.locator('.ant-drawer input[data-field="created_at"]');
    await expect.poll(() => created.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
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

  it('an admin creates a user whose welcome mail is in the language picked for it', async () => {
    const { context, page } = await signedInPage(ADMIN_EMAIL);
    const email = `nouvelle.${Date.now()}@example.test`;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'New user' }).click();
    const modal = page.locator('.ant-modal:visible');
    await modal.getByRole('textbox', { name: 'E-mail' }).fill(email);
    const language = modal.locator('.ant-form-item').filter({ hasText: 'Language of e-mails' });
    expect(
      await language.locator('.ant-select-content, .ant-select-selection-item').first().textContent(),
    ).toBe('English');
    await language.locator('.ant-select').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Français' })
      .click();
    await screenshot(page, 'admin-create-user-language-1280');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'hidden' });
    const mail = await lastMailTo(email);
    expect(mail).toContain('Choisissez un nouveau mot de passe');
    await context.close();
  });

  it("an admin corrects a company's follower count, and its Social media tab shows it", async () => {
    const { context, page } = await signedInPage(ADMIN_EMAIL);
    await page.goto('/admin/records');
    await page.locator('.ant-table-row').first().waitFor();
    await page.locator('.ant-select').first().click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Social media' })
      .click();
    await page.locator('th').filter({ hasText: 'Network' }).waitFor();
    await page.locator('.ant-table-row td').filter({ hasText: 'LinkedIn' }).first().waitFor();
    const firstRow = page.locator('.ant-table-row').first();
    const recordId = Number(await firstRow.locator('td').first().textContent());
    await firstRow.click();
    const followers = page
      .locator('.ant-drawer .ant-form-item')
      .filter({ hasText: 'Followers' })
      .locator('input');
    await followers.waitFor();
    await page.getByTestId('record-edit').click();
    const count = 424_242 + (Date.now() % 1000);
    await followers.fill(String(count));
    await screenshot(page, 'admin-record-social-media-1280');
    await page.getByTestId('record-save').click();
    await confirm(page);
    await page.getByTestId('record-edit').waitFor();
    const saved = await api<{ company_id: number; network: string; followers: number }>(
      page,
      `/admin/records/social_media/${recordId}`,
    );
    expect(Number(saved.followers)).toBe(count);
    const tab = await api<{ network: string; followers: number | null }[]>(
      page,
      `/frontend/company/${saved.company_id}/socialMedia`,
    );
    expect(tab.find((entry) => entry.network === saved.network)?.followers).toBe(count);
    await context.close();
  });

  it('a customer has no admin entry and is sent to /forbidden from /admin', async () => {
    const { context, page } = await signedInPage(DEMO_ACCOUNTS.pro.email);
    await openUserMenu(page);
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

  it('a super admin creates a plan, sees it offered, archives it and it is no longer offered', async () => {
    const { context, page } = await signedInPage(SUPER_ADMIN_EMAIL);
    await page.goto('/admin/plans');
    await page.getByTestId('plan-status-PLAN_PRO_MONTHLY_V2').waitFor();
    const code = `E2E_PLAN_${Date.now().toString(36).toUpperCase()}`;
    await page.getByTestId('plan-create').click();
    await page.getByTestId('plan-code').fill(code);
    await page.getByTestId('plan-name').fill('E2E team plan');
    await page.getByTestId('plan-price').fill('59');
    await page.getByTestId('plan-price-id').fill(`price_${code.toLowerCase()}`);
    await page.getByTestId('plan-company-credits').fill('200');
    await page.getByTestId('plan-contact-credits').fill('150');
    await screenshot(page, 'admin-plan-create-1280');
    await page.getByTestId('plan-save').click();
    await page.getByTestId(`plan-status-${code}`).waitFor();
    expect(await page.getByTestId(`plan-status-${code}`).textContent()).toBe('Offered');
    const offered = async () =>
      (await api<{ plans: { id: string }[] }>(page, '/plans/active')).plans.map((plan) => plan.id);
    expect(await offered()).toContain(code);

    await page.getByTestId(`plan-archive-${code}`).click();
    await confirm(page);
    await page.getByTestId(`plan-status-${code}`).filter({ hasText: 'Archived' }).waitFor();
    await screenshot(page, 'admin-plans-1280');
    expect(await offered()).not.toContain(code);
    await context.close();
  });

  it('an admin adds and renames a value-list entry and takes a news feed offline', async () => {
    const { context, page } = await signedInPage(ADMIN_EMAIL);
    await page.goto('/admin/lists');
    await page.locator('.ant-table-row').first().waitFor();
    const suffix = Date.now().toString(36);
    await page.getByTestId('flat-new-label').fill(`E2E source ${suffix}`);
    await page.getByTestId('flat-add').click();
    const key = `e2e_source_${suffix}`;
    await page.getByTestId(`flat-rename-${key}`).click();
    await page.getByTestId('flat-rename-input').fill(`E2E renamed ${suffix}`);
    await page.getByTestId('flat-rename-save').click();
    await page
      .locator('.ant-table-row')
      .filter({ hasText: `E2E renamed ${suffix}` })
      .waitFor();
    await screenshot(page, 'admin-value-lists-1280');
    const lists = await api<string[]>(page, '/admin/reference/lists');
    const items = await api<{ key: string; label: string }[]>(page, `/admin/reference/lists/${lists[0]}`);
    expect(items.find((item) => item.key === key)?.label).toBe(`E2E renamed ${suffix}`);

    await page.getByRole('tab', { name: 'News feeds' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/feeds');
    const feeds = await api<{ id: number; online: boolean }[]>(page, '/admin/feeds');
    const feed = feeds.find((candidate) => candidate.online);
    expect(feed).toBeDefined();
    const toggle = page.getByTestId(`feed-online-${feed?.id}`);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page.locator(`[data-testid="feed-online-${feed?.id}"][aria-checked="false"]`).waitFor();
    await screenshot(page, 'admin-feeds-1280');
    const after = await api<{ id: number; online: boolean }[]>(page, '/admin/feeds');
    expect(after.find((candidate) => candidate.id === feed?.id)?.online).toBe(false);
    await context.close();
  });

  it("an admin moves a contact to another company through the name lookup, and sees a customer's consumption", async () => {
    const { context, page } = await signedInPage(ADMIN_EMAIL);
    const companies = await api<{ id: number; name: string }[]>(page, '/admin/records/companies?page=2');
    const target = companies[0] as { id: number; name: string };
    await page.goto('/admin/records');
    await page.locator('.ant-table-row').first().waitFor();
    await page.locator('.ant-select').first().click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Contacts' })
      .click();
    const firstRow = page.locator('.ant-table-row').first();
    await page.locator('th').filter({ hasText: 'Surname' }).waitFor();
    const contactId = Number(await firstRow.locator('td').first().textContent());
    await firstRow.click();
    const lookup = page.locator('.ant-drawer [data-lookup="company_id"]');
    await lookup.waitFor();
    await page.getByTestId('record-edit').click();
    await pickRecord(page, lookup, target.name, target.id);
    await screenshot(page, 'admin-record-lookup-1280');
    await page.getByTestId('record-save').click();
    await confirm(page);
    await page.getByTestId('record-edit').waitFor();
    expect(await lookup.textContent()).toContain(target.name);
    const saved = await api<{ company_id: number }>(page, `/admin/records/contacts/${contactId}`);
    expect(Number(saved.company_id)).toBe(target.id);

    // Lists name the company a brand belongs to, not its id. The drawer closes at once, the
    // "Saved" toast still showing: it opens under the header, clear of the close button.
    const toast = page.locator('.ant-message-notice');
    await toast.waitFor();
    const close = (await page.locator('.ant-drawer-close').boundingBox()) ?? { y: 0, height: 0 };
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(close.y + close.height);
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-content').waitFor({ state: 'detached' });
    await page.locator('.ant-select').first().click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Brands' })
      .click();
    const brandCompany = page.locator('.ant-table-row').first().locator('td').nth(2);
    await page.locator('th').filter({ hasText: 'Company' }).waitFor();
    await expect.poll(async () => (await brandCompany.textContent()) ?? '').toMatch(/[A-Za-z]{3}/);
    // Day columns read DD/MM/YYYY, timestamps add the local hour, in the list and in the pane.
    for (const [entity, field, pattern] of [
      ['Pitches', 'start_date', /^\d{2}\/\d{2}\/\d{4}$/],
      ['News', 'pub_date', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/],
    ] as const) {
      await page.locator('.ant-select').first().click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: entity })
        .click();
      const dated = page.locator('.ant-table-row').first().locator('td').nth(2);
      await expect.poll(async () => (await dated.textContent()) ?? '').toMatch(pattern);
      const listed = (await dated.textContent()) ?? '';
      await page.locator('.ant-table-row').first().click();
      const picker = page.locator(`.ant-drawer input[data-field="${field}"]`);
      await expect.poll(() => picker.inputValue()).toBe(listed);
      await page.locator('.ant-drawer-close').click();
      await page.locator('.ant-drawer-content').waitFor({ state: 'detached' });
    }

    await page.goto('/admin/customers');
    await page.getByTestId('admin-user-search').locator('input').fill(DEMO_ACCOUNTS.pro.email);
    await page.getByTestId('admin-user-search').locator('input').press('Enter');
    const row = page.locator('.ant-table-row').filter({ hasText: DEMO_ACCOUNTS.pro.email });
    await row.waitFor();
    await row.getByRole('button', { name: 'Consumption' }).click();
    await page.getByTestId('usage-company').waitFor();
    expect(await page.getByTestId('usage-company').textContent()).toMatch(/\d+ used of \d+/);
    // The drawer's opening animation would leave it half-way in the capture.
    await page.waitForTimeout(500);
    await screenshot(page, 'admin-consumption-1280');
    await context.close();
  });
});
