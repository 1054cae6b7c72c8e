import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, screenshot } from './support/browser.ts';
import { signedIn } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Company = {
  id: number;
  name: string;
  creation_year: number | null;
  email: string | null;
  vat: string | null;
};

/** Calls the records API with the page's session, as the signed-in admin, in italy. */
async function records<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object) {
  const raw = await page.evaluate(() => window.localStorage.getItem('adatlas.session'));
  const token = (JSON.parse(raw ?? '{}') as { token: string }).token;
  const response = await page.request.fetch(`/api/v1/admin/records${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-tenant': 'italy' },
    ...(data ? { data } : {}),
  });
  return { status: response.status(), body: (await response.json()) as { data: T } };
}

/** The error text shown under the form item labelled `label` in the drawer. */
const fieldError = (page: Page, label: string) =>
  page
    .locator('.ant-drawer .ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.ant-form-item-explain-error');

/** Answers the popconfirm that is open. */
async function confirm(page: Page): Promise<void> {
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
}

async function openCompany(page: Page, company: { id: number; name: string }) {
  await page.goto('/admin/records');
  await page.getByTestId('record-search').locator('input').fill(String(company.id));
  await page.getByTestId('record-search').locator('input').press('Enter');
  const row = page.locator('.ant-table-row').filter({ hasText: company.name });
  await row.waitFor();
  await row.click();
  await page.getByTestId('record-title').getByText(`· #${company.id}`).waitFor();
}

async function selectEntity(page: Page, label: string) {
  await page.locator('.ant-select').first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: label })
    .click();
}

describe('records editor validation', () => {
  it('shows what is wrong with each bad value on its field, with labels tied to inputs, and saves nothing', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    const created = await records<Company>(page, 'POST', '/companies', {
      name: `Rules ${Date.now().toString(36)}`,
      type: 'ADV',
      creation_year: 1990,
      email: 'info@rules.test',
      vat: 'IT06363391001',
    });
    expect(created.status).toBe(201);
    const company = created.body.data;
    await openCompany(page, company);
    await page.getByTestId('record-edit').click();

    // Each label points to its input: the inputs are found by their labels.
    await page.getByLabel('Year founded').fill('-50');
    await page.getByLabel('E-mail', { exact: true }).fill('bad-email');
    await page.getByLabel('VAT number').fill('V'.repeat(300));
    await page.getByLabel('Website').fill('www.rules.test');
    const nextYear = new Date().getFullYear() + 1;
    await expect
      .poll(() => fieldError(page, 'Year founded').textContent())
      .toBe(`Must be between 1800 and ${nextYear}`);
    expect(await fieldError(page, 'E-mail').textContent()).toBe('Not a valid e-mail address');
    expect(await fieldError(page, 'VAT number').textContent()).toBe('Too long: at most 30 characters');
    expect(await fieldError(page, 'Website').textContent()).toBe(
      'Not a valid link: it starts with http:// or https://',
    );
    expect(await page.getByText('Data not valid').count()).toBe(0);
    expect(await page.getByTestId('record-save').isDisabled()).toBe(true);
    const unlinked = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.ant-drawer label[for]'))
        .map((label) => label.getAttribute('for') ?? '')
        .filter((id) => !document.getElementById(id)),
    );
    expect(unlinked).toEqual([]);
    await screenshot(page, 'admin-records-validation-fields-1280', { fullPage: false });

    // The server refuses the same values, naming the fields, and writes nothing.
    const refused = await records(page, 'POST', '/companies', {
      name: `${company.name} bis`,
      type: 'ADV',
      creation_year: -50,
      email: 'bad-email',
      vat: 'V'.repeat(300),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'body.vat' }, { path: 'body.creation_year' }, { path: 'body.email' }],
    });
    const stored = await records<Company>(page, 'GET', `/companies/${company.id}`);
    expect(stored.body.data).toMatchObject({
      creation_year: 1990,
      email: 'info@rules.test',
      vat: 'IT06363391001',
    });
    const twins = await records<Company[]>(
      page,
      'GET',
      `/companies?q=${encodeURIComponent(`${company.name} bis`)}`,
    );
    expect(twins.body.data).toEqual([]);
    await records(page, 'DELETE', `/companies/${company.id}`);
    await context.close();
  });

  it('says "Required" under an emptied required name', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    const company = (
      await records<Company>(page, 'POST', '/companies', {
        name: `Named ${Date.now().toString(36)}`,
        type: 'AG',
      })
    ).body.data;
    await openCompany(page, company);
    await page.getByTestId('record-edit').click();
    await page.getByLabel('Name', { exact: true }).fill('');
    await expect.poll(() => fieldError(page, 'Name').textContent()).toBe('Required');
    expect(await page.getByTestId('record-save').isDisabled()).toBe(true);
    await screenshot(page, 'admin-records-validation-required-1280', { fullPage: false });
    await records(page, 'DELETE', `/companies/${company.id}`);
    await context.close();
  });

  it('shows on the field a refusal only the server can make: the chosen company was deleted meanwhile', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    const suffix = Date.now().toString(36);
    const owner = (
      await records<Company>(page, 'POST', '/companies', { name: `Vanishing ${suffix}`, type: 'ADV' })
    ).body.data;
    await page.goto('/admin/records');
    await page.locator('.ant-table-row').first().waitFor();
    await selectEntity(page, 'Brands');
    await page.getByRole('button', { name: 'New record' }).click();
    const brandName = `Orphan brand ${suffix}`;
    await page.getByLabel('Name', { exact: true }).fill(brandName);
    const lookup = page.locator('.ant-drawer [data-lookup="company_id"]');
    await lookup.click();
    await page.getByLabel('Company').fill(`Vanishing ${suffix}`);
    const option = page.locator(`.ant-select-dropdown:visible [data-option-id="${owner.id}"]`);
    await option.waitFor();
    await option.click();
    expect((await records(page, 'DELETE', `/companies/${owner.id}`)).status).toBe(200);

    await page.getByTestId('record-save').click();
    await confirm(page);
    await expect
      .poll(() => fieldError(page, 'Company').textContent())
      .toBe('The chosen record no longer exists');
    await screenshot(page, 'admin-records-validation-server-1280', { fullPage: false });
    const brands = await records<{ name: string }[]>(
      page,
      'GET',
      `/brands?q=${encodeURIComponent(brandName)}`,
    );
    expect(brands.body.data).toEqual([]);
    await context.close();
  });

  it("keeps a long name's drawer header on one line beside its buttons", async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    const name = `A company whose registered name goes on and on ${'and on '.repeat(18)}${Date.now().toString(36)}`;
    const company = (await records<Company>(page, 'POST', '/companies', { name, type: 'ME' })).body.data;
    await openCompany(page, company);
    const title = page.getByTestId('record-title');
    const edit = page.getByTestId('record-edit');
    await animationsDone(page.locator('.ant-drawer'));
    await screenshot(page, 'admin-records-validation-long-name-1280', { fullPage: false });
    const [titleBox, editBox] = [await title.boundingBox(), await edit.boundingBox()];
    expect(titleBox && editBox).toBeTruthy();
    if (!titleBox || !editBox) return;
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(editBox.x);
    expect(titleBox.height).toBeLessThan(2 * editBox.height);
    const viewport = page.viewportSize();
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(viewport?.width ?? 0);
    await records(page, 'DELETE', `/companies/${company.id}`);
    await context.close();
  });

  it('shows no empty "Database information" heading on a new record', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    await page.goto('/admin/records');
    await page.getByRole('button', { name: 'New record' }).click();
    await page.getByLabel('Name', { exact: true }).waitFor();
    expect(await page.locator('.ant-drawer h5').allTextContents()).toEqual([
      'Registry',
      'Address',
      'Contact details',
    ]);
    await screenshot(page, 'admin-records-validation-new-1280', { fullPage: false });
    await context.close();
  });

  it('empties the search box when the record type changes, so the list matches it', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    await page.goto('/admin/records');
    await page.locator('.ant-table-row').first().waitFor();
    const search = page.getByTestId('record-search').locator('input');
    await search.fill('no such record anywhere');
    await search.press('Enter');
    await page.locator('.ant-table-placeholder .ant-empty').waitFor();
    await selectEntity(page, 'Contacts');
    await page.locator('th').filter({ hasText: 'Surname' }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    expect(await search.inputValue()).toBe('');
    await screenshot(page, 'admin-records-validation-switch-1280', { fullPage: false });
    await context.close();
  });
});
