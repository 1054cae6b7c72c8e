import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expectAntdStyled } from './antd-styles.ts';
import { watchCsp } from './csp.ts';
import { e2eServer } from './e2e-server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export function baseUrl(): string {
  return e2eServer().baseUrl;
}

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

/** Debian's Chromium, headless, with nothing that reaches outside this machine. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * A page in a context of its own. The browser asks for reduced motion unless told otherwise, and
 * the app then opens and closes its menus, dialogs and drawers at once: a click sent while one
 * still zoomed or slid in could land beside its target on a loaded machine, and CI lost tests to
 * that in six files (a language, a dialog's Cancel, an export's OK). What the app does with motion
 * is tested on its own (reduced-motion.e2e.ts).
 */
export async function newPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    locale?: string;
    baseURL?: string;
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  await watchCsp(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Checks first that every antd component on the page has its styles (antd-styles.ts).
 * Screenshots are test artifacts under test-results/, never committed. JPEG: a full-page PNG took
 * 0.5–0.7 s to encode here against 0.1–0.15 s, and the suite takes over 200 of them.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  await expectAntdStyled(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.jpg`);
  // A page scrolled by the test would show the sticky header mid-page in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Transitions end at once: a table that just stopped loading is shown at full opacity, not mid-fade.
  await page.screenshot({
    path: file,
    type: 'jpeg',
    quality: 85,
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
  });
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

const LANGUAGE_NAMES = { en: 'English', it: 'Italiano', fr: 'Français', es: 'Español' } as const;

/**
 * Picks a language in the header's menu and resolves once the page has reloaded in it (spec §2:
 * the choice reloads the page). The click waits for the menu to finish sliding in, and is sent
 * again if no reload in the language follows: under a loaded CI a click during the slide-in landed
 * beside the item and the test waited 30 s for a reload that never came.
 */
export async function chooseLanguage(
  page: Page,
  // Not English: index.html already says lang="en" before the reload has run.
  language: Exclude<keyof typeof LANGUAGE_NAMES, 'en'>,
): Promise<void> {
  const reloadedIn = page.locator(`html[lang="${language}"]`);
  for (let attempt = 1; ; attempt += 1) {
    await page.getByTestId('language-dropdown').click();
    const item = page.getByRole('menuitem', { name: LANGUAGE_NAMES[language] });
    await item.waitFor();
    await animationsDone(page.locator('.ant-dropdown:visible'));
    await item.click();
    try {
      // <html lang> takes the new language only once the reloaded page has started its i18n.
      await reloadedIn.waitFor({ state: 'attached', timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
