import type { SocialMediaNetwork } from '@adatlas/domain/companies';
import { formatCompactCount } from '@adatlas/domain/formatting';
import { sql } from 'kysely';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabases, type Databases } from '../apps/server/src/platform/database/databases.ts';
import { launchBrowser, newPage, SCREENSHOT_DIR, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { e2eServer } from './support/e2e-server.ts';
import { settledResults } from './support/results.ts';
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

/** The labels as each interface language shows them above (or, for the top bar, inside) the controls. */
const LABELS = {
  en: {
    companyName: 'Company name',
    mainCategory: 'Main category',
    otherFilters: 'Other filters',
    city: 'City',
    province: 'Province',
    region: 'Region',
    sector: 'Sector',
    otherCategories: 'Other categories',
    additional: 'Additional information',
    creationYear: 'Creation year',
    countryOfOrigin: 'Country of origin',
    storeNumber: 'Number of stores',
    from: 'From',
    to: 'To',
    incomeRange: 'Revenue range',
    acquisitions: 'Acquisitions',
    dateRange: 'Date range',
    role: 'Role',
    surname: 'Surname',
    jobTitle: 'Job title',
    function: 'Function',
    functionArea: 'Function area',
    newContacts: 'New contacts between',
    modified: 'Modified between',
    companyCity: 'Company city',
    followers: 'Followers',
  },
  it: {
    companyName: 'Nome azienda',
    mainCategory: 'Categoria principale',
    otherFilters: 'Altri filtri',
    city: 'Città',
    province: 'Provincia',
    region: 'Regione',
    sector: 'Settore',
    otherCategories: 'Altre categorie',
    additional: 'Informazioni aggiuntive',
    creationYear: 'Anno di fondazione',
    countryOfOrigin: 'Nazione di origine',
    storeNumber: 'Numero di punti vendita',
    from: 'Da',
    to: 'A',
    incomeRange: 'Fascia di fatturato',
    acquisitions: 'Acquisizioni',
    dateRange: 'Intervallo di date',
    role: 'Ruolo',
    surname: 'Cognome',
    jobTitle: 'Qualifica',
    function: 'Funzione',
    functionArea: 'Area funzionale',
    newContacts: 'Nuovi contatti tra',
    modified: 'Modificato tra',
    companyCity: 'Città dell’azienda',
    followers: 'Follower',
  },
} as const;

/** The one control named `name`, found as a screen reader user would: by its role and name. */
async function named(scope: Page | Locator, role: Parameters<Page['getByRole']>[0], name: string) {
  const control = scope.getByRole(role, { name, exact: true });
  await control.first().waitFor();
  return control;
}

/** Clicking a field's visible label puts the focus in its control, as a <label for> does. */
async function focusesOnLabelClick(page: Page, label: string, control: Locator): Promise<void> {
  await page.locator(`label:text-is("${label}")`).click();
  await expect.poll(() => control.evaluate((node) => node === document.activeElement)).toBe(true);
  await page.keyboard.press('Escape');
}

/**
 * The labels read as the plain text they replaced: in the colour and font of the text around them,
 * and with each `<label for>` unwrapped to its text again, no element and no label text moves.
 * Leaves the labels unwrapped.
 */
async function laidOutAsPlainText(element: Locator): Promise<void> {
  const result = await element.evaluate((node) => {
    const labels = Array.from(node.querySelectorAll('label[for]'));
    const others = Array.from(node.querySelectorAll('*')).filter((el) => !labels.includes(el));
    const texts = labels.flatMap((label) => Array.from(label.childNodes));
    const rect = (r: DOMRect) => [r.x, r.y, r.width, r.height].join();
    const textRect = (text: ChildNode) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return rect(range.getBoundingClientRect());
    };
    const style = (el: Element) => {
      const { color, fontSize, fontWeight, lineHeight } = getComputedStyle(el);
      return [color, fontSize, fontWeight, lineHeight].join();
    };
    const restyled = labels.filter((label) => style(label) !== style(label.parentElement as Element));
    const before = {
      boxes: others.map((el) => rect(el.getBoundingClientRect())),
      texts: texts.map(textRect),
    };
    for (const label of labels) label.replaceWith(...Array.from(label.childNodes));
    return {
      labels: labels.length,
      restyled: restyled.map((label) => label.textContent),
      moved: others.filter((el, index) => rect(el.getBoundingClientRect()) !== before.boxes[index]).length,
      movedTexts: texts.filter((text, index) => textRect(text) !== before.texts[index]).length,
    };
  });
  expect(result.labels).toBeGreaterThan(0);
  expect(result).toEqual({ labels: result.labels, restyled: [], moved: 0, movedTexts: 0 });
}

async function openPanel(page: Page, title: string): Promise<void> {
  const header = page.getByTestId('other-filters').getByRole('button', { name: title, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

describe('filter labels and social figures, as pro@adatlas.test on italy', () => {
  it.each(['en', 'it'] as const)(
    'names the %s company filters after the labels they show',
    async (language) => {
      const label = LABELS[language];
      const page = await signedInIn(language);
      try {
        await page.goto('/companies');
        await settledResults(page);
        // The top bar shows no labels: its controls are named after the text they show inside.
        expect(await (await named(page, 'combobox', label.companyName)).count()).toBe(1);
        expect(await (await named(page, 'combobox', label.mainCategory)).count()).toBe(1);
        await page.getByTestId('toggle-other-filters').click();
        for (const name of [label.city, label.province, label.region, label.sector, label.otherCategories])
          expect(await page.getByLabel(name, { exact: true }).getAttribute('role')).toBe('combobox');
        await focusesOnLabelClick(page, label.city, page.getByLabel(label.city, { exact: true }));
        await screenshot(page, `filter-labels-companies-${language}`, { fullPage: false });

        await openPanel(page, label.additional);
        expect(await (await named(page, 'textbox', label.creationYear)).count()).toBe(1);
        expect(await (await named(page, 'textbox', label.countryOfOrigin)).count()).toBe(1);
        expect(await (await named(page, 'combobox', label.incomeRange)).count()).toBe(1);
        // The store-number pair: a group named by its heading, each box by its own label.
        const stores = await named(page, 'group', label.storeNumber);
        expect(await (await named(stores, 'spinbutton', label.from)).count()).toBe(1);
        expect(await (await named(stores, 'spinbutton', label.to)).count()).toBe(1);
        await focusesOnLabelClick(
          page,
          label.incomeRange,
          page.getByLabel(label.incomeRange, { exact: true }),
        );

        await openPanel(page, label.acquisitions);
        // A date range is two boxes, its start and its end, both named after the field.
        expect(await (await named(page, 'textbox', label.dateRange)).count()).toBe(2);
        expect(await (await named(page, 'radiogroup', label.role)).count()).toBe(1);
        await screenshot(page, `filter-labels-companies-panels-${language}`);
        await laidOutAsPlainText(page.getByTestId('other-filters'));
      } finally {
        await page.context().close();
      }
    },
  );

  it.each(['en', 'it'] as const)(
    'names the %s contact filters after the labels they show',
    async (language) => {
      const label = LABELS[language];
      const page = await signedInIn(language);
      try {
        await page.goto('/contacts');
        await settledResults(page);
        const bar = page.getByTestId('contact-filter-bar');
        expect(await bar.getByLabel(label.surname, { exact: true }).getAttribute('type')).toBe('text');
        expect(await (await named(bar, 'textbox', label.jobTitle)).count()).toBe(1);
        expect(await (await named(bar, 'combobox', label.function)).count()).toBe(1);
        expect(await (await named(bar, 'textbox', label.companyName)).count()).toBe(1);
        expect(await (await named(bar, 'combobox', label.mainCategory)).count()).toBe(1);
        await focusesOnLabelClick(page, label.surname, bar.getByLabel(label.surname, { exact: true }));
        await page.getByTestId('toggle-other-filters').click();
        for (const name of [label.city, label.province, label.region, label.functionArea, label.companyCity])
          expect(await (await named(bar, 'combobox', name)).count()).toBe(1);
        expect(await (await named(bar, 'textbox', label.newContacts)).count()).toBe(2);
        expect(await (await named(bar, 'textbox', label.modified)).count()).toBe(2);
        expect(await (await named(bar, 'textbox', label.creationYear)).count()).toBe(1);
        await page.mouse.move(0, 0);
        await bar.screenshot({ path: `${SCREENSHOT_DIR}/filter-labels-contact-bar-${language}.png` });
        await laidOutAsPlainText(bar);
      } finally {
        await page.context().close();
      }
    },
  );

  it.each([
    ['en', /^-?\d{1,3}(,\d{3})*\.\d [kMBTPE]$/],
    ['it', /^-?\d+(\.\d{3})*,\d [kMBTPE]$/],
  ] as const)(
    'writes the social-media counts with the digits of the %s interface',
    async (language, compact) => {
      const italy = databases.tenant('italy').db;
      // The demo company present on the most networks, whose top figures run into the thousands.
      const company = await italy
        .selectFrom('social_media')
        .select(['company_id', sql<number>`count(DISTINCT network)::int`.as('networks')])
        .where('followers', '>=', 1000)
        .groupBy('company_id')
        .orderBy('networks', 'desc')
        .orderBy('company_id')
        .executeTakeFirstOrThrow();
      const label = LABELS[language];
      const page = await signedInIn(language);
      try {
        const answer = page.waitForResponse((response) =>
          new URL(response.url()).pathname.endsWith(`/company/${company.company_id}/socialMedia`),
        );
        await page.goto(`/companies/${company.company_id}?tab=socialMedia`);
        const { data } = (await (await answer).json()) as { data: SocialMediaNetwork[] };
        const cards = page.getByTestId('social-network-card');
        await cards.first().waitFor();
        let thousands = 0;
        for (const network of data.filter((n) => n.followers !== null)) {
          const card = cards.and(page.locator(`[data-network="${network.network}"]`));
          const shown = (await card.getByTestId('social-followers').locator('strong').textContent()) ?? '';
          expect(shown).toBe(formatCompactCount(network.followers, language));
          expect(await card.getByTestId('social-followers').textContent()).toBe(`${label.followers}${shown}`);
          if ((network.followers ?? 0) >= 1000) {
            expect(shown).toMatch(compact);
            thousands += 1;
          }
        }
        expect(thousands).toBeGreaterThan(0);
        await page.getByTestId('social-followers-chart').locator('canvas').waitFor();
        await page.waitForTimeout(1200);
        await screenshot(page, `filter-labels-social-${language}`);
      } finally {
        await page.context().close();
      }
    },
  );
});
