import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, launchBrowser, newPage } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the server holds, read from the database rather than through the page under test. */
async function storedLanguage(id: number): Promise<string | null> {
  const row = await withDatabases(({ core }) =>
    core.selectFrom('users').select('language').where('id', '=', id).executeTakeFirstOrThrow(),
  );
  return row.language;
}

describe('the language of the mails', () => {
  it('stores the language a signed-in user switches to in the header', async () => {
    const customer = await createItalyCustomer({
      emailPrefix: 'language',
      password: DEMO_PASSWORD,
      scopes: ['company'],
      name: 'Lina',
      surname: 'Lingua',
    });
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await logIn(page, customer.email);
    await page.getByTestId('welcome').waitFor();
    // The sign-in itself stores the language it was made in.
    expect(await storedLanguage(customer.id)).toBe('en');

    await chooseLanguage(page, 'it');
    await page.getByTestId('welcome').waitFor();
    expect(await storedLanguage(customer.id)).toBe('it');
    await context.close();
  });

  it("stores the browser's language, not the login area's Italian, when no language was picked", async () => {
    const customer = await createItalyCustomer({
      emailPrefix: 'language-browser',
      password: DEMO_PASSWORD,
      scopes: ['company'],
      name: 'Fleur',
      surname: 'Navigateur',
    });
    const { context, page } = await newPage(browser, { locale: 'fr-FR' });
    await logIn(page, customer.email);
    await page.getByTestId('welcome').waitFor();
    expect(await storedLanguage(customer.id)).toBe('fr');
    await context.close();
  });
});
