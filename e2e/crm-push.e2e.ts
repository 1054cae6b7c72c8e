import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUBSPOT_TEST_TOKEN } from '../apps/server/test/hubspot-server.ts';
import { animationsDone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { logIn, useLanguage } from './support/session.ts';

type Language = 'en' | 'it';
type Dictionary = {
  CRM: {
    TITLE: string;
    CONNECT_HUBSPOT: string;
    DISCONNECT: string;
    PUSH: Record<'BUTTON' | 'START' | 'SUMMARY' | 'CONFIRM_SEARCH', string>;
    OUTCOME: Record<'CREATED' | 'SKIPPED', string>;
    REASON: Record<'NO_EMAIL', string>;
  };
};

function dictionary(language: Language): Dictionary {
  const file = path.resolve(import.meta.dirname, `../apps/web/src/i18n/locales/${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A customer of italy with the contact scope, tags, the Crm plugin and a contact export allowance,
 * and a tag holding two italy contacts with an e-mail and one without.
 */
async function crmCustomer(language: Language) {
  const customer = await createItalyCustomer({
    emailPrefix: `crm-${language}`,
    password: DEMO_PASSWORD,
    scopes: ['company', 'contact', 'favourites'],
    name: 'Carla',
    surname: 'Crm',
  });
  return withDatabases(async ({ core, tenant }) => {
    await core
      .insertInto('licence_plugins')
      .values([
        { user_id: customer.id, tenant_id: 'italy', name: 'Crm' },
        { user_id: customer.id, tenant_id: 'italy', name: 'ExportContacts', contact_limit: 500 },
      ])
      .execute();
    const italy = tenant('italy').db;
    const withEmail = await italy
      .selectFrom('contacts')
      .select(['id', 'surname'])
      .where('active', '=', true)
      .where('email', 'is not', null)
      .where('email', '<>', '')
      .orderBy('id')
      // Each language its own contacts: HubSpot (one local server for the run) then creates them.
      .offset(language === 'en' ? 0 : 2)
      .limit(2)
      .execute();
    const withoutEmail = await italy
      .selectFrom('contacts')
      .select(['id', 'surname'])
      .where('active', '=', true)
      .where((eb) => eb.or([eb('email', 'is', null), eb('email', '=', '')]))
      .orderBy('id')
      .limit(1)
      .execute();
    const tag = await italy
      .insertInto('tags')
      .values({ user_id: customer.id, name: `CRM prospects ${language}`, color: '1677FF' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contacts = [...withEmail, ...withoutEmail];
    await italy
      .insertInto('tag_associations')
      .values(contacts.map((contact) => ({ tag_id: tag.id, entity_type: 'contact', entity_id: contact.id })))
      .execute();
    return { ...customer, tagId: Number(tag.id), contacts, noEmailId: withoutEmail[0]?.id };
  });
}

async function connectHubspot(page: Page, texts: Dictionary): Promise<void> {
  await page.goto('/profile/crm');
  await page.getByTestId('crm-connect').waitFor();
  await page.getByTestId('crm-hubspot-token').fill(HUBSPOT_TEST_TOKEN);
  await page.getByRole('button', { name: texts.CRM.CONNECT_HUBSPOT }).click();
  await page.getByTestId('crm-connected').getByText('HubSpot portal 4242').waitFor();
}

/** Opens the tag's contacts and pushes them, waiting for the report. */
async function pushTag(page: Page, texts: Dictionary, tagId: number) {
  await page.goto(`/tag?selectedTag=${tagId}&selectedEntity=1`);
  await page.getByRole('button', { name: texts.CRM.PUSH.BUTTON }).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('crm-push-dialog') });
  await dialog.waitFor();
  await animationsDone(dialog);
  await dialog.getByRole('button', { name: texts.CRM.PUSH.START }).click();
  await dialog.locator('[data-testid="crm-push-progress"][data-status="done"]').waitFor({ timeout: 30_000 });
  return dialog;
}

describe('CRM push of a tag into HubSpot (local server)', () => {
  for (const language of ['en', 'it'] as const) {
    it(`connects HubSpot on the profile and pushes a tag, with its report, in ${language}`, async () => {
      const texts = dictionary(language);
      const customer = await crmCustomer(language);
      const { context, page }: { context: BrowserContext; page: Page } = await newPage(browser, {
        width: 1280,
        height: 900,
      });
      await useLanguage(context, language);
      await logIn(page, customer.email);
      await page.waitForURL((url) => url.pathname === '/');

      await connectHubspot(page, texts);
      await screenshot(page, `crm-profile-connected-${language}-1280`, { fullPage: false });

      const dialog = await pushTag(page, texts, customer.tagId);
      const summary = texts.CRM.PUSH.SUMMARY.replace('{{created}}', '2')
        .replace('{{updated}}', '0')
        .replace('{{skipped}}', '1')
        .replace('{{failed}}', '0');
      await dialog.getByTestId('crm-push-summary').getByText(summary).waitFor();
      const report = dialog.getByTestId('crm-report');
      expect(await report.getByText(texts.CRM.OUTCOME.CREATED, { exact: true }).count()).toBe(2);
      await report
        .getByTestId(`crm-outcome-${customer.noEmailId}`)
        .getByText(texts.CRM.OUTCOME.SKIPPED)
        .waitFor();
      await report.getByText(texts.CRM.REASON.NO_EMAIL).waitFor();
      await screenshot(page, `crm-push-report-${language}-1280`, { fullPage: false });

      // What the push left behind: the report, and no e-mail kept once sent.
      const rows = await withDatabases(({ tenant }) =>
        tenant('italy')
          .db.selectFrom('crm_push_rows as r')
          .innerJoin('crm_pushes as p', 'p.id', 'r.push_id')
          .select(['r.outcome', 'r.email'])
          .where('p.user_id', '=', customer.id)
          .execute(),
      );
      expect(rows.map((row) => row.outcome).sort()).toEqual(['created', 'created', 'skipped']);
      expect(rows.every((row) => row.email === null)).toBe(true);

      // 375 px: the same push again (now updates), the dialog and its report within the width.
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 375, height: 800 });
      const narrow = await pushTag(page, texts, customer.tagId);
      await narrow.getByTestId('crm-report').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `crm-push-report-${language}-375`, { fullPage: false });
      await page.keyboard.press('Escape');

      // The contact list offers the same push for its search, beside the exports.
      const surname = customer.contacts[0]?.surname ?? '';
      await page.goto(`/contacts?surname=${encodeURIComponent(surname)}`);
      await page.getByTestId('contact-row').first().waitFor();
      await page.getByRole('button', { name: texts.CRM.PUSH.BUTTON }).click();
      const searchDialog = page.locator('.ant-modal').filter({ has: page.getByTestId('crm-push-dialog') });
      await searchDialog
        .getByText(texts.CRM.PUSH.CONFIRM_SEARCH.replace('{{provider}}', 'HubSpot'))
        .waitFor();
      await animationsDone(searchDialog);
      await searchDialog.getByRole('button', { name: texts.CRM.PUSH.START }).click();
      await searchDialog
        .locator('[data-testid="crm-push-progress"][data-status="done"]')
        .waitFor({ timeout: 30_000 });
      await screenshot(page, `crm-push-search-${language}-375`, { fullPage: false });
      await page.keyboard.press('Escape');

      await page.goto('/profile/crm');
      await page.getByTestId('crm-connected').waitFor();
      await screenshot(page, `crm-profile-connected-${language}-375`, { fullPage: false });
      await page.getByRole('button', { name: texts.CRM.DISCONNECT }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: texts.CRM.DISCONNECT }).click();
      await page.getByTestId('crm-connect').waitFor();
      await context.close();
    });
  }
});
