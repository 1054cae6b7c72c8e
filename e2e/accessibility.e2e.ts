import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { signedIn, useLanguage } from './support/session.ts';

/** axe-core's own bundle, run in the page through the DevTools protocol (the page's CSP allows no inline script). */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** What axe finds against WCAG 2.1 A and AA on the page as it is now, serious and critical only. */
async function violations(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; html: string }[];
      }[];
    };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => {
        // The nearest test id tells which component a generated id belongs to.
        const element = document.querySelector(node.target.join(' '));
        const owner = element?.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
        return `${node.target.join(' ')} (in ${owner || 'page'}) ${node.html.slice(0, 120)}`;
      }),
    }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility (axe, WCAG 2.1 AA, serious and critical)', () => {
  it('has one main landmark, on the login page and in the app', async () => {
    const { context, page } = await signedIn(browser);
    try {
      expect(await page.getByRole('main').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('the login page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await useLanguage(context, 'en');
      await page.goto('/login');
      await page.locator('#email').waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  const PAGES: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
    { path: '/', ready: (page) => page.getByTestId('welcome').waitFor() },
    { path: '/companies', ready: (page) => page.getByTestId('result-count').waitFor() },
    { path: '/contacts', ready: (page) => page.getByTestId('result-count').waitFor() },
    { path: '/pitch', ready: (page) => page.getByTestId('result-count').waitFor() },
    { path: '/profile', ready: (page) => page.getByTestId('profile-menu').waitFor() },
  ];
  for (const { path, ready } of PAGES) {
    it(`${path}, signed in as a Pro customer`, async () => {
      const { context, page } = await signedIn(browser);
      try {
        await page.goto(path);
        await ready(page);
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a company page', async () => {
    const { context, page } = await signedIn(browser);
    try {
      await page.goto('/companies');
      await page.getByRole('main').locator('a[href^="/companies/"]').first().click();
      await page.waitForURL(/\/companies\/\d+/);
      await page.getByRole('tab').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
