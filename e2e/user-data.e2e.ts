import { readFile } from 'node:fs/promises';
import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import type { WorkRelationPage } from '@adatlas/domain/market-data';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { settledResults } from './support/results.ts';
import { logIn, signedIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(): Promise<Page> {
  return (await signedIn(browser, DEMO_ACCOUNTS.pro.email, { width: 1280, height: 900 })).page;
}

async function rowNames(page: Page): Promise<string[]> {
  const rows = page.getByTestId('company-row');
  const names: string[] = [];
  for (let index = 0; index < (await rows.count()); index++) {
    names.push((await rows.nth(index).locator('a').first().textContent()) ?? '');
  }
  return names;
}

/** Sets pro's company export allowance in italy (the demo seed gives 500). */
async function setCompanyExportLimit(limit: number): Promise<void> {
  await withDatabases(async ({ core }) => {
    const user = await core
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.pro.email)
      .executeTakeFirstOrThrow();
    await core
      .updateTable('licence_plugins')
      .set({ company_limit: limit })
      .where('user_id', '=', user.id)
      .where('tenant_id', '=', 'italy')
      .where('name', '=', LICENCE_PLUGINS.exportCompanies)
      .execute();
  });
}

/** Sets the scopes of a demo account's italy licence (read at sign-in). */
async function setItalyScopes(email: string, scopes: string[]): Promise<void> {
  await withDatabases(async ({ core }) => {
    const user = await core
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await core
      .updateTable('licence_tenants')
      .set({ scopes })
      .where('user_id', '=', user.id)
      .where('tenant_id', '=', 'italy')
      .execute();
  });
}

/** Creates a tag from the tag-mode bar; the new tag is then the one chosen for associating. */
async function createTagInTagMode(page: Page, name: string): Promise<void> {
  await page.getByTestId('tag-new').click();
  await page.getByTestId('tag-name-input').fill(name);
  await page.getByTestId('tag-create-submit').click();
  await page.getByTestId('create-tag-panel').waitFor({ state: 'detached' });
}

describe('user data, as pro@adatlas.test on italy', () => {
  it('tags three companies in tag mode, finds them on /tag, then deletes the tag', async () => {
    const page = await signedInPage();
    await page.goto('/companies');
    await settledResults(page);
    const tagName = `E2E tag ${Date.now()}`;

    await page.getByTestId('tag-mode-toggle').click();
    const boxes = page.getByTestId('tag-row-checkbox');
    await boxes.first().waitFor();
    const names = (await rowNames(page)).slice(0, 3);
    for (let index = 0; index < 3; index++) await boxes.nth(index).click();

    await page.getByTestId('tag-new').click();
    await page.getByTestId('tag-name-input').fill(tagName);
    await page.getByTestId('tag-create-submit').click();
    await page.getByTestId('create-tag-panel').waitFor({ state: 'detached' });
    // The new tag is chosen for the association; the same name again is refused in red.
    await page.getByTestId('tag-new').click();
    await page.getByTestId('tag-name-input').fill(tagName.toUpperCase());
    await page
      .getByTestId('tag-name-error')
      .filter({ hasText: 'A tag with this name already exists' })
      .waitFor();
    expect(await page.getByTestId('tag-create-submit').isDisabled()).toBe(true);
    await screenshot(page, 'user-data-tag-mode', { fullPage: false });
    await page.getByTestId('tag-new').click();

    await page.getByTestId('tag-associate-selected').click();
    // Associating closes tag mode; the rows then show the tag.
    await page.getByTestId('tag-row-checkbox').first().waitFor({ state: 'detached' });
    await page
      .getByTestId('company-row')
      .first()
      .getByTestId('tag-chip')
      .filter({ hasText: tagName })
      .waitFor();
    // The home page lists the tag with its counts, each noun agreeing with its own count.
    await page.goto('/');
    const homeTag = page.getByTestId('home-tag').filter({ hasText: tagName });
    await homeTag.getByText('3 companies · 0 contacts', { exact: true }).waitFor();
    await screenshot(page, 'user-data-home-tags');

    await page.goto('/tag');
    await page.getByTestId('tag-list-item').filter({ hasText: tagName }).click();
    await page.getByTestId('tag-title').filter({ hasText: tagName }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('selectedEntity')).toBe('0');
    expect(url.searchParams.get('currentPage')).toBe('1');
    await expect.poll(() => page.getByTestId('tagged-item').count()).toBe(3);
    const tagged = await page.getByTestId('tagged-item').locator('a').allTextContents();
    expect(tagged.toSorted()).toEqual(names.toSorted());
    await screenshot(page, 'user-data-tag-page');

    await page.getByTestId('tag-delete').click();
    // A click while the dialog still zooms in can land beside its button.
    await animationsDone(page.locator('.ant-modal-wrap:visible').last());
    await page.getByTestId('tag-delete-ok').click();
    await page.getByTestId('tag-list-item').filter({ hasText: tagName }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('selectedTag')).toBeNull();
    await page.context().close();
  });

  it('saves a search, reloads, selects it and gets the same results', async () => {
    const page = await signedInPage();
    await page.goto('/companies?key=La&sort_direction=desc');
    await settledResults(page);
    const expected = await rowNames(page);
    expect(expected.length).toBeGreaterThan(0);
    const name = `E2E search ${Date.now()}`;
    await page.getByTestId('saved-search-save').click();
    const nameInput = page.getByTestId('saved-search-name');
    await nameInput.fill(name);
    // Saved once the API answers; Enter in the name field is the same action as the OK button.
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/saved-searches$/.test(new URL(response.url()).pathname),
    );
    await nameInput.press('Enter');
    expect((await created).status()).toBeLessThan(300);
    await nameInput.waitFor({ state: 'hidden' });

    await page.goto('/companies');
    await settledResults(page);
    expect(await rowNames(page)).not.toEqual(expected);
    await page.getByTestId('saved-search-select').click();
    const option = page.locator('.ant-select-item-option').filter({ hasText: name });
    // The new search has no cached count: it is counted once after being shown.
    await option.getByTestId('saved-search-count').filter({ hasText: /^\d+$/ }).waitFor();
    await option.click();
    await page.waitForURL((next) => next.searchParams.get('key') === 'La');
    await settledResults(page);
    expect(await rowNames(page)).toEqual(expected);
    await page.context().close();
  });

  it('comments on a company and follows it', async () => {
    const page = await signedInPage();
    await page.goto('/companies?key=Lavazza');
    await settledResults(page);
    await page.getByTestId('company-row').first().locator('a').first().click();
    await page.getByTestId('company-name').waitFor();
    const content = `E2E comment ${Date.now()}`;
    await page.getByTestId('comment-add').click();
    const save = page.getByTestId('comment-save');
    await page.getByTestId('comment-content').fill(content);
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('comment-type').getByText('Public').click();
    await save.click();
    const comment = page.getByTestId('comment').filter({ hasText: content });
    await comment.waitFor();

    await page.getByTestId('follow-button').filter({ hasText: 'Follow' }).click();
    await page.getByTestId('follow-button').filter({ hasText: 'Following' }).waitFor();
    await screenshot(page, 'user-data-comments');

    await comment.getByTestId('comment-delete').click();
    await page.getByTestId('comment-delete-ok').click();
    await comment.waitFor({ state: 'detached' });
    await page.getByTestId('follow-button').click();
    await page
      .getByTestId('follow-button')
      .filter({ hasText: /^Follow$/ })
      .waitFor();
    await page.context().close();
  });

  it('exports after confirming the remaining allowance (3), and refuses at 0', async () => {
    const page = await signedInPage();
    await setCompanyExportLimit(3);
    await page.goto('/companies?key=Lavazza');
    await settledResults(page);
    await page.getByTestId('export-button').click();
    await page.getByTestId('export-remaining').filter({ hasText: '3 companies' }).waitFor();
    expect(await page.getByTestId('export-ok').isDisabled()).toBe(false);
    await page.waitForTimeout(400);
    await screenshot(page, 'user-data-export-dialog', { fullPage: false });
    const download = page.waitForEvent('download');
    await page.getByTestId('export-ok').click();
    expect((await download).suggestedFilename()).toBe('company-list.xlsx');
    await page.getByText('The file has been downloaded.').waitFor();

    await setCompanyExportLimit(0);
    try {
      await page.getByTestId('export-button').click();
      await page
        .getByTestId('export-exhausted')
        .filter({ hasText: 'Limit of downloadable companies exceeded.' })
        .waitFor();
      expect(await page.getByTestId('export-ok').isDisabled()).toBe(true);
      // The modal's opening animation would leave it translucent in the capture.
      await page.waitForTimeout(500);
      await screenshot(page, 'user-data-export-exhausted', { fullPage: false });
    } finally {
      await setCompanyExportLimit(500);
    }
    await page.context().close();
  });

  it('tags pitch scores in tag mode and finds them on the /tag pitch-score tab', async () => {
    const page = await signedInPage();
    await page.goto('/pitch-scores');
    const rows = page.getByTestId('pitch-score-table').locator('tr.ant-table-row');
    await rows.first().waitFor();
    const tagName = `E2E scores ${Date.now()}`;

    await page.getByTestId('tag-mode-toggle').click();
    const boxes = page.getByTestId('tag-row-checkbox');
    await boxes.first().waitFor();
    const companies: string[] = [];
    for (let index = 0; index < 2; index++) {
      await boxes.nth(index).click();
      companies.push((await rows.nth(index).locator('td').nth(1).locator('a').first().textContent()) ?? '');
    }
    await createTagInTagMode(page, tagName);
    // Tag mode off clears the selection: back on, nothing is selected.
    await page.getByTestId('tag-mode-toggle').click();
    await page.getByTestId('tag-mode-toggle').click();
    await boxes.first().waitFor();
    const checked =
      '[data-testid="tag-row-checkbox"]:checked, [data-testid="tag-row-checkbox"] input:checked';
    expect(await page.locator(checked).count()).toBe(0);
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await page.getByTestId('tag-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: tagName }).click();
    await screenshot(page, 'user-data-pitch-score-tag-mode', { fullPage: false });
    await page.getByTestId('tag-associate-selected').click();
    await boxes.first().waitFor({ state: 'detached' });
    await rows.first().getByTestId('tag-chip').filter({ hasText: tagName }).waitFor();

    await page.goto('/tag');
    const listItem = page.getByTestId('tag-list-item').filter({ hasText: tagName });
    await listItem.click();
    await listItem.getByTestId('tag-count-pitchScore').filter({ hasText: '2' }).waitFor();
    await page.getByRole('tab', { name: 'Pitch scores' }).click();
    await page.waitForURL((url) => url.searchParams.get('selectedEntity') === '3');
    await expect.poll(() => page.getByTestId('tagged-item').count()).toBe(2);
    const tagged = await page
      .getByTestId('tagged-item')
      .locator('.ant-list-item-meta-title')
      .allTextContents();
    expect(tagged.toSorted()).toEqual(companies.toSorted());
    await screenshot(page, 'user-data-tag-page-pitch-scores');

    await page.getByTestId('tag-delete').click();
    // A click while the dialog still zooms in can land beside its button.
    await animationsDone(page.locator('.ant-modal-wrap:visible').last());
    await page.getByTestId('tag-delete-ok').click();
    await listItem.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it("downloads a tag's companies from /tag under the tag's own file name", async () => {
    const page = await signedInPage();
    await page.goto('/companies?key=La');
    await settledResults(page);
    const tagName = `E2E città ${Date.now()}`;
    await page.getByTestId('tag-mode-toggle').click();
    const boxes = page.getByTestId('tag-row-checkbox');
    await boxes.first().waitFor();
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await createTagInTagMode(page, tagName);
    await page.getByTestId('tag-associate-selected').click();
    await boxes.first().waitFor({ state: 'detached' });

    await page.goto('/tag');
    await page.getByTestId('tag-list-item').filter({ hasText: tagName }).click();
    await expect.poll(() => page.getByTestId('tagged-item').count()).toBe(2);
    await page.getByTestId('export-button').click();
    await page
      .getByTestId('export-remaining')
      .filter({ hasText: /\d+ companies/ })
      .waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'user-data-tag-export-dialog', { fullPage: false });
    const download = page.waitForEvent('download');
    await page.getByTestId('export-ok').click();
    expect((await download).suggestedFilename()).toBe(`tag_${tagName}_companies.xlsx`);
    await page.getByText('The file has been downloaded.').waitFor();

    await page.getByTestId('tag-delete').click();
    // A click while the dialog still zooms in can land beside its button.
    await animationsDone(page.locator('.ant-modal-wrap:visible').last());
    await page.getByTestId('tag-delete-ok').click();
    await page.getByTestId('tag-list-item').filter({ hasText: tagName }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('saves a pitch search, which is counted once shown and loads back its filters', async () => {
    const page = await signedInPage();
    await page.goto('/pitch?status=ONGOING&sort=name&dir=asc');
    const rows = page.getByTestId('pitch-table').locator('tr.ant-table-row');
    await rows.first().waitFor();
    const firstTitle = await rows.first().locator('td').first().textContent();
    const name = `E2E pitch search ${Date.now()}`;
    await page.getByTestId('saved-search-save').click();
    const nameInput = page.getByTestId('saved-search-name');
    await nameInput.fill(name);
    // Saved once the API answers; Enter in the name field is the same action as the OK button.
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/saved-searches$/.test(new URL(response.url()).pathname),
    );
    await nameInput.press('Enter');
    expect((await created).status()).toBeLessThan(300);
    await nameInput.waitFor({ state: 'hidden' });

    await page.goto('/pitch');
    await rows.first().waitFor();
    await page.getByTestId('tag-mode-toggle').waitFor();
    await page.getByTestId('saved-search-select').click();
    const option = page.locator('.ant-select-item-option').filter({ hasText: name });
    await option.getByTestId('saved-search-count').filter({ hasText: /^\d+$/ }).waitFor();
    await screenshot(page, 'user-data-pitch-saved-search', { fullPage: false });
    await option.click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'ONGOING');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
    await expect.poll(() => rows.first().locator('td').first().textContent()).toBe(firstTitle);
    await page.context().close();
  });
});

describe('work-relation export', () => {
  it('downloads the filtered list as a spreadsheet with one row per brand and agency', async () => {
    const page = await signedInPage();
    await page.goto('/workRelation');
    const rows = page.getByTestId('work-relations-table').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    const brand = (await rows.first().locator('td').first().textContent()) as string;
    const listed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/frontend/clc') &&
        response.request().postDataJSON().brand_company_agency === brand,
    );
    await page.goto(`/workRelation?text=${encodeURIComponent(brand)}`);
    const { workRelations } = (await (await listed).json()) as WorkRelationPage;
    // The whole search fits on the page, so the list tells how many rows the file must hold.
    expect(workRelations.totalResults).toBe(workRelations.data.length);
    const agencyRows = workRelations.data.reduce((sum, relation) => sum + relation.agencies.length, 0);
    expect(agencyRows).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'user-data-work-relations-export', { fullPage: false });

    const exported = page.waitForRequest((request) => request.url().endsWith('/frontend/clc/export'));
    const download = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    expect((await exported).postDataJSON()).toMatchObject({
      brand_company_agency: brand,
      sort_key: 'company',
    });
    const file = await download;
    expect(file.suggestedFilename()).toBe('work-relations.xlsx');
    await page.getByText('The file has been downloaded.').waitFor();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Brand', 'Company', 'Sectors', 'Agency', 'Services']);
    expect(sheet.rowCount).toBe(1 + agencyRows);
    const brands = workRelations.data.map((relation) => relation.brand.name);
    for (let row = 2; row <= sheet.rowCount; row++) {
      expect(brands).toContain(sheet.getRow(row).getCell(1).value);
    }
    await page.context().close();
  });

  it('offers no export to a user who sees work relations without p_workingRelationsExport', async () => {
    await setItalyScopes(DEMO_ACCOUNTS.basic.email, ['company', 'pitch']);
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    try {
      await useLanguage(context, 'en');
      await logIn(page, DEMO_ACCOUNTS.basic.email);
      await page.getByTestId('welcome').waitFor();
      await page.goto('/workRelation');
      await page.getByTestId('work-relations-table').locator('tbody tr.ant-table-row').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('export-button').count()).toBe(0);
    } finally {
      await context.close();
      await setItalyScopes(DEMO_ACCOUNTS.basic.email, ['company']);
    }
  });
});
