import { formatNumber, formatRangeLabel, formatTenantMoney } from '@adatlas/domain/formatting';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabases, type Databases } from '../apps/server/src/platform/database/databases.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { e2eServer } from './support/e2e-server.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
let databases: Databases;
beforeAll(async () => {
  browser = await launchBrowser();
  databases = createDatabases({ url: e2eServer().databaseUrl });
});
afterAll(async () => {
  await browser?.close();
  await databases?.close();
});

type Language = 'en' | 'it';

/** The Pro demo account signed in with the interface in `language`, on Home. */
async function signedInIn(language: Language): Promise<Page> {
  const { context, page } = await newPage(browser, { width: 1280, height: 900 });
  await useLanguage(context, language);
  await logIn(page, DEMO_ACCOUNTS.pro.email);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('welcome').waitFor();
  return page;
}

async function tableHeadings(page: Page): Promise<string[]> {
  return (await page.locator('.ant-table-thead th').allTextContents()).map((text) => text.trim());
}

/** The cells of the table's first row, the latest year. */
async function firstRowCells(page: Page): Promise<string[]> {
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await row.waitFor();
  return (await row.locator('td').allTextContents()).map((text) => text.trim());
}

const COMPACT_MONEY = {
  en: /^-?\d{1,3}(,\d{3})*\.\d [kMBTPE]?€$/,
  it: /^-?\d+(\.\d{3})*,\d [kMBTPE]?€$/,
} as const;

describe('company page numbers and contacts, as pro@adatlas.test on italy', () => {
  it.each(['en', 'it'] as const)(
    'writes the financials with the digits of the %s interface and the euro of italy',
    async (language) => {
      const italy = databases.tenant('italy').db;
      // A company whose latest revenue reaches the billions, as company 1 of the audit does.
      const latest = await italy
        .selectFrom('company_financials as cf')
        .select(['cf.company_id', 'cf.year', 'cf.revenue', 'cf.employees'])
        .where('cf.revenue', '>=', 1e9)
        .where('cf.employees', '>=', 1000)
        .where('cf.year', '=', (eb) =>
          eb
            .selectFrom('company_financials as f')
            .select((fb) => fb.fn.max('f.year').as('year'))
            .whereRef('f.company_id', '=', 'cf.company_id'),
        )
        .orderBy('cf.company_id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const page = await signedInIn(language);
      try {
        await page.goto(`/companies/${latest.company_id}?tab=financials`);
        const [year, revenue, , , employees] = await firstRowCells(page);
        expect(year).toBe(String(latest.year));
        expect(revenue).toMatch(COMPACT_MONEY[language]);
        expect(revenue).toBe(formatTenantMoney(Number(latest.revenue), 'italy', language));
        expect(revenue).toMatch(/ B€$/);
        expect(employees).toBe(formatNumber(latest.employees, language));
        expect(employees).toBe(
          language === 'en' ? latest.employees?.toLocaleString('en') : String(latest.employees),
        );
        const cells = await page.locator('.ant-table-tbody td').allTextContents();
        for (const cell of cells.filter((text) => text.includes('€')))
          expect(cell.trim()).toMatch(COMPACT_MONEY[language]);
        // The chart axis (canvas, checked on the screenshot) is written by the same formatter.
        await page.getByTestId('line-chart').first().locator('canvas').first().waitFor();
        await screenshot(page, `company-financials-${language}`);
      } finally {
        await page.context().close();
      }
    },
  );

  it('writes the Investments figures in the interface language with their unit said once', async () => {
    const italy = databases.tenant('italy').db;
    const spend = await italy
      .selectFrom('nielsen_spend')
      .select('company_id')
      .where('amount', '>=', 1000)
      .orderBy('company_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const page = await signedInIn('en');
    try {
      await page.goto(`/companies/${spend.company_id}?tab=nielsen`);
      await page.getByText('Figures in k€').waitFor();
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      const figures = (
        await page.locator('.ant-table-tbody tr.ant-table-row td:not(:first-child)').allTextContents()
      )
        .map((text) => text.trim())
        .filter((text) => text !== '–');
      expect(figures.length).toBeGreaterThan(0);
      for (const figure of figures) expect(figure).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(figures.some((figure) => figure.includes(','))).toBe(true);
      await screenshot(page, 'company-investments-en');
    } finally {
      await page.context().close();
    }
  });

  it('writes the revenue band in the interface language and names LinkedIn as LinkedIn', async () => {
    const italy = databases.tenant('italy').db;
    const company = await italy
      .selectFrom('companies as c')
      .innerJoin('reference_items as r', (join) =>
        join.onRef('r.key', '=', 'c.income_range').on('r.list', '=', 'income_range'),
      )
      .select(['c.id', 'r.label'])
      .where('r.label', 'like', '%,%')
      .where('c.active', '=', true)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('company_external_links as l')
            .select('l.id')
            .whereRef('l.company_id', '=', 'c.id')
            .where('l.label', '=', 'linkedin')
            .where('l.disabled', '=', false),
        ),
      )
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    for (const [language, heading, expected] of [
      ['it', 'Fascia di fatturato', formatRangeLabel(company.label, 'it')],
      ['en', 'Revenue range', company.label],
    ] as const) {
      const page = await signedInIn(language);
      try {
        await page.goto(`/companies/${company.id}`);
        const band = page.locator('.ant-descriptions-item').filter({ hasText: heading });
        const content = band.locator('.ant-descriptions-item-content');
        // The stored key shows until the tenant's band labels load.
        await expect
          .poll(async () => (await content.textContent())?.trim(), { timeout: 10_000 })
          .toBe(expected);
        const value = (await content.textContent())?.trim();
        if (language === 'it') expect(value).not.toMatch(/\d,\d{3}/);
        const links = page.locator('.ant-card').filter({ has: page.locator('a[href*="linkedin.com"]') });
        expect((await links.locator('a[href*="linkedin.com"]').first().textContent())?.trim()).toBe(
          'LinkedIn',
        );
        await screenshot(page, `company-general-${language}`);
      } finally {
        await page.context().close();
      }
    }
  });

  it.each([
    ['en', ['Name', 'Job title', 'Function', 'Contact details']],
    ['it', ['Nome', 'Qualifica', 'Funzione', 'Recapiti']],
  ] as const)(
    'heads the %s contacts tab Name, Job title, Function, Contact details and shows function labels',
    async (language, headings) => {
      const italy = databases.tenant('italy').db;
      const contacts = await italy
        .selectFrom('contacts as c')
        .leftJoin('functions as f', 'f.id', 'c.function_id')
        .select(['c.id', 'c.prefix', 'c.name', 'c.surname', 'f.key as functionName'])
        .where('c.company_id', '=', 1)
        .where('c.active', '=', true)
        .execute();
      expect(contacts.some((c) => c.prefix && c.functionName)).toBe(true);
      const page = await signedInIn(language);
      try {
        await page.goto('/companies/1?tab=contacts');
        await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
        // The contact details column is headed: what exists, or what the account opened.
        expect(await tableHeadings(page)).toEqual(headings);
        const rows = page.locator('.ant-table-tbody tr.ant-table-row');
        const same = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
        for (let index = 0; index < (await rows.count()); index += 1) {
          const cells = rows.nth(index).locator('td');
          const texts = (await cells.allTextContents()).map((text) => text.trim());
          // A title that is its function spans both columns, said once.
          const merged = (await cells.nth(1).getAttribute('colspan')) === '2';
          const [name = ''] = texts;
          const contact = contacts.find(
            (c) => [c.prefix, c.name, c.surname].filter(Boolean).join(' ') === name,
          );
          expect(contact, name).toBeDefined();
          if (merged) expect(same(texts[1] ?? '')).toBe(same(contact?.functionName ?? ''));
          else expect(texts[2]).toBe(contact?.functionName ?? '');
        }
        await screenshot(page, `company-contacts-${language}`);
      } finally {
        await page.context().close();
      }
    },
  );
});
