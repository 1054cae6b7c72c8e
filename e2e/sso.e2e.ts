import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../apps/server/test/oidc-provider.ts';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { signedIn, useLanguage } from './support/session.ts';

// "Continue with <organisation> sign-in" against a real OpenID Connect provider on loopback,
// configured through the back-office API, in English and Italian.

const ORGANISATION = 'Media Group E2E';
const DOMAIN = `sso-${randomBytes(3).toString('hex')}.example`;
const CLIENT_SECRET = randomBytes(16).toString('hex');

let browser: Browser;
let idp: TestOidcProvider;

async function api(path: string, init: { method?: string; token?: string; body?: unknown }) {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-tenant': 'italy',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

beforeAll(async () => {
  browser = await launchBrowser();
  idp = await startTestOidcProvider([
    { client_id: 'adatlas-e2e', client_secret: CLIENT_SECRET, redirect_uris: [`${baseUrl()}/sso/callback`] },
  ]);
  const login = await api('/auth/login', {
    method: 'POST',
    body: { email: 'admin@adatlas.test', password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  const created = await api('/admin/sso-providers', {
    method: 'POST',
    token: String(login.body.data.token),
    body: {
      organisation: ORGANISATION,
      displayName: ORGANISATION,
      issuerUrl: idp.issuer,
      clientId: 'adatlas-e2e',
      clientSecret: CLIENT_SECRET,
      emailDomains: [DOMAIN],
      defaultLicence: [
        {
          tenant: 'italy',
          expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
          scopes: ['company', 'contact'],
        },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await idp?.close();
});

const CONTINUE = {
  en: `Continue with ${ORGANISATION} sign-in`,
  it: `Continua con l'accesso ${ORGANISATION}`,
};

describe('single sign-on from the login page', () => {
  for (const language of ['en', 'it'] as const) {
    it(`offers the organisation's sign-in for its domain and signs in through the provider (${language})`, async () => {
      const { context, page } = await newPage(browser);
      await useLanguage(context, language);
      await page.goto('/login');
      await page.locator('#email').fill(`someone@unknown-${DOMAIN}`);
      // An unknown domain is offered nothing.
      await page.waitForTimeout(800);
      expect(await page.getByTestId('sso-offer').count()).toBe(0);

      const email = `ada-${language}@${DOMAIN}`;
      await page.locator('#email').fill(email);
      const offer = page.getByRole('button', { name: CONTINUE[language] });
      await offer.waitFor();
      await screenshot(page, `sso-login-${language}`);
      await offer.click();

      await page.waitForURL((url) => url.origin === idp.issuer);
      await page.locator('input[name="subject"]').fill(`e2e-${language}-subject`);
      await page.locator('input[name="email"]').fill(email);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/');
      await page.getByTestId('welcome').waitFor();
      const stored = await page.evaluate(() => window.localStorage.getItem('adatlas.session'));
      expect(JSON.parse(stored ?? '{}').user.email).toBe(email);
      await screenshot(page, `sso-signed-in-${language}`);
      await context.close();
    });
  }

  it('fits the offer on a 375 px screen', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 740 });
    await useLanguage(context, 'it');
    await page.goto('/login');
    await page.locator('#email').fill(`mobile@${DOMAIN}`);
    const offer = page.getByRole('button', { name: CONTINUE.it });
    await offer.waitFor();
    const box = await offer.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await screenshot(page, 'sso-login-375');
    await context.close();
  });

  it('shows the provider in the back office without its secret', async () => {
    const { context, page } = await signedIn(browser, 'admin@adatlas.test');
    await page.goto('/admin/sso');
    const row = page.locator('.ant-table-row').filter({ hasText: DOMAIN });
    await row.waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${baseUrl()}/sso/callback`).waitFor();
    expect(await dialog.locator('#clientSecret').inputValue()).toBe('');
    expect(await page.content()).not.toContain(CLIENT_SECRET);
    await screenshot(page, 'sso-admin-edit');
    await context.close();
  });
});
