import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../apps/server/src/platform/database/embedded.ts';
import { type DictionaryServer, startDictionaryServer } from '../apps/server/test/dictionary-server.ts';
import { type AppServer, startAppServer } from './support/app-server.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/e2e-server.ts';
import { useLanguage } from './support/session.ts';

/** What the dictionary host serves: one visible label per language; es never answers in time. */
const REMOTE: Record<string, { PAGES: { LOGIN: { TITLE: string } } }> = {
  it: { PAGES: { LOGIN: { TITLE: 'Benvenuto in AdAtlas' } } },
  en: { PAGES: { LOGIN: { TITLE: 'Welcome to AdAtlas' } } },
};

let browser: Browser;
let cdn: DictionaryServer;
let app: AppServer;
let dataDir: string;

// A second server on this worker's database, started with DICTIONARY_URLS: the suite's own server
// keeps the shipped dictionaries the other files read.
beforeAll(async () => {
  cdn = await startDictionaryServer((requested) => {
    const language = /^\/adatlas\/(\w+)\.json$/.exec(requested)?.[1] ?? '';
    if (language === 'es')
      return { body: { PAGES: { LOGIN: { TITLE: 'Demasiado tarde' } } }, delayMs: 10_000 };
    return REMOTE[language] ? { body: REMOTE[language] } : { status: 404 };
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'adatlas-e2e-dictionaries-'));
  const port = await findFreePort();
  app = await startAppServer({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATABASE_URL: e2eServer().databaseUrl,
    DICTIONARY_URLS: `${cdn.url}/adatlas/{lng}.json`,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await cdn?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function openPage(language?: string): Promise<Page> {
  const { context, page } = await newPage(browser, { baseURL: app.baseUrl });
  if (language) await useLanguage(context, language);
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 3 });

describe('dictionaries fetched from configured addresses', () => {
  it('shows the fetched label on the Italian login page, the rest of the page shipped', async () => {
    const page = await openPage();
    await page.goto('/login');
    await expect.poll(() => heading(page).textContent()).toBe('Benvenuto in AdAtlas');
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    expect(await page.getByText('Accedi al database di intelligence su pubblicità e media.').count()).toBe(1);
    expect(await page.locator('button[type="submit"]').textContent()).toBe('Accedi');
    expect(await page.getByText('Password dimenticata?').count()).toBe(1);
    expect(await page.title()).toBe('Benvenuto in AdAtlas – AdAtlas');
    await screenshot(page, 'dictionaries-login-it');
    await page.context().close();
  });

  it('shows the fetched English label to a visitor who chose English', async () => {
    const page = await openPage('en');
    await page.goto('/login');
    await expect.poll(() => heading(page).textContent()).toBe('Welcome to AdAtlas');
    expect(await page.locator('button[type="submit"]').textContent()).toBe('Log in');
    expect(await page.getByText('Sign in to the advertising and media intelligence database.').count()).toBe(
      1,
    );
    expect(await page.getByText('Forgot your password?').count()).toBe(1);
    await screenshot(page, 'dictionaries-login-en');
    await page.context().close();
  });

  it('merges the fetched labels of a language loaded on the way (English start, Italian login)', async () => {
    const page = await openPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/v1\/i18n\/(\w+)$/.exec(request.url());
      if (match?.[1]) asked.push(match[1]);
    });
    // Home is English and private: the visitor is sent to the Italian login area without a reload.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => heading(page).textContent()).toBe('Benvenuto in AdAtlas');
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    expect(await page.locator('button[type="submit"]').textContent()).toBe('Accedi');
    expect(asked).toEqual(['en', 'it']);
    await page.context().close();
  });

  it('starts on the shipped labels when the dictionary host does not answer in time', async () => {
    const page = await openPage('es');
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/api/v1/i18n/es')) failed.push(request.failure()?.errorText ?? '');
    });
    await page.goto('/login');
    await expect.poll(() => heading(page).textContent()).toBe('Iniciar sesión');
    expect(await page.locator('button[type="submit"]').textContent()).toBe('Iniciar sesión');
    // The browser gave up on the overrides (1.5 s) rather than waiting for the server's 3 s.
    expect(failed).toEqual(['net::ERR_ABORTED']);
    await screenshot(page, 'dictionaries-login-es-shipped');
    await page.context().close();
  });
});
