import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { e2eServer } from './support/e2e-server.ts';
import { lastMailedPath, lastMailTo } from './support/mailbox.ts';
import { settledResults } from './support/results.ts';
import { logIn } from './support/session.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** A city no demo company is in: the saved search matches only what this test inserts. */
const CITY = `Alertopoli${Date.now().toString(36)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function insertCompany(name: string, city: string): Promise<void> {
  await withDatabases(async (databases) => {
    await databases.tenant('italy').db.insertInto('companies').values({ name, type: 'ADV', city }).execute();
  });
}

const withoutSmtp = ({ SMTP_URL: _smtp, ...env }: NodeJS.ProcessEnv) => env;

/** One run of the daily saved-search alerts as its own process, as a second API process would run it. */
function runAlertProcess(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/saved-search-alerts.ts', 'daily'],
      {
        cwd: repoRoot,
        env: {
          ...withoutSmtp(process.env),
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATABASE_URL: e2eServer().databaseUrl,
          // No SMTP_URL: the mail waits in the outbox, which the server under test delivers.
          PUBLIC_URL: baseUrl(),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`alert run failed:\n${output}`)),
    );
  });
}

function mailCountTo(email: string): number {
  const inbox = e2eServer().smtpInbox;
  if (!existsSync(inbox)) return 0;
  return readFileSync(inbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .filter((line) => (JSON.parse(line) as { to: string[] }).to.includes(email)).length;
}

async function companyNames(page: Page): Promise<string[]> {
  await settledResults(page);
  const rows = page.getByTestId('company-row');
  const names: string[] = [];
  for (let index = 0; index < (await rows.count()); index++) {
    names.push((await rows.nth(index).locator('a').first().textContent()) ?? '');
  }
  return names;
}

describe('saved-search alerts', () => {
  it('follows a saved search, mails exactly the new companies once from two processes, and the link lists them', async () => {
    await insertCompany(`${CITY} Base`, CITY);
    const customer = await createItalyCustomer({
      emailPrefix: 'saved-search-alert',
      password: DEMO_PASSWORD,
      scopes: ['company', 'contact', 'emailAlerts'],
      name: 'Sara',
      surname: 'Searcher',
    });
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await logIn(page, customer.email);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`/companies?city=${CITY}`);
    expect(await companyNames(page)).toEqual([`${CITY} Base`]);
    await page.getByTestId('saved-search-save').click();
    const nameInput = page.getByTestId('saved-search-name');
    await nameInput.fill('Alertopoli watch');
    await nameInput.press('Enter');
    await nameInput.waitFor({ state: 'hidden' });

    // Follow it daily from the toolbar.
    await page.getByTestId('saved-search-follow').click();
    const followed = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/saved-searches\/\d+\/alert$/.test(response.url()),
    );
    await page.getByTestId('saved-search-follow-daily').click();
    expect((await followed).status()).toBe(200);
    await page
      .getByTestId('saved-search-follow')
      .and(page.getByLabel('Following: a daily e-mail of the new results'))
      .waitFor();
    await screenshot(page, 'saved-search-alerts-follow-1280');

    // The data changes: two companies enter the search, one elsewhere does not.
    await insertCompany(`${CITY} Nuova Uno`, CITY);
    await insertCompany(`${CITY} Nuova Due`, CITY);
    await insertCompany(`${CITY} Elsewhere`, 'Torino');

    // Two processes run the job at once: one mail.
    const outputs = await Promise.all([runAlertProcess(), runAlertProcess()]);
    const queued = outputs.map((output) => Number(/(\d+) mail\(s\) queued/.exec(output)?.[1] ?? -1));
    expect(queued.toSorted()).toEqual([0, 1]);
    const mail = await lastMailTo(customer.email);
    expect(mail).toContain(`${CITY} Nuova Uno`);
    expect(mail).toContain(`${CITY} Nuova Due`);
    expect(mail).not.toContain(`${CITY} Base`);
    expect(mail).not.toContain(`${CITY} Elsewhere`);
    expect(mail).toContain('Alertopoli watch');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailCountTo(customer.email)).toBe(1);

    // The list shows the news as "+2 new" until the search is opened.
    await page.goto('/companies');
    await settledResults(page);
    await page.getByTestId('saved-search-select').click();
    const option = page.locator('.ant-select-item-option').filter({ hasText: 'Alertopoli watch' });
    await option.getByTestId('saved-search-new').filter({ hasText: '+2 new' }).waitFor();
    await animationsDone(page.locator('.ant-select-dropdown'));
    await screenshot(page, 'saved-search-alerts-badge-1280', { fullPage: false });
    await page.keyboard.press('Escape');

    // The mail's link opens the search on the two new companies only.
    await page.goto(await lastMailedPath(customer.email, '/companies?savedSearch='));
    await page.getByTestId('saved-search-new-only').waitFor();
    await page.waitForURL((url) => url.searchParams.getAll('id').length === 2);
    expect((await companyNames(page)).toSorted()).toEqual([`${CITY} Nuova Due`, `${CITY} Nuova Uno`]);
    await screenshot(page, 'saved-search-alerts-new-only-1280');

    // Opened: the badge is gone; "show all" brings back every match.
    await page.getByTestId('saved-search-show-all').click();
    await page.waitForURL((url) => url.searchParams.getAll('id').length === 0);
    expect((await companyNames(page)).toSorted()).toEqual([
      `${CITY} Base`,
      `${CITY} Nuova Due`,
      `${CITY} Nuova Uno`,
    ]);
    await page.getByTestId('saved-search-select').click();
    await option.waitFor();
    expect(await option.getByTestId('saved-search-new').count()).toBe(0);
    await context.close();

    const phone = await newPage(browser, { width: 375, height: 800 });
    await logIn(phone.page, customer.email);
    await phone.page.waitForURL((url) => url.pathname === '/');
    await phone.page.goto(await lastMailedPath(customer.email, '/companies?savedSearch='));
    await phone.page.getByTestId('saved-search-new-only').waitFor();
    await phone.page.waitForURL((url) => url.searchParams.getAll('id').length === 2);
    await settledResults(phone.page);
    await screenshot(phone.page, 'saved-search-alerts-new-only-375');
    await phone.context.close();
  });
});
