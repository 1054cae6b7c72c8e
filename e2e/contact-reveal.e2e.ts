import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { completeBillingInfoAsPerson, registerOnItaly } from './support/registration.ts';
import { useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const atPath = (path: string) => (url: URL) => url.pathname === path;

const WORDS = {
  en: { open: 'Open (1 credit)', emailAvailable: 'E-mail available', details: 'Contact details' },
  it: { open: 'Apri (1 credito)', emailAvailable: 'E-mail disponibile', details: 'Recapiti' },
} as const;

interface HiddenContact {
  companyId: number;
  fullName: string;
  title: string | null;
  email: string;
  /** Every e-mail of the company's active contacts: none may show before an opening. */
  companyEmails: string[];
}

/**
 * A company whose active contacts fit on the tab's first page, one of them with an e-mail and a
 * name no other contact of the company shares; the expected e-mail is read from the database.
 */
async function companyWithHiddenContact(skip: number): Promise<HiddenContact> {
  return withDatabases(async (databases) => {
    const italy = databases.tenant('italy').db;
    const companies = await italy
      .selectFrom('contacts')
      .select('company_id')
      .where('active', '=', true)
      .where('company_id', 'is not', null)
      .groupBy('company_id')
      .having(sql<boolean>`count(*) BETWEEN 2 AND 10`)
      .having(sql<boolean>`count(*) FILTER (WHERE trim(coalesce(email, '')) <> '') >= 1`)
      .orderBy('company_id')
      .offset(skip)
      .limit(1)
      .execute();
    const companyId = Number(companies[0]?.company_id);
    const contacts = await italy
      .selectFrom('contacts')
      .select(['id', 'prefix', 'name', 'surname', 'title', 'email'])
      .where('company_id', '=', companyId)
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    const nameOf = (c: (typeof contacts)[number]) => [c.prefix, c.name, c.surname].filter(Boolean).join(' ');
    const chosen = contacts.find(
      (c) => c.email?.trim() && contacts.filter((other) => nameOf(other) === nameOf(c)).length === 1,
    );
    if (!chosen?.email) throw new Error(`company ${companyId}: no contact with a unique name and an e-mail`);
    return {
      companyId,
      fullName: nameOf(chosen),
      title: chosen.title,
      email: chosen.email.trim(),
      companyEmails: contacts.flatMap((c) => (c.email?.trim() ? [c.email.trim()] : [])),
    };
  });
}

/** Registers on italy and starts the free trial (5 contact credits), landing on Home. */
async function trialPage(): Promise<Page> {
  const { context, page } = await newPage(browser, { width: 1280, height: 900 });
  await useLanguage(context, 'en');
  await registerOnItaly(page, 'e2e-reveal');
  await completeBillingInfoAsPerson(page);
  await page.waitForURL(atPath('/confirmPlan'));
  await page.getByRole('button', { name: 'Start the free trial' }).click();
  await page.waitForURL(atPath('/'));
  return page;
}

/** Client-side navigation, as a link would: the query cache survives. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`, { fullPage: false });
  // The table changes its columns on the breakpoint's event, a moment after the resize: waiting
  // for the header is what keeps the next step from focusing a button about to be replaced.
  const headers = page.locator('.ant-table-thead th');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => headers.count()).toBe(1);
  await page.getByTestId('contact-reach').first().waitFor();
  await screenshot(page, `${name}-375`, { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => headers.count()).toBeGreaterThan(1);
}

describe('revealing a contact from the company page, as a trial user', () => {
  it.each([
    ['en', 0],
    ['it', 1],
  ] as const)('in %s, opens a contact for one credit and then shows its e-mail', async (language, skip) => {
    const words = WORDS[language];
    const contact = await companyWithHiddenContact(skip);
    const page = await trialPage();
    try {
      if (language === 'it') {
        await chooseLanguage(page, 'it');
        await page.getByTestId('welcome').waitFor();
      }
      await page.goto('/profile/quotas');
      const quota = page.getByTestId('quota-contact');
      await expect.poll(() => quota.textContent(), { timeout: 15_000 }).toMatch(/^\d+\/\d+$/);
      const [remaining, total] = ((await quota.textContent()) ?? '').split('/').map(Number);
      // Marks this document: a reload later on would lose it.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      await navigateInApp(page, `/companies/${contact.companyId}?tab=contacts`);
      const table = page.locator('.ant-table');
      const row = page.locator('tr.ant-table-row').filter({ hasText: contact.fullName });
      await row.waitFor();
      expect(await page.locator('.ant-table-thead th').last().textContent()).toBe(words.details);
      if (contact.title) expect(await row.textContent()).toContain(contact.title);
      const shown = (await table.textContent()) ?? '';
      for (const email of contact.companyEmails) expect(shown).not.toContain(email);
      expect(await table.locator('a[href^="mailto:"]').count()).toBe(0);
      await row.getByRole('img', { name: words.emailAvailable }).waitFor();
      await screenshotsAtBothWidths(page, `contact-reveal-before-${language}`);

      const open = row.getByRole('button', { name: words.open });
      await open.focus();
      await page.keyboard.press('Enter');
      const modal = page.getByTestId('contact-modal');
      await modal.getByRole('heading', { name: contact.fullName }).waitFor();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });

      // The tab was read again: the row now holds the e-mail, and offers no second opening.
      await row.getByText(contact.email, { exact: true }).waitFor({ timeout: 15_000 });
      expect(await row.getByRole('button', { name: words.open }).count()).toBe(0);
      await screenshotsAtBothWidths(page, `contact-reveal-after-${language}`);

      await page.goBack();
      await page.waitForURL(atPath('/profile/quotas'));
      await expect
        .poll(() => quota.textContent(), { timeout: 15_000 })
        .toBe(`${(remaining as number) - 1}/${total}`);
      expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
