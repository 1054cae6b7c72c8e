import { createRequire } from 'node:module';
import { CREDITS_PLUGIN } from '@adatlas/domain/billing';
import { type RawBuilder, sql } from 'kysely';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPitchScoreRecompute } from '../apps/server/src/modules/pitch-scores/pitch-score-recompute.ts';
import type { CompanyTab } from '../apps/web/src/features/companies/utils/companyTabs.ts';
import { PROFILE_SECTIONS } from '../apps/web/src/features/profile/profileSections.ts';
import { animationsDone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/demo-accounts.ts';
import { signedIn, useLanguage } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';
const SUPER_ADMIN_EMAIL = 'superadmin@adatlas.test';

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

/**
 * Waits until the page has drawn what it loads: no request of its own in flight, no spinner or
 * skeleton, for a moment (a tab shown by a click loads after the page's own load has ended).
 */
async function settled(page: Page): Promise<void> {
  let pending = inFlight.get(page);
  const firstWatch = !pending;
  if (!pending) {
    const requests = new Set<Request>();
    const done = (request: Request) => requests.delete(request);
    page.on('request', (request) => {
      if (['fetch', 'xhr', 'script', 'stylesheet'].includes(request.resourceType())) requests.add(request);
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    inFlight.set(page, requests);
    pending = requests;
  }
  // What the page asked for before it was watched is seen only by the load state's network idle
  // (half a second without a request); once watched, the requests themselves tell.
  if (firstWatch) await page.waitForLoadState('networkidle');
  const busy = page.locator('.ant-spin-spinning, .ant-skeleton');
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 300) {
    if (pending.size > 0 || (await busy.count()) > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}
const inFlight = new WeakMap<Page, Set<Request>>();

/** The page as it is at 1280 px and at 375 px (a phone), for a page whose colours or layout a fix changed. */
async function screenshotsAtTwoWidths(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await screenshot(page, `a11y-${name}-1280`, { fullPage: false });
  await page.setViewportSize({ width: 375, height: 800 });
  await settled(page);
  await screenshot(page, `a11y-${name}-375`, { fullPage: false });
  await page.setViewportSize(size);
}

/** The back-office tabs an admin has (AdminPage's SECTIONS; the audit log is for super admins). */
const ADMIN_SECTIONS = [
  'customers',
  'tenants',
  'plans',
  'reference',
  'lists',
  'feeds',
  'records',
  'import',
  'adlibraries',
  'advertisers',
  'inferred',
  'throttles',
  'sso',
] as const;

const PITCH_CREA_TYPES = sql.raw("('ADV', 'ME', 'AG', 'CP')");

/**
 * What gives a company each tab (the detail repository's probes): typed by every tab there is, so
 * a new tab is not left out of the check.
 */
const TAB_DATA: Record<CompanyTab, (schema: RawBuilder<unknown>) => RawBuilder<boolean>> = {
  general: () => sql`true`,
  contacts: (s) => sql`EXISTS (SELECT 1 FROM ${s}.contacts x WHERE x.company_id = c.id AND x.active)`,
  financials: (s) =>
    sql`EXISTS (SELECT 1 FROM ${s}.company_financials x WHERE x.company_id = c.id AND (x.revenue IS NOT NULL OR x.employees IS NOT NULL))`,
  jobOffers: (s) => sql`EXISTS (SELECT 1 FROM ${s}.job_offers x WHERE x.company_id = c.id)`,
  investmentRounds: (s) => sql`EXISTS (SELECT 1 FROM ${s}.investment_rounds x WHERE x.company_id = c.id)`,
  nielsen: (s) => sql`EXISTS (SELECT 1 FROM ${s}.nielsen_spend x WHERE x.company_id = c.id)`,
  socialMedia: (s) => sql`EXISTS (SELECT 1 FROM ${s}.social_media x WHERE x.company_id = c.id)`,
  brands: (s) => sql`EXISTS (SELECT 1 FROM ${s}.brands x WHERE x.company_id = c.id)`,
  pitch: (s) =>
    sql`c.type IN ${PITCH_CREA_TYPES} AND (EXISTS (SELECT 1 FROM ${s}.pitches x WHERE x.company_id = c.id OR x.winner_company_id = c.id) OR EXISTS (SELECT 1 FROM ${s}.pitch_competitors x WHERE x.company_id = c.id))`,
  creativity: (s) =>
    sql`c.type IN ${PITCH_CREA_TYPES} AND EXISTS (SELECT 1 FROM ${s}.creative_works x WHERE x.company_id = c.id OR x.agency_id = c.id)`,
  group: (s) =>
    sql`(c.parent_id IS NOT NULL OR EXISTS (SELECT 1 FROM ${s}.companies x WHERE x.parent_id = c.id))`,
  pitchScores: (s) =>
    sql`EXISTS (SELECT 1 FROM ${s}.pitch_scores x WHERE x.company_id = c.id AND x.score >= 1)`,
};
const COMPANY_TABS = Object.keys(TAB_DATA) as CompanyTab[];

/**
 * An Italian company for each tab: the one with data in the most tabs for all the tabs it has (so
 * most are seen one click from the other), and for each other tab the first company that has it.
 */
async function companiesForTabs(): Promise<Record<CompanyTab, number>> {
  return withDatabases(async (databases) => {
    const italy = databases.tenant('italy');
    const schema = sql.id(italy.schema);
    const columns = COMPANY_TABS.map((tab) => sql`${TAB_DATA[tab](schema)} AS ${sql.id(tab)}`);
    const { rows } = await sql<{ id: number } & Record<CompanyTab, boolean>>`
      SELECT c.id, ${sql.join(columns)} FROM ${schema}.companies c WHERE c.active ORDER BY c.id`.execute(
      italy.db,
    );
    const score = (row: Record<CompanyTab, boolean>) => COMPANY_TABS.filter((tab) => row[tab]).length;
    const best = rows.reduce((top, row) => (score(row) > score(top) ? row : top));
    return Object.fromEntries(
      COMPANY_TABS.map((tab) => {
        const company = best[tab] ? best : rows.find((row) => row[tab]);
        if (!company) throw new Error(`No Italian company of the demo seed has a ${tab} tab`);
        return [tab, company.id];
      }),
    ) as Record<CompanyTab, number>;
  });
}

/** A tag of `email`'s on three Italian companies, for the tag pages; its id. */
async function createTaggedCompanies(email: string, name: string): Promise<number> {
  return withDatabases(async ({ core, tenant }) => {
    const user = await core
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const italy = tenant('italy').db;
    await italy.deleteFrom('tags').where('user_id', '=', user.id).where('name', '=', name).execute();
    const tag = await italy
      .insertInto('tags')
      .values({ user_id: user.id, name, color: '1677FF' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const companies = await italy
      .selectFrom('companies')
      .select('id')
      .where('active', '=', true)
      .orderBy('id')
      .limit(3)
      .execute();
    await italy
      .insertInto('tag_associations')
      .values(companies.map((company) => ({ tag_id: tag.id, entity_type: 'company', entity_id: company.id })))
      .execute();
    return Number(tag.id);
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The demo seed leaves pitch scores to the nightly job: computed now as that job would.
  await withDatabases((databases) =>
    createPitchScoreRecompute({ tenantDb: (tenant) => databases.tenant(tenant) }).recompute(
      databases.tenant('italy'),
      new Date(),
    ),
  );
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility (axe, WCAG 2.1 AA, serious and critical)', () => {
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

  describe('menu pages, signed in once as a Pro customer', () => {
    let page: Page;
    let tagId = 0;
    beforeAll(async () => {
      tagId = await createTaggedCompanies(DEMO_ACCOUNTS.pro.email, 'Accessibility review');
      ({ page } = await signedIn(browser));
    });
    afterAll(async () => {
      await page?.context().close();
      if (tagId)
        await withDatabases(({ tenant }) =>
          tenant('italy').db.deleteFrom('tags').where('id', '=', tagId).execute(),
        );
    });

    const firstRow = (testId: string) => (page: Page) =>
      page.getByTestId(testId).locator('tbody tr.ant-table-row').first().waitFor();
    const MENU_PAGES: {
      name: string;
      path: () => string;
      ready: (page: Page) => Promise<unknown>;
      /** Screenshots' name, for a page a fix changed. */
      shot?: string;
    }[] = [
      { name: '/', path: () => '/', ready: (page) => page.getByTestId('welcome').waitFor() },
      ...['/companies', '/contacts', '/pitch'].map((path) => ({
        name: path,
        path: () => path,
        ready: (page: Page) => page.getByTestId('result-count').waitFor(),
        // The first companies carry the tag made above: its chips are drawn in the tag's colour.
        shot: path === '/companies' ? 'companies' : undefined,
      })),
      { name: '/workRelation', path: () => '/workRelation', ready: firstRow('work-relations-table') },
      {
        name: '/pitch-scores',
        path: () => '/pitch-scores',
        ready: (page) => page.getByTestId('pitch-score').first().waitFor(),
      },
      {
        name: '/brandAdvertisers',
        path: () => '/brandAdvertisers',
        ready: firstRow('brand-advertisers-table'),
      },
      {
        name: '/tag',
        path: () => '/tag',
        ready: (page) => page.getByTestId('tag-list-item').first().waitFor(),
      },
      {
        name: "a tag's own page",
        path: () => `/tag?selectedTag=${tagId}&selectedEntity=0`,
        ready: (page) => page.getByTestId('tagged-item').first().waitFor(),
        shot: 'tag-page',
      },
      {
        name: '/searchPage with a query',
        path: () => '/searchPage?key=barilla',
        ready: (page) => page.getByTestId('company-row').first().waitFor(),
      },
    ];
    it('has one main landmark in the app', async () => {
      expect(await page.getByRole('main').count()).toBe(1);
    });

    for (const { name, path, ready, shot } of MENU_PAGES) {
      it(name, async () => {
        await page.goto(path());
        await ready(page);
        await settled(page);
        expect(await violations(page)).toEqual([]);
        if (shot) await screenshotsAtTwoWidths(page, shot);
      });
    }
  });

  describe('the company page with each tab, a brand and a contact, signed in once', () => {
    let page: Page;
    let companies: Record<CompanyTab, number>;
    beforeAll(async () => {
      companies = await companiesForTabs();
      ({ page } = await signedIn(browser));
    });
    afterAll(async () => {
      await page?.context().close();
    });

    for (const tab of COMPANY_TABS) {
      it(`the ${tab} tab`, async () => {
        const id = companies[tab];
        if (new URL(page.url()).pathname !== `/companies/${id}`) {
          await page.goto(`/companies/${id}`);
          await page.getByRole('tab').first().waitFor();
        }
        await page.getByTestId(`company-tab-${tab}`).click();
        await page.locator('.ant-tabs-tab-active').getByTestId(`company-tab-${tab}`).waitFor();
        await settled(page);
        expect(await violations(page)).toEqual([]);
      });
    }

    it("a brand's modal, from the brands tab", async () => {
      await page.goto(`/companies/${companies.brands}?tab=brands`);
      await page.getByTestId('brand-card').first().click();
      await page.getByTestId('brand-modal').waitFor();
      await settled(page);
      await animationsDone(page.locator('.ant-modal-wrap:visible').last());
      expect(await violations(page)).toEqual([]);
    });

    it('a contact page', async () => {
      const contact = await withDatabases(({ tenant }) =>
        tenant('italy')
          .db.selectFrom('contacts')
          .select('id')
          .where('company_id', '=', companies.contacts)
          .where('active', '=', true)
          .orderBy('id')
          .executeTakeFirstOrThrow(),
      );
      await page.goto(`/contacts/${contact.id}`);
      await page.getByTestId('contact-name').waitFor();
      await settled(page);
      expect(await violations(page)).toEqual([]);
      await screenshotsAtTwoWidths(page, 'contact');
    });
  });

  describe('the profile pages, signed in once as a Pro customer', () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await signedIn(browser));
    });
    afterAll(async () => {
      await page?.context().close();
    });

    for (const { key } of PROFILE_SECTIONS) {
      it(`/profile/${key}`, async () => {
        await page.goto(`/profile/${key}`);
        await page.getByTestId('profile-menu').waitFor();
        await settled(page);
        expect(await violations(page)).toEqual([]);
        if (key === 'subscription-info') await screenshotsAtTwoWidths(page, `profile-${key}`);
      });
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

  describe('back office, signed in once as an admin', () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await signedIn(browser, ADMIN_EMAIL));
    });
    afterAll(async () => {
      await page?.context().close();
    });

    for (const section of ADMIN_SECTIONS) {
      it(`/admin/${section}`, async () => {
        await page.goto(`/admin/${section}`);
        await page.getByTestId('admin-page').locator('.ant-tabs-tab-active').waitFor();
        await settled(page);
        expect(await violations(page)).toEqual([]);
        if (section === 'throttles' || section === 'tenants')
          await screenshotsAtTwoWidths(page, `admin-${section}`);
      });
    }

    it("a user's edit drawer, from the customers list", async () => {
      await page.goto('/admin/customers');
      await page.locator('.ant-table-row').first().getByRole('button', { name: 'Edit', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit user' });
      await drawer.getByLabel('Surname').waitFor();
      await animationsDone(page.locator('.ant-drawer-content-wrapper:visible').last());
      await screenshot(page, 'a11y-admin-user-drawer', { fullPage: false });
      expect(await violations(page)).toEqual([]);
    });

    it("a company's edit drawer, from the records editor", async () => {
      await page.goto('/admin/records');
      await page.locator('.ant-table-row').first().click();
      await page.getByTestId('record-edit').click();
      await page.getByTestId('record-save').waitFor();
      await animationsDone(page.locator('.ant-drawer-content-wrapper:visible').last());
      await screenshot(page, 'a11y-admin-record-drawer', { fullPage: false });
      expect(await violations(page)).toEqual([]);
    });
  });

  it('the audit log, as a super admin (the only ones who see it)', async () => {
    const { context, page } = await signedIn(browser, SUPER_ADMIN_EMAIL);
    try {
      await page.goto('/admin/audit');
      await page.getByTestId('admin-page').locator('.ant-tabs-tab-active').waitFor();
      await settled(page);
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
