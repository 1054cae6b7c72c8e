import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { findFreePort } from '../../apps/server/src/platform/database/embedded.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';

/** What one Lighthouse run of a page measured: the performance score (0–100) and three metrics. */
export interface LighthouseMeasure {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The LCP element's selector and the heaviest opportunities, for a report when a budget is missed. */
  lcpElement: string;
  opportunities: string[];
  /** Lighthouse's measure of the host's CPU speed (higher is faster; its 4× slowdown assumes ≥ 1,000). */
  benchmarkIndex: number;
}

/**
 * Debian's Chromium, headless, with a profile of its own and a remote-debugging port that
 * Lighthouse connects to (Lighthouse launches and downloads nothing). Playwright drives the same
 * profile's default context, so a session stored there (token in localStorage) is the one the
 * page Lighthouse opens sees. `viewport: null` keeps Playwright from emulating a screen on the
 * tabs Lighthouse opens: Lighthouse's mobile preset sets its own.
 */
export async function launchLighthouseBrowser(): Promise<{
  context: BrowserContext;
  port: number;
  close: () => Promise<void>;
}> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'adatlas-lighthouse-'));
  const port = await findFreePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: null,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
  });
  return {
    context,
    port,
    close: async () => {
      await context.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One Lighthouse navigation of `url` with the default (mobile) preset: Moto G Power screen,
 * simulated slow 4G and 4× CPU slowdown (lantern), performance category only. The HTTP cache is
 * emptied first so every run is a first visit; `keepStorage` keeps the profile's localStorage
 * (the session) where Lighthouse would otherwise clear the origin's storage.
 */
export async function measurePage(
  browser: { context: BrowserContext; port: number },
  url: string,
  options: { keepStorage: boolean; reportFile?: string },
): Promise<LighthouseMeasure> {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: options.keepStorage,
  });
  if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
  const { lhr } = result;
  if (options.reportFile) {
    await mkdir(path.dirname(options.reportFile), { recursive: true });
    await writeFile(options.reportFile, JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse on ${url}: no value for ${id}`);
    return value;
  };
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] }
      | undefined
  )?.items?.[0]?.items;
  const lcpNode = lcpItems?.[0]?.node;
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
    .map((audit) => `${audit.id} ${audit.displayValue ?? ''}`.trim());
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : '(not reported)',
    opportunities,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
