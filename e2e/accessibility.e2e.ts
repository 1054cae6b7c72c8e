import { createRequire } from 'node:module';
import { CREDITS_PLUGIN } from '@adatlas/domain/billing';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { signedIn, useLanguage } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';

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
        nodes: { target: string[]; html: string; failureSummary?: string }[];
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
        const why = (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200);
        return `${node.target.join(' ')} (in ${owner || 'page'}) ${node.html.slice(0, 120)} — ${why}`;
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

  describe('dialogs and drawers', () => {
    /** Axe on the page once `overlay` has finished opening: its contents and what it leaves around it. */
    async function overlayViolations(page: Page, overlay: Locator, name: string): Promise<Violation[]> {
      await overlay.waitFor();
      await animationsDone(overlay);
      await screenshot(page, `a11y-${name}`, { fullPage: false });
      return violations(page);
    }

    it('the command palette, open with results', async () => {
      const { context, page } = await signedIn(browser);
      try {
        await page.keyboard.press('Control+k');
        const input = page.getByTestId('command-palette-input');
        await input.waitFor();
        await input.fill('bar');
        await page.getByRole('option').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await overlayViolations(page, page.getByRole('dialog'), 'command-palette')).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('the tag-mode bar with the new-tag panel open', async () => {
      const { context, page } = await signedIn(browser);
      try {
        await page.goto('/companies');
        await page.getByTestId('result-count').waitFor();
        await page.getByTestId('tag-mode-toggle').click();
        await page.getByTestId('tag-row-checkbox').first().waitFor();
        await page.getByTestId('tag-new').click();
        await page.getByTestId('tag-name-input').fill('Accessible');
        expect(await overlayViolations(page, page.getByTestId('create-tag-panel'), 'tag-panel')).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('the out-of-credits modal', async () => {
      // A metered customer whose licence holds no company credit: the first company opened is refused.
      const { id, email } = await createItalyCustomer({
        emailPrefix: 'a11y-no-credits',
        password: DEMO_PASSWORD,
        scopes: ['company', 'companyQuota', 'ecommerce'],
        name: 'Nadia',
        surname: 'Credits',
      });
      const companyId = await withDatabases(async ({ core, tenant }) => {
        await core
          .insertInto('licence_plugins')
          .values({
            user_id: id,
            tenant_id: 'italy',
            name: CREDITS_PLUGIN,
            period: 1,
            period_start: new Date(),
            company_limit: 0,
            contact_limit: 0,
          })
          .execute();
        const row = await tenant('italy')
          .db.selectFrom('companies')
          .select('id')
          .where('active', '=', true)
          .orderBy('id')
          .limit(1)
          .executeTakeFirstOrThrow();
        return row.id;
      });
      const { context, page } = await signedIn(browser, email);
      try {
        await page.goto(`/companies/${companyId}`);
        const modal = page.getByRole('dialog').filter({ hasText: 'You have run out of credits' });
        expect(await overlayViolations(page, modal, 'out-of-credits')).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('the filters opened and the menu drawer, at 375 px', async () => {
      const { context, page } = await signedIn(browser, undefined, { width: 375, height: 800 });
      try {
        await page.goto('/companies');
        await page.getByTestId('result-count').waitFor();
        await page.getByTestId('toggle-other-filters').click();
        await page.waitForLoadState('networkidle');
        await screenshot(page, 'a11y-filters-375', { fullPage: false });
        const found = await violations(page);
        await page.getByTestId('menu-drawer-button').click();
        found.push(...(await overlayViolations(page, page.getByTestId('menu-drawer'), 'menu-drawer-375')));
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  describe('back office, as an admin', () => {
    it("the customers (users) list and a user's edit drawer", async () => {
      const { context, page } = await signedIn(browser, ADMIN_EMAIL);
      try {
        await page.goto('/admin/customers');
        await page.locator('.ant-table-row').first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, 'a11y-admin-customers', { fullPage: false });
        const found = await violations(page);
        await page
          .locator('.ant-table-row')
          .first()
          .getByRole('button', { name: 'Edit', exact: true })
          .click();
        const drawer = page.getByRole('dialog', { name: 'Edit user' });
        await drawer.getByLabel('Surname').waitFor();
        await animationsDone(page.locator('.ant-drawer-content-wrapper:visible').last());
        await screenshot(page, 'a11y-admin-user-drawer', { fullPage: false });
        found.push(...(await violations(page)));
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("the records editor and a company's edit drawer", async () => {
      const { context, page } = await signedIn(browser, ADMIN_EMAIL);
      try {
        await page.goto('/admin/records');
        await page.locator('.ant-table-row').first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, 'a11y-admin-records', { fullPage: false });
        const found = await violations(page);
        await page.locator('.ant-table-row').first().click();
        await page.getByTestId('record-edit').click();
        await page.getByTestId('record-save').waitFor();
        await animationsDone(page.locator('.ant-drawer-content-wrapper:visible').last());
        await screenshot(page, 'a11y-admin-record-drawer', { fullPage: false });
        found.push(...(await violations(page)));
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
