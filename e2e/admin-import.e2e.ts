import { tenantSchemaName } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantDatabase } from '../apps/server/src/platform/database/schema.ts';
import { withInsertTrigger } from '../apps/server/test/insert-trigger.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Runs `read` on italy's tenant database. */
async function inItaly<T>(read: (db: Kysely<TenantDatabase>) => Promise<T>): Promise<T> {
  return withDatabases((databases) => read(databases.tenant('italy').db));
}

/** Picks `csv` in the wizard's upload button, as a file named `name`. */
async function upload(page: Page, name: string, csv: string): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

/** The value of the dry run's statistic titled `title`. */
async function statistic(page: Page, title: string): Promise<number> {
  const value = page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
  return Number(await value.textContent());
}

describe('back office import', () => {
  it('shows an invalid row and keeps import off, then imports a file and reports what changed', async () => {
    const existing = await inItaly((db) =>
      db.selectFrom('companies').select(['id', 'name', 'type']).orderBy('id').executeTakeFirstOrThrow(),
    );
    const stamp = Date.now().toString(36);
    const city = `E2E Import City ${stamp}`;
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(context, 'en');
    await logIn(page, 'admin@adatlas.test');
    await page.getByTestId('welcome').waitFor();
    await page.goto('/admin/import');
    await page.getByText('Choose a CSV or XLSX file').waitFor();

    // An id that matches no company and a type that is not one: the check lists them, each by
    // its line in the file (the header is line 1), its field's label and what is wrong with it.
    const bad = `Id;Name;Type;City\n999999999;E2E Ghost ${stamp};ADV;${city}\n;E2E Odd ${stamp};XYZ;${city}\n`;
    await upload(page, 'bad.csv', bad);
    await page.getByText('bad.csv — 2 rows').waitFor();
    await page.getByRole('button', { name: 'Check the rows' }).click();
    await page.getByText('Line', { exact: true }).waitFor();
    const rows = page.locator('.ant-table-tbody tr');
    expect([
      await rows.nth(0).locator('td').allTextContents(),
      await rows.nth(1).locator('td').allTextContents(),
    ]).toEqual([
      ['2', 'ID', 'No record has the ID 999999999'],
      ['3', 'Type', '"XYZ" is not one of ADV, AG, CP, ME'],
    ]);
    expect(await statistic(page, 'Invalid rows')).toBe(2);
    expect(await page.getByRole('button', { name: 'Import all rows' }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-import-invalid');
    // Back to the columns, then back to the upload (the page header has a Back link of its own).
    await page.locator('.ant-card').getByRole('button', { name: 'Back' }).click();
    await page.locator('.ant-card').getByRole('button', { name: 'Back' }).click();

    const csv = [
      'Id;Name;Type;City',
      `${existing.id};${existing.name};${existing.type};${city}`,
      `;E2E Import One ${stamp};ADV;${city}`,
      `;E2E Import Two ${stamp};ADV;${city}`,
    ].join('\n');
    await upload(page, 'companies.csv', csv);
    await page.getByText('companies.csv — 3 rows').waitFor();
    await page.getByRole('cell', { name: `E2E Import One ${stamp}` }).waitFor();
    await screenshot(page, 'admin-import-mapping');
    await page.getByRole('button', { name: 'Check the rows' }).click();
    await page.getByRole('button', { name: 'Import all rows' }).waitFor();
    expect([await statistic(page, 'New'), await statistic(page, 'Updates')]).toEqual([2, 1]);
    await page.getByRole('button', { name: 'Import all rows' }).click();
    await page.getByText('Imported: 2 new, 1 updated').waitFor();
    await screenshot(page, 'admin-import-done');

    const imported = await inItaly((db) =>
      db.selectFrom('companies').select(['id', 'name']).where('city', '=', city).orderBy('id').execute(),
    );
    expect(imported.map((row) => row.name)).toEqual([
      existing.name,
      `E2E Import One ${stamp}`,
      `E2E Import Two ${stamp}`,
    ]);
    expect(imported[0]?.id).toBe(existing.id);
    await context.close();
  });

  it("says under the upload why a file cannot be imported, in the server's words", async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(context, 'en');
    await logIn(page, 'admin@adatlas.test');
    await page.getByTestId('welcome').waitFor();
    await page.goto('/admin/import');
    await page.getByText('Choose a CSV or XLSX file').waitFor();
    await upload(page, 'header-only.csv', 'Name;Type;City\n');
    const refused = page.getByTestId('import-file-refused');
    await refused.waitFor();
    expect(await refused.locator('.ant-alert-title').textContent()).toBe('This file cannot be imported');
    expect(await refused.locator('.ant-alert-description').textContent()).toBe(
      'The file needs a header line and at least one row',
    );
    // Shown in place: no overlay on top, and the wizard stays on its first step.
    expect(await page.locator('.ant-modal').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Check the rows' }).count()).toBe(0);
    await screenshot(page, 'admin-import-file-refused');
    // A readable file next clears the message.
    await upload(page, 'fine.csv', 'Name;Type\nE2E Fine;ADV\n');
    await page.getByText('fine.csv — 1 row').waitFor();
    expect(await refused.count()).toBe(0);
    await context.close();
  });

  it('words an import the database stops at insert, and changes nothing', async () => {
    const company = await inItaly((db) =>
      db.selectFrom('companies').select(['id']).orderBy('id').executeTakeFirstOrThrow(),
    );
    const stamp = Date.now().toString(36);
    const surname = `E2E Refused ${stamp}`;
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(context, 'en');
    await logIn(page, 'admin@adatlas.test');
    await page.getByTestId('welcome').waitFor();
    await page.goto('/admin/import');
    await page.getByRole('combobox', { name: 'Records to import' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Contacts' }).click();
    const csv = [
      'Name;Surname;company_id',
      `Ada;E2E Kept ${stamp};${company.id}`,
      `Ada;${surname};${company.id}`,
    ].join('\n');
    await upload(page, 'contacts.csv', csv);
    await page.getByText('contacts.csv — 2 rows').waitFor();
    await page.getByRole('button', { name: 'Check the rows' }).click();
    await page.getByRole('button', { name: 'Import all rows' }).waitFor();
    // Checked, then pointed at a company that is gone when the job inserts it: what a company
    // deleted between the check and the import does.
    await inItaly((db) =>
      withInsertTrigger(
        db,
        { schema: tenantSchemaName('italy'), table: 'contacts' },
        `IF NEW.surname = '${surname}' THEN NEW.company_id = 987654321; END IF;`,
        async () => {
          await page.getByRole('button', { name: 'Import all rows' }).click();
          await page.getByText('The import failed; nothing was changed.').waitFor();
        },
      ),
    );
    expect(await page.locator('.ant-alert-description').textContent()).toBe(
      'Company: No record has the ID 987654321',
    );
    await screenshot(page, 'admin-import-failed');
    const kept = await inItaly((db) =>
      db.selectFrom('contacts').select('id').where('surname', 'like', `E2E % ${stamp}`).execute(),
    );
    expect(kept).toEqual([]);
    await context.close();
  });

  it('offers a template per kind of record that the wizard maps by itself, with a guide to its columns', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(context, 'en');
    await logIn(page, 'admin@adatlas.test');
    await page.getByTestId('welcome').waitFor();
    await page.goto('/admin/import');
    await page.getByRole('combobox', { name: 'Records to import' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Contacts' }).click();

    // The guide: required columns first, each with what it accepts and an example.
    await page.getByRole('button', { name: 'Column guide' }).click();
    const guide = page.getByTestId('import-column-guide').locator('.ant-table-tbody tr.ant-table-row');
    await guide.first().waitFor();
    expect(await guide.nth(0).locator('td').allTextContents()).toEqual([
      'name',
      'Name',
      'Required',
      'Text, up to 100 characters',
      'Giulia',
    ]);
    const rows = await guide.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)),
    );
    expect(rows.find((row) => row[0] === 'company_id')?.[3]).toBe('The AdAtlas ID of one of the Companies');
    expect(rows.find((row) => row[0] === 'email')?.slice(3)).toEqual([
      'An e-mail address',
      'name@example.com',
    ]);
    await screenshot(page, 'admin-import-guide');

    // The template downloads, and uploaded as it is every column lands on its field and its row passes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download a Contacts template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('adatlas-contacts-template.csv');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const template = Buffer.concat(chunks).toString('utf8');
    const header = template.split('\r\n')[0]?.split(';') ?? [];
    expect(header.slice(0, 3)).toEqual(['name', 'surname', 'id']);
    expect(header).toHaveLength(rows.length);
    await upload(page, 'template.csv', template);
    await page.getByText('template.csv — 1 row').waitFor();
    const unmapped = await page
      .locator('.ant-card .ant-select')
      .evaluateAll((selects) => selects.filter((select) => !(select as HTMLElement).innerText.trim()).length);
    expect(unmapped).toBe(0);
    await page.getByRole('button', { name: 'Check the rows' }).click();
    await page.getByRole('button', { name: 'Import all rows' }).waitFor();
    expect(await statistic(page, 'Invalid rows')).toBe(0);

    await context.close();

    // The same guide in Italian.
    const italian = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(italian.context, 'it');
    await logIn(italian.page, 'admin@adatlas.test');
    await italian.page.getByTestId('welcome').waitFor();
    await italian.page.goto('/admin/import');
    await italian.page.getByRole('button', { name: 'Guida alle colonne' }).click();
    await italian.page.getByText('Testo, fino a 200 caratteri').first().waitFor();
    await italian.page.getByRole('button', { name: 'Scarica un modello per Aziende' }).waitFor();
    await screenshot(italian.page, 'admin-import-guide-it');
    await italian.context.close();
  });
});
