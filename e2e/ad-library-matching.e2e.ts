import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { signedIn } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';
const suffix = Date.now().toString(36);
const NAMES = {
  company: `Cantina Velluto ${suffix} S.p.A.`,
  brand: `Velluto Rosso ${suffix}`,
  payer: `Cantina Velluto ${suffix} SpA`,
  toAccept: `Rosso Velluto Enoteca ${suffix}`,
  toReject: `Trattoria Generica ${suffix}`,
  toPick: `Vini Pregiati Store ${suffix}`,
};
let browser: Browser;
const ids = { company: 0, brand: 0 };

const advertiserStatus = (name: string) =>
  withDatabases(async (databases) => {
    const row = await databases
      .tenant('italy')
      .db.selectFrom('ad_library_advertisers')
      .select(['status', 'brand_id'])
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? { status: row.status, brandId: row.brand_id === null ? null : Number(row.brand_id) } : null;
  });

beforeAll(async () => {
  browser = await launchBrowser();
  await withDatabases(async (databases) => {
    const italy = databases.tenant('italy').db;
    const now = new Date();
    ids.company = (
      await italy
        .insertInto('companies')
        .values({ name: NAMES.company, type: 'ADV', created_at: now, modified_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.brand = (
      await italy
        .insertInto('brands')
        .values({ name: NAMES.brand, company_id: ids.company, created_at: now, modified_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const ad = (n: number, advertiser: string, payer: string | null, beneficiary: string | null) => ({
      source: 'META' as const,
      ad_id: `e2e-matching-${suffix}-${n}`,
      advertiser_id: `page-${suffix}-${n < 2 ? 0 : n}`,
      advertiser_name: advertiser,
      payer,
      beneficiary,
      region: 'IT',
      first_shown: '2026-03-01',
      last_shown: '2026-03-20',
      eu_total_reach: 50_000,
      times_shown_lower: null,
      times_shown_upper: null,
      snapshot_url: null,
      raw: '{}',
      run_id: null,
    });
    await italy
      .insertInto('ad_library_ads')
      .values([
        ad(0, NAMES.brand, NAMES.payer, NAMES.brand),
        ad(1, NAMES.brand, NAMES.payer, NAMES.brand),
        ad(2, NAMES.toAccept, null, null),
        ad(3, NAMES.toReject, null, null),
        ad(4, NAMES.toPick, null, null),
      ])
      .execute();
  });
});
afterAll(async () => {
  await browser?.close();
});

/** Moves the keyboard with j until `row` is the focused one (other files may have queued names too). */
async function focusByKeyboard(page: Page, row: Locator) {
  for (let i = 0; i < 60; i++) {
    if ((await row.getAttribute('data-focused')) === 'true') return;
    await page.keyboard.press(i < 30 ? 'j' : 'k');
  }
  throw new Error('the row never took the keyboard focus');
}

const rowOf = (page: Page, name: string) =>
  page.locator('[data-testid^="advertiser-row-"]').filter({ hasText: name });

describe('advertiser matching', () => {
  it('links clear names itself; an editor accepts, rejects and picks the rest by keyboard', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    await page.goto('/admin/advertisers');
    await page.getByTestId('advertiser-matching').waitFor();
    const resolved = page.waitForResponse((response) => response.url().endsWith('/advertisers/resolve'));
    await page.getByTestId('advertiser-resolve').click();
    expect((await resolved).status()).toBe(200);
    expect(await advertiserStatus(NAMES.brand)).toEqual({ status: 'auto', brandId: ids.brand });

    const toAccept = rowOf(page, NAMES.toAccept);
    await toAccept.waitFor();
    expect(await toAccept.getByTestId('advertiser-proposal').innerText()).toContain(NAMES.brand);
    expect(await toAccept.innerText()).toMatch(/Score \d+%/);
    expect(await page.getByTestId('advertiser-keys-help').innerText()).toContain('a accept');
    await screenshot(page, 'ad-library-matching-queue-1280', { fullPage: false });

    // Accept with "a" on the row the keys moved to: it leaves the queue.
    await focusByKeyboard(page, toAccept);
    let decided = page.waitForResponse((response) => response.url().endsWith('/decision'));
    await page.keyboard.press('a');
    expect((await decided).status()).toBe(200);
    await toAccept.waitFor({ state: 'detached' });
    expect(await advertiserStatus(NAMES.toAccept)).toEqual({ status: 'accepted', brandId: ids.brand });

    const toReject = rowOf(page, NAMES.toReject);
    await focusByKeyboard(page, toReject);
    decided = page.waitForResponse((response) => response.url().endsWith('/decision'));
    await page.keyboard.press('r');
    expect((await decided).status()).toBe(200);
    await toReject.waitFor({ state: 'detached' });
    expect((await advertiserStatus(NAMES.toReject))?.status).toBe('rejected');

    // "p" opens the search; the brand found is picked with Enter.
    const toPick = rowOf(page, NAMES.toPick);
    await focusByKeyboard(page, toPick);
    await page.keyboard.press('p');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await animationsDone(dialog);
    await page.keyboard.type(NAMES.brand);
    await page.locator('.ant-select-item-option').filter({ hasText: NAMES.brand }).first().waitFor();
    decided = page.waitForResponse((response) => response.url().endsWith('/decision'));
    await page.keyboard.press('Enter');
    expect((await decided).status()).toBe(200);
    await toPick.waitFor({ state: 'detached' });
    expect(await advertiserStatus(NAMES.toPick)).toEqual({ status: 'picked', brandId: ids.brand });

    // Decided names stay decided: another run does not bring them back.
    await page.getByTestId('advertiser-resolve').click();
    await page.getByText('Picked', { exact: true }).click();
    await rowOf(page, NAMES.toPick).waitFor();
    await context.close();

    const phone = await signedIn(browser, ADMIN_EMAIL, { width: 375 });
    await phone.page.goto('/admin/advertisers');
    await phone.page.getByTestId('advertiser-matching').waitFor();
    await phone.page.getByText('Linked automatically', { exact: true }).click();
    await rowOf(phone.page, NAMES.brand).waitFor();
    await screenshot(phone.page, 'ad-library-matching-queue-375', { fullPage: false });
    await phone.context.close();
  });

  it('shows the ingested rows on the brand-advertisers page with the number of ads behind them', async () => {
    for (const width of [1280, 375]) {
      const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.pro.email, { width });
      await page.goto(`/brandAdvertisers?company=${ids.company}:${encodeURIComponent(NAMES.company)}`);
      const rows = page.getByTestId('brand-advertisers-table').locator('tbody tr.ant-table-row');
      const paid = rows.filter({ hasText: NAMES.payer });
      await paid.waitFor();
      // The page's two ads under their payer and beneficiary; the accepted and picked names' two
      // ads, which name neither, in a row of their own.
      expect(await rows.count()).toBe(2);
      const ads = paid.locator('[data-testid^="ingested-ads-"]');
      expect(await ads.innerText()).toBe('Ad libraries2');
      await ads.scrollIntoViewIfNeeded();
      await ads.hover();
      const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)');
      await tooltip.waitFor();
      expect(await tooltip.innerText()).toBe(
        '2 ads read from the public ad libraries and matched to this brand',
      );
      // The whole page: on a phone the table is below the filters.
      await screenshot(page, `ad-library-matching-brand-advertisers-${width}`, { fullPage: width < 400 });
      await context.close();
    }
  });
});
