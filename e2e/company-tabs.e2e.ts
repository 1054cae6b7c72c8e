import type { CompanyBrand } from '@adatlas/domain/companies';
import { formatCompactCount } from '@adatlas/domain/formatting';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabases, type Databases } from '../apps/server/src/platform/database/databases.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { e2eServer } from './support/e2e-server.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
let databases: Databases;
beforeAll(async () => {
  browser = await launchBrowser();
  databases = createDatabases({ url: e2eServer().databaseUrl });
});
afterAll(async () => {
  await browser?.close();
  await databases?.close();
});

async function signedInPage(): Promise<Page> {
  return (await signedIn(browser, DEMO_ACCOUNTS.pro.email, { width: 1280, height: 900 })).page;
}

/** A job-offer text as boards send it, with markup the page must never run. */
const HOSTILE_DESCRIPTION =
  '<p>We look for a <b>media planner</b>.</p><ul><li>TV</li><li>Digital</li></ul>' +
  '<script>window.__pwned = 1</script>' +
  '<p onclick="window.__pwned = 2">Apply <a href="javascript:window.__pwned = 3">here</a> or ' +
  '<a href="https://jobs.example.test/apply/online">online</a><img src="x" onerror="window.__pwned = 4"></p>' +
  '<svg/onload="window.__pwned = 5"></svg><div title="a>b" onmouseover=window.__pwned=6>Milan</div>';

describe('company tabs, as pro@adatlas.test on italy', () => {
  it('shows a job offer description as formatted text, without its scripts, handlers or script links', async () => {
    const italy = databases.tenant('italy').db;
    // The company with the fewest offers, so the one changed here is on the tab's first page.
    const offer = await italy
      .selectFrom('job_offers')
      .select(['id', 'company_id', 'job_title', 'description'])
      .where(
        'company_id',
        '=',
        italy
          .selectFrom('job_offers')
          .select('company_id')
          .groupBy('company_id')
          .orderBy(sql`count(*)`)
          .orderBy('company_id')
          .limit(1),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const title = `E2E offer ${Date.now()}`;
    await italy
      .updateTable('job_offers')
      .set({ job_title: title, description: HOSTILE_DESCRIPTION })
      .where('id', '=', offer.id)
      .execute();
    const page = await signedInPage();
    try {
      await page.goto(`/companies/${offer.company_id}?tab=jobOffers`);
      const row = page.locator('tr.ant-table-row').filter({ hasText: title });
      await row.locator('.ant-table-row-expand-icon').click();
      const description = page.getByTestId('job-offer-description');
      await description.waitFor();
      expect(await description.locator('li').allTextContents()).toEqual(['TV', 'Digital']);
      expect(await description.locator('strong').textContent()).toBe('media planner');
      expect(await description.textContent()).toContain('Apply here or online');
      expect(await description.innerHTML()).not.toMatch(/script|on\w+=|<img|<svg|javascript:/i);
      expect(await description.locator('div').textContent()).toBe('Milan');
      const links = description.locator('a');
      expect(await links.count()).toBe(1);
      expect(await links.getAttribute('href')).toBe('https://jobs.example.test/apply/online');
      expect(await links.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await links.getAttribute('target')).toBe('_blank');
      await description.locator('p').first().click();
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      await screenshot(page, 'company-job-offer-html', { fullPage: false });
    } finally {
      await page.context().close();
      await italy
        .updateTable('job_offers')
        .set({ job_title: offer.job_title, description: offer.description })
        .where('id', '=', offer.id)
        .execute();
    }
  });

  it('shows a card per social network, most followers first, and the follower trend', async () => {
    const italy = databases.tenant('italy').db;
    // The demo company present on the most networks (a famous advertiser: apps included).
    const company = await italy
      .selectFrom('social_media')
      .select(['company_id', sql<number>`count(DISTINCT network)::int`.as('networks')])
      .groupBy('company_id')
      .orderBy('networks', 'desc')
      .orderBy('company_id')
      .executeTakeFirstOrThrow();
    const top = await italy
      .selectFrom('social_media')
      .select(['network', 'followers'])
      .where('company_id', '=', company.company_id)
      .where('followers', 'is not', null)
      .orderBy('measured_at', 'desc')
      .orderBy('followers', 'desc')
      .executeTakeFirstOrThrow();
    const page = await signedInPage();
    try {
      await page.goto(`/companies/${company.company_id}`);
      await page.getByTestId('company-tab-socialMedia').click();
      const cards = page.getByTestId('social-network-card');
      await cards.first().waitFor();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('socialMedia');
      expect(await cards.count()).toBe(company.networks);
      const first = cards.first();
      expect(await first.getAttribute('data-network')).toBe(top.network);
      expect(await first.getByTestId('social-followers').textContent()).toBe(
        `Followers${formatCompactCount(top.followers, 'en')}`,
      );
      expect(await first.locator('.anticon').count()).toBeGreaterThan(0);
      // The app stores come last, with a star rating instead of followers.
      const store = cards.last();
      expect(await store.getAttribute('data-network')).toMatch(/^(app_store|google_play)$/);
      expect(await store.getByTestId('social-rating').locator('.ant-rate').count()).toBe(1);
      expect(await store.getByTestId('social-followers').count()).toBe(0);
      const chart = page.getByTestId('social-followers-chart');
      await chart.locator('canvas').waitFor();
      const box = await chart.locator('canvas').boundingBox();
      expect(box?.height).toBeGreaterThan(200);
      // Let ECharts finish drawing its lines (canvas animation, not CSS) before the capture.
      await page.waitForTimeout(1200);
      await screenshot(page, 'company-social-media');
    } finally {
      await page.context().close();
    }
  });

  it('lists the agencies of a brand card as company links with their categories, the rest behind "+N more"', async () => {
    const italy = databases.tenant('italy').db;
    const brand = await italy
      .selectFrom('brands as b')
      .innerJoin('work_relations as wr', 'wr.brand_id', 'b.id')
      .select([
        'b.id',
        'b.name',
        'b.company_id',
        sql<number>`count(distinct wr.agency_company_id)::int`.as('agencies'),
      ])
      .innerJoin('companies as owner', 'owner.id', 'b.company_id')
      // An advertiser's tab lists its own brands (an agency's, the brands it works on).
      .where('owner.type', '=', 'ADV')
      .where('b.active', '=', true)
      .groupBy(['b.id', 'b.name', 'b.company_id'])
      .orderBy('agencies', 'desc')
      .orderBy('b.id')
      .executeTakeFirstOrThrow();
    const page = await signedInPage();
    const listed = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith(`/frontend/company/${brand.company_id}/brands`),
    );
    await page.goto(`/companies/${brand.company_id}?tab=brands`);
    const { data } = (await (await listed).json()) as { data: CompanyBrand[] };
    const index = data.findIndex((item) => item.id === brand.id);
    const total = data[index]?.agencies.length ?? 0;
    expect(total).toBeGreaterThan(3);
    // Cards come in the answer's order (every card also names the owner, maybe as the brand).
    const card = page.getByTestId('brand-card').nth(index);
    const agencies = card.getByTestId('brand-card-agency');
    await agencies.first().waitFor();
    expect(await agencies.count()).toBe(3);
    // Every agency shown links to its company and carries the categories it covers.
    for (let index = 0; index < 3; index++) {
      expect(await agencies.nth(index).locator('a').getAttribute('href')).toMatch(/^\/companies\/\d+$/);
      expect(await agencies.nth(index).locator('.ant-tag').count()).toBeGreaterThan(0);
    }
    const more = card.getByTestId('brand-card-agencies-more');
    expect(await more.textContent()).toBe(`+${total - 3} more`);
    await more.click();
    await expect.poll(() => agencies.count()).toBe(total);
    expect(await more.count()).toBe(0);
    // Expanding stays on the card: the brand modal does not open.
    expect(await page.getByTestId('brand-modal').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'company-brand-card-agencies');

    const last = agencies.last().locator('a');
    const name = (await last.textContent()) as string;
    await last.click();
    await page.waitForURL(
      (url) => /^\/companies\/\d+$/.test(url.pathname) && url.pathname !== `/companies/${brand.company_id}`,
    );
    await page.getByTestId('company-name').filter({ hasText: name }).waitFor();
    expect(await page.getByTestId('brand-modal').count()).toBe(0);
    await page.context().close();
  });

  it('lists a company\'s first five pitches, ten more per "Show more", and starts over on a new filter', async () => {
    const italy = databases.tenant('italy').db;
    // The company in the most pitches (as advertiser, winner, former winner or competitor).
    const active = (column: 'company_id' | 'winner_company_id' | 'former_winner_company_id') =>
      italy.selectFrom('pitches').select(`${column} as id`).where('active', '=', true);
    const roles = active('company_id')
      .unionAll(active('winner_company_id'))
      .unionAll(active('former_winner_company_id'))
      .unionAll(italy.selectFrom('pitch_competitors').select('company_id as id'));
    const { id: company_id } = await italy
      .selectFrom(roles.as('r'))
      .select('r.id')
      .where('r.id', 'is not', null)
      .groupBy('r.id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('r.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const page = await signedInPage();
    const answer = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith(`/company/${company_id}/pitches`),
    );
    await page.goto(`/companies/${company_id}?tab=pitch`);
    const total = ((await (await answer).json()) as { data: unknown[] }).data.length;
    expect(total).toBeGreaterThan(5);
    const rows = page.locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(5);
    const more = page.getByTestId('company-pitches-more');
    expect(await more.textContent()).toBe(`Show ${Math.min(total - 5, 10)} more`);
    await more.click();
    await expect.poll(() => rows.count()).toBe(Math.min(total, 15));
    expect(await more.count()).toBe(total > 15 ? 1 : 0);
    await screenshot(page, 'company-pitches-more');
    await page.getByTestId('company-pitch-category').click();
    await page.locator('.ant-select-item-option').first().click();
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(5);
    await page.context().close();
  });
});
