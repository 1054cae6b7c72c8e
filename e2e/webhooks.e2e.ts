import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SETTING_KEYS } from '@adatlas/domain/alerts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../apps/server/test/webhook-receiver.ts';
import { watchRefusals } from './support/admin-users.ts';
import { animationsDone, baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { logIn, useLanguage } from './support/session.ts';

const LANGUAGES = ['en', 'it', 'fr', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
type Dictionary = { WEBHOOKS: Record<string, string>; FOLLOW: { EVENTS: Record<string, string> } };

function dictionary(language: Language): Dictionary {
  const file = path.resolve(import.meta.dirname, `../apps/web/src/i18n/locales/${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

type Verify = (header: string | undefined, rawBody: string, secret: string) => boolean;

/**
 * The Node.js check of docs/api/webhooks.md, exactly as a customer would paste it: the test
 * verifies what the receiver got with the documented code, not with the server's own.
 */
async function documentedCheck(): Promise<Verify> {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../docs/api/webhooks.md'), 'utf8');
  const code = /### Node\.js\s+```js\n([\s\S]*?)\n\/\/ Express/.exec(doc)?.[1];
  if (!code) throw new Error('docs/api/webhooks.md has no Node.js check');
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'adatlas-webhook-doc-')), 'verify.mjs');
  writeFileSync(file, code);
  const module = (await import(pathToFileURL(file).href)) as { verifyAdAtlasSignature: Verify };
  return module.verifyAdAtlasSignature;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let receiver: WebhookReceiver;
let customer: { id: number; email: string };
let company: { id: number; name: string };

/** A customer of italy with the API in the licence, following one demo company. */
async function createFollowingApiCustomer() {
  const created = await createItalyCustomer({
    emailPrefix: 'webhooks',
    password: DEMO_PASSWORD,
    scopes: ['company', 'contact'],
    name: 'Wendy',
    surname: 'Hook',
  });
  const followed = await withDatabases(async ({ core, tenant }) => {
    await core
      .insertInto('licence_plugins')
      .values({ user_id: created.id, tenant_id: 'italy', name: 'Api' })
      .execute();
    const italy = tenant('italy').db;
    const row = await italy
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('active', '=', true)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await italy
      .insertInto('settings')
      .values({
        user_id: created.id,
        key: SETTING_KEYS.followedCompany,
        entity_type: 'company',
        entity_id: row.id,
        data: JSON.stringify({ events: { new_contact: true } }) as never,
      })
      .execute();
    return row;
  });
  return { created, followed };
}

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startWebhookReceiver();
  ({ created: customer, followed: company } = await createFollowingApiCustomer());
  ({ context, page } = await newPage(browser));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await useLanguage(context, 'en');
  await logIn(page, customer.email);
  await page.waitForURL((url) => url.pathname === '/');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await receiver?.close();
});

async function openWebhooksPage(target: Page, language: Language): Promise<void> {
  await target.evaluate((value) => window.localStorage.setItem('adatlas.language', value), language);
  await target.goto('/profile/webhooks');
  await target.getByTestId('webhooks-section').waitFor();
  await expect.poll(() => target.locator('html').getAttribute('lang')).toBe(language);
  await target.getByTestId('webhook-endpoints').waitFor();
}

/** Adds an endpoint through the form and answers the secret the page showed once. */
async function addEndpoint(target: Page, url: string, language: Language): Promise<string> {
  const text = dictionary(language);
  await target.getByTestId('webhook-url').fill(url);
  // The test id sits on each checkbox's input; its label holds the text and takes the click.
  const option = (event: string) =>
    target
      .locator('label.ant-checkbox-wrapper')
      .filter({ has: target.getByTestId(`webhook-event-${event}`) });
  // Only the contact events: the others are switched off in the list.
  for (const event of ['new_pitch', 'new_creativity', 'new_fundraiser', 'new_mergers_and_acquisitions']) {
    await option(event).click();
    expect(await target.getByTestId(`webhook-event-${event}`).isChecked()).toBe(false);
  }
  expect(await option('new_contact').textContent()).toBe(`${text.FOLLOW.EVENTS.NEW_CONTACT} new_contact`);
  await target.getByTestId('webhook-create').click();
  const panel = target.getByTestId('webhook-secret-panel');
  await panel.waitFor();
  expect(await panel.textContent()).toContain(text.WEBHOOKS.SECRET_ONCE);
  const secret = (await target.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  return secret;
}

const card = (target: Page, url: string) =>
  target.getByTestId('webhook-endpoint').filter({
    has: target.getByTestId('webhook-endpoint-url').getByText(url, { exact: true }),
  });

async function deleteEndpoint(target: Page, url: string, language: Language): Promise<void> {
  const endpoint = card(target, url);
  await endpoint.getByTestId('webhook-delete').click();
  const confirm = target.getByTestId('webhook-delete-confirm');
  await confirm.waitFor();
  expect(await target.locator('.ant-popconfirm-title').textContent()).toBe(
    (dictionary(language).WEBHOOKS.DELETE_CONFIRM ?? '').replace('{{url}}', url),
  );
  await confirm.click();
  await endpoint.waitFor({ state: 'detached' });
}

const endpointRows = (url: string) =>
  withDatabases(({ tenant }) =>
    tenant('italy')
      .db.selectFrom('webhook_endpoints')
      .select(['id', 'disabled_at', 'disabled_reason'])
      .where('user_id', '=', customer.id)
      .where('url', '=', url)
      .execute(),
  );

describe('profile › Webhooks in the browser', () => {
  it('starts empty and says why it refuses an address', async () => {
    const text = dictionary('en').WEBHOOKS;
    await openWebhooksPage(page, 'en');
    expect(await page.getByTestId('webhook-endpoints').locator('.ant-empty-description').textContent()).toBe(
      text.EMPTY,
    );
    const explain = page.locator('.ant-form-item-explain-error');
    await page.getByTestId('webhook-url').fill('ftp://crm.example.com/hook');
    await page.getByTestId('webhook-create').click();
    await expect.poll(() => explain.allTextContents()).toEqual([text.URL_PROTOCOL]);
    // A private address passes the form's check; the server refuses it, said on the field.
    await page.getByTestId('webhook-url').fill('http://10.0.0.7/hook');
    await page.getByTestId('webhook-create').click();
    await expect.poll(() => explain.allTextContents()).toEqual([text.URL_UNREACHABLE]);
    expect(await endpointRows('http://10.0.0.7/hook')).toEqual([]);
  });

  it('delivers a follow event, signed as documented; resends it, switches off and deletes the endpoint (en)', async () => {
    const text = dictionary('en').WEBHOOKS;
    const verify = await documentedCheck();
    const url = `${receiver.url}?flow=delivery`;
    await openWebhooksPage(page, 'en');
    const secret = await addEndpoint(page, url, 'en');
    await page.getByTestId('webhook-secret-copy').click();
    await expect.poll(() => page.getByTestId('webhook-secret-copy').textContent()).toBe(text.COPIED);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'webhooks-secret-1280');
    await page.getByTestId('webhook-secret-done').click();
    await page.getByTestId('webhook-secret-panel').waitFor({ state: 'detached' });
    const endpoint = card(page, url);
    await endpoint.waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await endpoint.waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await endpoint.getByTestId('webhook-status').textContent()).toBe(text.STATUS_ACTIVE);
    expect(await endpoint.getByTestId('webhook-last-delivery').textContent()).toContain(text.NO_DELIVERY);

    // A contact joins the followed company: its insert notifies the server, whose dispatcher sends
    // the event seconds later (and every minute besides).
    const contact = await withDatabases(({ tenant }) =>
      tenant('italy')
        .db.insertInto('contacts')
        .values({ name: 'Nora', surname: 'Webhook', company_id: company.id })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await endpoint.getByTestId('webhook-open-log').click();
    const log = page.getByTestId('webhook-delivery-log');
    await log.waitFor();
    const row = log.getByTestId('webhook-delivery');
    await expect.poll(() => row.first().getAttribute('data-status'), { timeout: 150_000 }).toBe('delivered');
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({
      type: 'new_contact',
      tenant: 'italy',
      data: { company: { id: company.id, name: company.name }, object: { type: 'contact', id: contact.id } },
    });
    const header = request?.headers['adatlas-signature'] as string | undefined;
    expect(verify(header, request?.body ?? '', secret)).toBe(true);
    expect(verify(header, request?.body ?? '', 'whsec_forged')).toBe(false);
    expect(verify(header, (request?.body ?? '').replace('new_contact', 'new_pitch'), secret)).toBe(false);

    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('webhook-delivery-event-id').textContent()).toBe(body.id);
    expect(await row.getByTestId('webhook-delivery-attempts').textContent()).toBe('1');
    expect(await row.getByTestId('webhook-delivery-code').textContent()).toBe('200');
    expect(await row.textContent()).toContain(dictionary('en').FOLLOW.EVENTS.NEW_CONTACT);
    await animationsDone(page.locator('.ant-drawer'));
    await screenshot(page, 'webhooks-log-1280', { fullPage: false });

    // Resend: one more try now, with the same event id.
    await row.getByTestId('webhook-resend').click();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    expect(JSON.parse(receiver.received[1]?.body ?? '{}').id).toBe(body.id);
    expect(
      verify(
        receiver.received[1]?.headers['adatlas-signature'] as string,
        receiver.received[1]?.body ?? '',
        secret,
      ),
    ).toBe(true);
    await expect
      .poll(() => row.getByTestId('webhook-delivery-attempts').textContent(), { timeout: 30_000 })
      .toBe('2');
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'hidden' });
    await expect
      .poll(() => endpoint.getByTestId('webhook-last-delivery').textContent())
      .toContain(dictionary('en').FOLLOW.EVENTS.NEW_CONTACT);

    // Switched off: by keyboard, as any control of the page.
    await endpoint.getByTestId('webhook-toggle').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => endpoint.getAttribute('data-enabled')).toBe('false');
    expect(await endpoint.getByTestId('webhook-status').textContent()).toBe(text.STATUS_DISABLED);
    expect(await endpointRows(url)).toEqual([expect.objectContaining({ disabled_reason: 'owner' })]);
    await endpoint.getByTestId('webhook-open-log').click();
    await log.waitFor();
    await expect.poll(() => row.getByTestId('webhook-resend').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'hidden' });

    await deleteEndpoint(page, url, 'en');
    expect(await endpointRows(url)).toEqual([]);
  }, 240_000);

  it('sends a test event at once: the card says how it went, the log lists it (en)', async () => {
    const text = dictionary('en').WEBHOOKS;
    const verify = await documentedCheck();
    const url = `${receiver.url}?flow=test`;
    await openWebhooksPage(page, 'en');
    const secret = await addEndpoint(page, url, 'en');
    await page.getByTestId('webhook-secret-done').click();
    const endpoint = card(page, url);
    await endpoint.waitFor();
    const pings = () =>
      receiver.received.filter((request) => {
        const body = JSON.parse(request.body);
        return body.type === 'ping' && body.data.endpoint.url === url;
      });

    await endpoint.getByTestId('webhook-send-test').click();
    const result = endpoint.getByTestId('webhook-test-result');
    await expect.poll(() => result.getAttribute('data-status')).toBe('delivered');
    expect(await result.textContent()).toBe(text.TEST_DELIVERED?.replace('{{code}}', '200'));
    expect(pings()).toHaveLength(1);
    const [ping] = pings();
    const body = JSON.parse(ping?.body ?? '{}');
    expect(body).toMatchObject({ type: 'ping', tenant: 'italy', data: { endpoint: { url } } });
    expect(verify(ping?.headers['adatlas-signature'] as string, ping?.body ?? '', secret)).toBe(true);
    await expect
      .poll(() => endpoint.getByTestId('webhook-last-delivery').textContent())
      .toContain(text.EVENT_PING);

    // A receiver answering 500: said on the card at once, and not tried again.
    receiver.answers = [500];
    await endpoint.getByTestId('webhook-send-test').click();
    await expect.poll(() => result.getAttribute('data-status')).toBe('failed');
    expect(await result.textContent()).toBe(text.TEST_FAILED?.replace('{{reason}}', 'HTTP 500'));
    await screenshot(page, 'webhooks-test-1280');

    await endpoint.getByTestId('webhook-open-log').click();
    const log = page.getByTestId('webhook-delivery-log');
    await log.waitFor();
    const rows = log.getByTestId('webhook-delivery');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().getAttribute('data-status')).toBe('failed');
    expect(await rows.first().getByTestId('webhook-delivery-code').textContent()).toBe('500');
    expect(await rows.nth(1).getByTestId('webhook-delivery-event-id').textContent()).toBe(body.id);
    expect(await rows.nth(1).textContent()).toContain(text.EVENT_PING);
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'hidden' });
    expect(pings()).toHaveLength(2);
    await deleteEndpoint(page, url, 'en');
  });

  for (const language of LANGUAGES.filter((candidate) => candidate !== 'en')) {
    it(`adds an endpoint with its secret shown once, then deletes it (${language})`, async () => {
      const text = dictionary(language).WEBHOOKS;
      const url = `${receiver.url}?lang=${language}`;
      await openWebhooksPage(page, language);
      await expect.poll(() => page.getByTestId('profile-menu').textContent()).toContain(text.TITLE);
      const secret = await addEndpoint(page, url, language);
      await page.getByTestId('webhook-secret-copy').click();
      await expect.poll(() => page.getByTestId('webhook-secret-copy').textContent()).toBe(text.COPIED);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await page.getByTestId('webhook-secret-done').click();
      const endpoint = card(page, url);
      await endpoint.waitFor();
      expect(await page.content()).not.toContain(secret);
      expect(await endpoint.getByTestId('webhook-status').textContent()).toBe(text.STATUS_ACTIVE);
      expect(await endpoint.textContent()).toContain(text.NO_DELIVERY);
      expect(await endpointRows(url)).toHaveLength(1);
      await screenshot(page, `webhooks-${language}-1280`);
      await deleteEndpoint(page, url, language);
      expect(await endpointRows(url)).toEqual([]);
    });
  }

  it('tells a licence without the API that webhooks are not included, and asks the API nothing', async () => {
    const plain = await createItalyCustomer({
      emailPrefix: 'webhooks-no-api',
      password: DEMO_PASSWORD,
      scopes: ['company'],
      name: 'Nino',
      surname: 'Plain',
    });
    const other = await newPage(browser);
    try {
      await useLanguage(other.context, 'it');
      const refusals = watchRefusals(other.page);
      const calls: string[] = [];
      other.page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/v1/frontend/webhooks'))
          calls.push(request.url());
      });
      await logIn(other.page, plain.email);
      await other.page.waitForURL((url) => url.pathname === '/');
      await other.page.goto('/profile/webhooks');
      const notIncluded = other.page.getByTestId('api-not-included');
      await notIncluded.waitFor();
      expect(await notIncluded.textContent()).toBe(
        JSON.parse(
          readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales/it.json'), 'utf8'),
        ).API_KEYS.NOT_INCLUDED,
      );
      expect(await other.page.getByTestId('create-webhook').count()).toBe(0);
      expect(calls).toEqual([]);
      expect(refusals).toEqual([]);
    } finally {
      await other.context.close();
    }
  });

  it('is usable on a 375 px phone: add an endpoint, open its log', async () => {
    const phone = await newPage(browser, { width: 375, height: 812 });
    try {
      await useLanguage(phone.context, 'en');
      await logIn(phone.page, customer.email);
      await phone.page.waitForURL((url) => url.pathname === '/');
      await openWebhooksPage(phone.page, 'en');
      const url = `${receiver.url}?device=phone`;
      await addEndpoint(phone.page, url, 'en');
      await screenshot(phone.page, 'webhooks-secret-375');
      await phone.page.getByTestId('webhook-secret-done').click();
      const endpoint = card(phone.page, url);
      await endpoint.waitFor();
      const overflow = () =>
        phone.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      expect(await overflow()).toBeLessThanOrEqual(0);
      await endpoint.getByTestId('webhook-send-test').click();
      await expect
        .poll(() => endpoint.getByTestId('webhook-test-result').getAttribute('data-status'))
        .toBe('delivered');
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'webhooks-list-375');
      await endpoint.getByTestId('webhook-open-log').click();
      const log = phone.page.getByTestId('webhook-delivery-log');
      await log.waitFor();
      // The test event just sent is the log's one delivery.
      await expect.poll(() => log.getByTestId('webhook-delivery').count()).toBe(1);
      await animationsDone(phone.page.locator('.ant-drawer'));
      const box = await phone.page.locator('.ant-drawer-content-wrapper').boundingBox();
      expect(box?.width).toBeLessThanOrEqual(375);
      await screenshot(phone.page, 'webhooks-log-375', { fullPage: false });
      await phone.page.keyboard.press('Escape');
      await deleteEndpoint(phone.page, url, 'en');
    } finally {
      await phone.context.close();
    }
  });
});
