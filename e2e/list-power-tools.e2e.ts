import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { settledResults } from './support/results.ts';
import { logIn, useLanguage } from './support/session.ts';

/** #39: the companies and contacts lists' column chooser, row selection and bulk actions. */
let browser: Browser;

/** The pro account's choice of fields goes back to the default, for the other files' tests. */
async function forgetColumns(): Promise<void> {
  await withDatabases(async ({ core }) => {
    const user = await core
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.pro.email)
      .executeTakeFirstOrThrow();
    await core.deleteFrom('user_list_preferences').where('user_id', '=', user.id).execute();
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await forgetColumns();
});
afterAll(async () => {
  await forgetColumns();
  await browser?.close();
});

async function signedIn(language: 'en' | 'it', width = 1280): Promise<Page> {
  const { context, page } = await newPage(browser, { width, height: 900 });
  await useLanguage(context, language);
  await logIn(page, DEMO_ACCOUNTS.pro.email);
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

async function openColumnChooser(page: Page) {
  await page.getByTestId('column-chooser').click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last();
  await menu.waitFor();
  await animationsDone(menu);
  return menu;
}

async function closeColumnChooser(page: Page) {
  await page.getByTestId('column-chooser').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'detached' });
}

const CHECKED_TAG_ROWS =
  '[data-testid="tag-row-checkbox"]:checked, [data-testid="tag-row-checkbox"] input:checked';

const TEXTS = {
  en: { fields: 'Fields', city: 'City', selectPage: 'Select all on this page', selected: '3 selected' },
  it: {
    fields: 'Campi',
    city: 'Città',
    selectPage: 'Seleziona tutti in questa pagina',
    selected: '3 selezionati',
  },
} as const;

describe('list power tools, as pro@adatlas.test on italy', () => {
  for (const language of ['en', 'it'] as const) {
    it(`keeps the chosen company fields after a reload (${language})`, async () => {
      const page = await signedIn(language);
      try {
        await page.goto('/companies');
        await settledResults(page);
        const chooser = page.getByTestId('column-chooser');
        expect(await chooser.textContent()).toContain(TEXTS[language].fields);
        expect(await page.getByTestId('company-city').count()).toBeGreaterThan(0);

        const menu = await openColumnChooser(page);
        const city = menu.getByTestId('column-option-city');
        expect(await city.textContent()).toBe(TEXTS[language].city);
        expect(await city.getAttribute('aria-checked')).toBe('true');
        // From the keyboard: Escape closes the menu, Enter on the button opens it, Enter on a
        // field toggles it (a user reaches it with Tab and the arrows; the test focuses it).
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        await chooser.focus();
        await page.keyboard.press('Enter');
        await menu.waitFor();
        await animationsDone(menu);
        await city.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => city.getAttribute('aria-checked')).toBe('false');
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        await expect.poll(() => page.getByTestId('company-city').count()).toBe(0);

        await page.reload();
        await settledResults(page);
        await page.getByTestId('company-row').first().waitFor();
        expect(await page.getByTestId('company-city').count()).toBe(0);
        const again = await openColumnChooser(page);
        expect(await again.getByTestId('column-option-city').getAttribute('aria-checked')).toBe('false');
        await screenshot(page, `list-power-tools-columns-${language}`, { fullPage: false });
        await again.getByTestId('column-option-city').click();
        await closeColumnChooser(page);
        await expect.poll(() => page.getByTestId('company-city').count()).toBeGreaterThan(0);
      } finally {
        await page.context().close();
      }
    });
  }

  it('tags three selected companies with a new tag', async () => {
    const page = await signedIn('en');
    try {
      await page.goto('/companies');
      await settledResults(page);
      const rows = page.getByTestId('company-row');
      const boxes = page.getByTestId('row-select-checkbox');
      const names: string[] = [];
      for (let index = 0; index < 3; index++) {
        await boxes.nth(index).click();
        names.push((await rows.nth(index).locator('a').first().textContent()) ?? '');
      }
      expect(await page.getByTestId('selected-count').textContent()).toBe(TEXTS.en.selected);
      await screenshot(page, 'list-power-tools-companies-selected-1280', { fullPage: false });

      const tagName = `E2E bulk ${Date.now()}`;
      await page.getByTestId('selection-tag').click();
      // Tag mode opens on the same three rows.
      await expect.poll(() => page.locator(CHECKED_TAG_ROWS).count()).toBe(3);
      await page.getByTestId('tag-new').click();
      await page.getByTestId('tag-name-input').fill(tagName);
      await page.getByTestId('tag-create-submit').click();
      await page.getByTestId('create-tag-panel').waitFor({ state: 'detached' });
      await page.getByTestId('tag-associate-selected').click();
      await page.getByTestId('tag-row-checkbox').first().waitFor({ state: 'detached' });

      await page.goto('/tag');
      await page.getByTestId('tag-list-item').filter({ hasText: tagName }).click();
      await expect.poll(() => page.getByTestId('tagged-item').count()).toBe(3);
      const tagged = await page.getByTestId('tagged-item').allTextContents();
      for (const name of names) expect(tagged.join('|')).toContain(name);
      await page.getByTestId('tag-delete').click();
      await page.getByTestId('tag-delete-ok').click();
      await page.getByTestId('tag-list-item').filter({ hasText: tagName }).waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  it('exports only the selected contacts (it), and the bar fits a phone', async () => {
    const page = await signedIn('it');
    try {
      await page.goto('/contacts');
      await settledResults(page);
      expect(await page.getByTestId('selection-bar').textContent()).toContain(TEXTS.it.selectPage);
      const rows = page.getByTestId('contact-row');
      const boxes = page.getByTestId('row-select-checkbox');
      const shown: string[] = [];
      for (const index of [0, 2, 4]) {
        await boxes.nth(index).click();
        shown.push((await rows.nth(index).textContent()) ?? '');
      }
      // The checkbox selects; it does not open the contact.
      expect(await page.locator('.ant-modal:visible').count()).toBe(0);
      expect(await page.getByTestId('selected-count').textContent()).toBe(TEXTS.it.selected);
      await screenshot(page, 'list-power-tools-contacts-selected-1280', { fullPage: false });

      await page.getByTestId('selection-export').click();
      await page.getByTestId('export-ok').waitFor();
      await expect.poll(() => page.getByTestId('export-ok').isDisabled()).toBe(false);
      const download = page.waitForEvent('download');
      await page.getByTestId('export-ok').click();
      const file = await (await download).path();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0];
      const people: string[] = [];
      sheet?.eachRow((row, index) => {
        if (index > 1) people.push(`${row.getCell(2).value} ${row.getCell(3).value}`);
      });
      expect(people).toHaveLength(3);
      for (const person of people) expect(shown.some((name) => name.includes(person))).toBe(true);

      await page.getByTestId('selection-clear').click();
      await page.getByTestId('selected-count').waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  it('keeps the selection bar inside a 375 px screen', async () => {
    for (const path of ['/companies', '/contacts']) {
      const page = await signedIn('it', 375);
      try {
        await page.goto(path);
        await settledResults(page);
        await page.getByTestId('select-page').click();
        await page.getByTestId('selected-count').waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const bar = await page.getByTestId('selection-bar').boundingBox();
        expect((bar?.x ?? 0) + (bar?.width ?? 0)).toBeLessThanOrEqual(375);
        await screenshot(page, `list-power-tools${path.replace('/', '-')}-375`, { fullPage: false });
      } finally {
        await page.context().close();
      }
    }
  });
});
