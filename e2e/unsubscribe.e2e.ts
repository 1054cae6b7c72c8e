import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlertDigest } from '../apps/server/src/modules/follow/alert-digest.ts';
import { runWeeklyUpdate } from '../apps/server/src/modules/weekly-update/weekly-update.service.ts';
import { createMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { createUnsubscribeLinks } from '../apps/server/src/platform/mail/unsubscribe-links.ts';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { lastMailedPath } from './support/mailbox.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCOPES = ['company', 'weeklyUpdateEmail', 'emailAlerts'];
const silentLog = { info: () => undefined, warn: () => undefined };

/** A customer in `language` with the weekly update (pitches) and the e-mail alerts on. */
async function subscriber(language: 'en' | 'it') {
  const customer = await createItalyCustomer({
    emailPrefix: `unsubscribe-${language}`,
    password: DEMO_PASSWORD,
    scopes: SCOPES,
    name: 'Ugo',
    surname: 'Unsub',
  });
  await withDatabases(async ({ core }) => {
    await core
      .updateTable('users')
      .set({ language, weekly_update_settings: { enabled: true, sections: { pitches: true } } })
      .where('id', '=', customer.id)
      .execute();
  });
  return customer;
}

/**
 * Runs the mail jobs as the scheduler does, queueing into the suite's outbox; the server under test
 * delivers the outbox over SMTP, as it does for every mail.
 */
async function runMailJob(job: 'weekly' | 'digest'): Promise<void> {
  await withDatabases(async (databases) => {
    const mailer = createMailer({ core: databases.core, from: 'news@adatlas.test', log: silentLog });
    const deps = {
      databases,
      mailer,
      publicUrl: baseUrl(),
      // The server runs without SECRET_KEY outside production: both sign with the development key.
      unsubscribe: createUnsubscribeLinks({ secretKey: undefined, publicUrl: baseUrl() }),
    };
    if (job === 'weekly') await runWeeklyUpdate(deps, { now: new Date(), tenants: ['italy'] });
    else await runAlertDigest(deps, { frequency: 'weekly', now: new Date(), tenants: ['italy'] });
    await mailer.close();
  });
}

const firstCompanyId = () =>
  withDatabases(async (databases) => {
    const italy = databases.tenant('italy').db;
    const company = await italy
      .selectFrom('companies')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    return company.id;
  });

/** A pitch of the first italian company on `day`: news for the weekly update and the alert digest. */
async function insertPitch(title: string, day: string): Promise<void> {
  const companyId = await firstCompanyId();
  await withDatabases(async (databases) => {
    const italy = databases.tenant('italy').db;
    const category = await italy
      .selectFrom('reference_items')
      .select('id')
      .where('list', '=', 'pitch_category')
      .limit(1)
      .executeTakeFirstOrThrow();
    await italy
      .insertInto('pitches')
      .values({ title, company_id: companyId, category_id: category.id, start_date: day })
      .execute();
  });
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Follows the link of the last mail in a browser that is not signed in, and presses the button. */
async function unsubscribeFromMail(page: Page, email: string, question: string, done: string) {
  await page.goto(await lastMailedPath(email, '/api/v1/unsubscribe'));
  await page.getByText(question).waitFor();
  await page.getByRole('button').click();
  await page.getByRole('status').filter({ hasText: done }).waitFor();
}

async function openCommunications(page: Page, email: string) {
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/profile/communications');
  await page.getByTestId('communications-save').waitFor();
}

const switchIn = (page: Page, section: 'weekly-update' | 'email-alerts') =>
  page.getByTestId(section).getByRole('switch').first();

describe('one-click unsubscribe from a received mail', () => {
  it('stops the weekly update in English, and the profile shows it off with the alerts still on', async () => {
    const customer = await subscriber('en');
    await insertPitch('Unsubscribe e2e pitch', isoDay(new Date(Date.now() - 86_400_000)));
    await runMailJob('weekly');
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'en');
    await unsubscribeFromMail(
      page,
      customer.email,
      'Stop the weekly update e-mail?',
      'You will no longer receive the weekly update e-mail.',
    );
    await openCommunications(page, customer.email);
    expect(await switchIn(page, 'weekly-update').getAttribute('aria-checked')).toBe('false');
    expect(await switchIn(page, 'email-alerts').getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it("stops the follow alerts in Italian from the digest's link, leaving the weekly update on", async () => {
    const customer = await subscriber('it');
    const login = await fetch(`${baseUrl()}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'italy' },
      body: JSON.stringify({ email: customer.email, password: DEMO_PASSWORD }),
    });
    const token = (await login.json()).data.token;
    const follow = await fetch(`${baseUrl()}/api/v1/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-tenant': 'italy', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        key: 'email-alerts.company',
        entityType: 'company',
        entityId: await firstCompanyId(),
        data: { events: { new_pitch: true } },
      }),
    });
    expect(follow.status).toBe(200);
    await insertPitch('Gara e2e', isoDay(new Date()));
    await runMailJob('digest');
    const { context, page } = await newPage(browser, { locale: 'it-IT' });
    await useLanguage(context, 'it');
    await unsubscribeFromMail(
      page,
      customer.email,
      'Vuoi smettere di ricevere gli avvisi e-mail sulle aziende che segui?',
      'Non riceverai più avvisi e-mail sulle aziende che segui.',
    );
    await openCommunications(page, customer.email);
    expect(await switchIn(page, 'email-alerts').getAttribute('aria-checked')).toBe('false');
    expect(await switchIn(page, 'weekly-update').getAttribute('aria-checked')).toBe('true');
    await context.close();
  });
});
