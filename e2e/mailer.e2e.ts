import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS, E2E_MAILER_ACCOUNT } from './support/demo-accounts.ts';
import { e2eServer } from './support/e2e-server.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A surname shared by a handful of italy's contacts, preferring one where some have no e-mail. */
async function sharedSurname(): Promise<string> {
  const row = await withDatabases((databases) =>
    databases
      .tenant('italy')
      .db.selectFrom('contacts')
      .select('surname')
      .groupBy('surname')
      .having(sql`count(*)`, '>=', 3)
      .having(sql`count(*)`, '<=', 40)
      .orderBy(sql`count(*) - count(email)`, 'desc')
      .orderBy(sql`count(*)`, 'desc')
      .executeTakeFirstOrThrow(),
  );
  return row.surname;
}

/** Removes pro's saved mailer credentials, as a user who never set them up. */
async function forgetMailerCredentials(): Promise<void> {
  await withDatabases(async ({ core }) => {
    await core
      .updateTable('users')
      .set({ mailer_username: null, mailer_password_enc: null })
      .where('email', '=', DEMO_ACCOUNTS.pro.email)
      .execute();
  });
}

/** The contacts this worker's companion mailer received into `listName` (global-setup's file). */
function receivedContacts(listName: string): { email: string }[] {
  const inbox = e2eServer().mailerInbox;
  if (!existsSync(inbox)) return [];
  return readFileSync(inbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { listName: string; contacts: { email: string }[] })
    .filter((batch) => batch.listName === listName)
    .flatMap((batch) => batch.contacts);
}

async function saveMailerCredentials(page: Page, password: string): Promise<void> {
  await page.goto('/profile/mailer-integration');
  await page.getByLabel('Username').fill(E2E_MAILER_ACCOUNT.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The credentials are saved.').waitFor();
}

/** Opens the contacts of `surname` and returns how many were found. */
async function openContacts(page: Page, surname: string): Promise<number> {
  await page.goto(`/contacts?surname=${encodeURIComponent(surname)}`);
  await page.getByTestId('contact-row').first().waitFor();
  const found = (await page.getByTestId('result-count').textContent()) ?? '';
  return Number(found.match(/^([\d,]+) contacts? found$/)?.[1]?.replace(/,/g, ''));
}

/** Sends the contacts shown to `listName`, with Enter in the list name box. */
async function sendToMailer(page: Page, listName: string): Promise<void> {
  await page.getByTestId('mailer-export-button').click();
  await page.getByLabel('Name of the mailer list').fill(listName);
  await page.getByLabel('Name of the mailer list').press('Enter');
}

/** The confirm dialog once its opening animation has ended (a capture would catch it translucent). */
async function openDialog(page: Page, title: string) {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: title });
  await dialog.waitFor();
  await animationsDone(dialog);
  return dialog;
}

describe('companion mailer, as pro@adatlas.test on italy', () => {
  it('asks for credentials, says when the mailer refuses them, then sends a search to a new list', async () => {
    await forgetMailerCredentials();
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(context, 'en');
    await logIn(page, DEMO_ACCOUNTS.pro.email);
    await page.getByTestId('welcome').waitFor();
    const surname = await sharedSurname();
    const listName = `E2E ${surname} ${Date.now().toString(36)}`;

    await openContacts(page, surname);
    await page.getByTestId('mailer-export-button').click();
    await page.getByTestId('mailer-no-credentials').waitFor();
    await screenshot(page, 'mailer-no-credentials', { fullPage: false });
    await page.getByRole('link', { name: 'Go to the mailer integration' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/mailer-integration');

    await saveMailerCredentials(page, 'not-the-password');
    await openContacts(page, surname);
    await sendToMailer(page, listName);
    const refused = await openDialog(page, 'Mailer export error');
    await refused.getByText('The mailer refused the credentials. Check them on your profile page.').waitFor();
    // The dialog is the error's only report: the global overlay stays closed.
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await screenshot(page, 'mailer-credentials-refused', { fullPage: false });
    await refused.getByRole('button', { name: 'OK' }).click();
    expect(receivedContacts(listName)).toEqual([]);

    await saveMailerCredentials(page, E2E_MAILER_ACCOUNT.password);
    const found = await openContacts(page, surname);
    await sendToMailer(page, listName);
    const sent = await openDialog(page, 'Sent to the mailer');
    await screenshot(page, 'mailer-sent', { fullPage: false });
    const text = (await sent.locator('.ant-modal-confirm-content').textContent()) ?? '';
    const match = text.match(
      new RegExp(`^(\\d+) contacts? (?:is|are) in the list "${listName}"\\.(?: (\\d+) without an e-mail)?`),
    );
    expect(match, text).not.toBeNull();
    const exported = Number(match?.[1]);
    const skipped = Number(match?.[2] ?? 0);
    expect(found).toBeGreaterThanOrEqual(3);
    expect(exported + skipped).toBe(found);
    const received = receivedContacts(listName).map((contact) => contact.email);
    expect(received).toHaveLength(exported);
    expect(new Set(received).size).toBe(exported);
    await context.close();
  });
});
