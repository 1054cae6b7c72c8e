import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { watchCsp } from './csp.ts';
import { e2eServer } from './e2e-server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export function baseUrl(): string {
  return e2eServer().baseUrl;
}

/** Debian's Chromium, headless, with nothing that reaches outside this machine. */
/** The flags every Chromium of the suite starts with (Playwright's and Lighthouse's). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string; baseURL?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
  });
  await watchCsp(context);
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots are test artifacts under test-results/, never committed. */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  // A page scrolled by the test would show the sticky header mid-page in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Transitions end at once: a table that just stopped loading is shown at full opacity, not mid-fade.
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled' });
  return file;
}

/**
 * Resolves once every animation in `element` has ended. A click sent while a menu or dialog still
 * slides or zooms in can land beside its target, a select opened in a dialog still zooming sizes
 * its list to the shrunk picker, and a capture would catch it translucent.
 */
export async function animationsDone(element: Locator): Promise<void> {
  // An animation cancelled on the way (the element re-rendered, another one replaced it) rejects
  // `finished` with an AbortError: it has ended all the same.
  await element.evaluate((node) =>
    Promise.all(
      node.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
