import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { logIn, useLanguage } from './support/session.ts';

const LANGUAGES = ['en', 'it', 'fr', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** The page's texts as the dictionaries say them, so each language is checked against its own. */
type Texts = Record<
  'TITLE' | 'EMPTY' | 'USAGE_EMPTY' | 'SECRET_ONCE' | 'COPIED' | 'REVOKE_CONFIRM' | 'STATUS_REVOKED',
  string
>;

function texts(language: Language): Texts {
  const file = path.resolve(import.meta.dirname, `../apps/web/src/i18n/locales/${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')).API_KEYS;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

/**
 * One customer signed in once: each language then only switches the stored interface language
 * and reopens the page, so the four runs stay quick.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  const customer = await createApiCustomer();
  ({ context, page } = await newPage(browser));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await useLanguage(context, 'en');
  await logIn(page, customer.email);
  await page.waitForURL((url) => url.pathname === '/');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A customer of italy whose licence includes the API (the back office's licence drawer sets it). */
async function createApiCustomer(): Promise<{ id: number; email: string }> {
  const customer = await createItalyCustomer({
    emailPrefix: 'api-keys',
    password: DEMO_PASSWORD,
    scopes: ['company'],
    name: 'Ada',
    surname: 'Api',
  });
  await withDatabases(({ core }) =>
    core
      .insertInto('licence_plugins')
      .values({ user_id: customer.id, tenant_id: 'italy', name: 'Api' })
      .execute(),
  );
  return customer;
}

/** A data API call with the key, as the customer's own tool would send it. */
async function searchWithKey(secret: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/v1/frontend/company`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'x-tenant': 'italy', 'content-type': 'application/json' },
    body: '{}',
  });
  await response.arrayBuffer();
  return response.status;
}

async function openApiKeysPage(language: Language): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('adatlas.language', value), language);
  await page.goto('/profile/api-keys');
  await page.getByTestId('api-keys-section').waitFor();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
}

describe('profile › API keys in the browser', () => {
  it('starts empty, with no key and no request', async () => {
    await openApiKeysPage('en');
    const empty = page.locator('.ant-empty-description');
    await expect.poll(() => empty.allTextContents()).toEqual([texts('en').EMPTY, texts('en').USAGE_EMPTY]);
  });

  for (const language of LANGUAGES) {
    it(`creates a key, copies its secret once and revokes it (${language})`, async () => {
      const text = texts(language);
      const name = `CRM ${language}`;
      await openApiKeysPage(language);
      await expect.poll(() => page.getByTestId('profile-menu').textContent()).toContain(text.TITLE);

      await page.getByTestId('api-key-name').fill(name);
      await page.getByTestId('api-key-create').click();
      const secretText = page.getByTestId('api-key-secret');
      await secretText.waitFor();
      const secret = (await secretText.textContent()) ?? '';
      expect(secret).toMatch(/^ada_live_[A-Za-z0-9_-]{43}$/);
      expect(await page.getByTestId('api-key-secret-panel').textContent()).toContain(
        text.SECRET_ONCE.replace('{{name}}', name),
      );

      await page.getByTestId('api-key-copy').click();
      await expect.poll(() => page.getByTestId('api-key-copy').textContent()).toBe(text.COPIED);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      expect(await searchWithKey(secret)).toBe(200);

      // Once closed, the secret is nowhere on the page, and the list shows only its first characters.
      await page.getByTestId('api-key-secret-done').click();
      await page.getByTestId('api-key-secret-panel').waitFor({ state: 'detached' });
      const row = page.getByTestId('api-key-row').filter({ hasText: name });
      await expect.poll(() => row.getAttribute('data-status')).toBe('live');
      expect(await page.content()).not.toContain(secret);
      await page.reload();
      await row.waitFor();
      expect(await page.content()).not.toContain(secret);
      await expect.poll(() => row.textContent()).toContain(secret.slice(0, 15));
      await expect.poll(() => row.getByTestId('api-key-last-used').count()).toBe(1);

      await row.getByTestId('api-key-revoke').click();
      const confirm = page.getByTestId('api-key-revoke-confirm');
      await confirm.waitFor();
      expect(await page.locator('.ant-popconfirm-title').textContent()).toBe(
        text.REVOKE_CONFIRM.replace('{{name}}', name),
      );
      await confirm.click();
      await expect.poll(() => row.getAttribute('data-status')).toBe('revoked');
      expect(await row.textContent()).toContain(text.STATUS_REVOKED);
      expect(await searchWithKey(secret)).toBe(401);
    });
  }
});
