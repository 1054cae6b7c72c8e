import { advertiserNameKey } from '@adatlas/domain/ad-library';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { signedIn } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';
const suffix = Date.now().toString(36);
const NAMES = {
  agency: `Mediahaus ${suffix}`,
  company: `Pastificio Lume ${suffix}`,
  brand: `Lume Spaghetti ${suffix}`,
  payer: `Mediahaus Italia ${suffix} S.r.l.`,
};
let browser: Browser;
const ids = { agency: 0, company: 0, brand: 0 };

beforeAll(async () => {
  browser = await launchBrowser();
  // An agency paying three ads of another company's brand, both names resolved by the matching.
  await withDatabases(async (databases) => {
    const italy = databases.tenant('italy').db;
    const now = new Date();
    const company = (name: string, type: 'AG' | 'ADV') =>
      italy
        .insertInto('companies')
        .values({ name, type, created_at: now, modified_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    ids.agency = (await company(NAMES.agency, 'AG')).id;
    ids.company = (await company(NAMES.company, 'ADV')).id;
    ids.brand = (
      await italy
        .insertInto('brands')
        .values({ name: NAMES.brand, company_id: ids.company, created_at: now, modified_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await italy
      .insertInto('ad_library_advertisers')
      .values([
        {
          name_key: advertiserNameKey(NAMES.payer),
          name: NAMES.payer,
          company_id: ids.agency,
          status: 'auto',
        },
        {
          name_key: advertiserNameKey(NAMES.brand),
          name: NAMES.brand,
          company_id: ids.company,
          brand_id: ids.brand,
          status: 'accepted',
        },
      ])
      .execute();
    await italy
      .insertInto('ad_library_ads')
      .values(
        [
          ['2026-02-03', '2026-03-01', 120_000],
          ['2026-03-10', '2026-04-20', 80_000],
          ['2026-05-02', '2026-06-30', 40_500],
        ].map(([first, last, reach], index) => ({
          source: 'META' as const,
          ad_id: `e2e-inferred-${suffix}-${index}`,
          advertiser_id: null,
          advertiser_name: NAMES.brand,
          payer: NAMES.payer,
          beneficiary: null,
          region: 'IT',
          first_shown: String(first),
          last_shown: String(last),
          eu_total_reach: Number(reach),
          times_shown_lower: null,
          times_shown_upper: null,
          snapshot_url: null,
          raw: '{}',
          run_id: null,
        })),
      )
      .execute();
  });
});
afterAll(async () => {
  await browser?.close();
});

const EVIDENCE = ['3 ads', 'Reach 240.5 k', '03/02/2026 – 30/06/2026'];

/** Hovers the badge and answers the text of the tooltip it opens. */
async function evidenceOnHover(page: Page, badge: Locator): Promise<string> {
  await badge.hover();
  const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').getByTestId('inferred-evidence');
  await tooltip.waitFor();
  await animationsDone(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)'));
  return (await tooltip.locator(':scope > span').allTextContents()).join(' | ');
}

async function customerSees(width: number) {
  const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.pro.email, { width });
  await page.goto(`/workRelation?text=${encodeURIComponent(NAMES.brand)}`);
  const row = page
    .getByTestId('work-relations-table')
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: NAMES.brand });
  await row.waitFor();
  const badge = row.getByTestId('inferred-badge');
  expect(await badge.textContent()).toBe('Inferred from ad libraries');
  expect(await evidenceOnHover(page, badge)).toBe(EVIDENCE.join(' | '));
  await screenshot(page, `inferred-relations-work-relations-${width}`, { fullPage: false });

  // The brand opens in its modal on the company page, with the same mark on the agency.
  await row.getByRole('link', { name: NAMES.brand }).click();
  const modal = page.getByTestId('brand-modal');
  await modal.waitFor();
  const agency = modal.getByTestId('brand-agency').filter({ hasText: NAMES.agency });
  const modalBadge = agency.getByTestId('inferred-badge');
  expect(await evidenceOnHover(page, modalBadge)).toBe(EVIDENCE.join(' | '));
  await screenshot(page, `inferred-relations-brand-modal-${width}`, { fullPage: false });
  await context.close();
}

describe('inferred relations', () => {
  it('an editor confirms a proposal by keyboard; customers then see it marked, with its evidence on hover', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    await page.goto('/admin/inferred');
    await page.getByTestId('inferred-relations').waitFor();
    await page.getByTestId('inferred-recompute').click();
    const row = page.locator('[data-testid^="inferred-row-"]').filter({ hasText: NAMES.agency });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${NAMES.agency} works for ${NAMES.brand}`);
    expect(await row.getByTestId('inferred-row-evidence').textContent()).toBe(EVIDENCE.join(' · '));
    // The media category is preselected: one key confirms.
    expect(await row.getByTestId('inferred-category').textContent()).toContain('Media');
    await screenshot(page, 'inferred-relations-admin-1280');
    await row.click({ position: { x: 8, y: 8 } });
    expect(await row.getAttribute('data-focused')).toBe('true');
    const decided = page.waitForResponse((response) => response.url().endsWith('/decision'));
    await page.keyboard.press('c');
    expect((await decided).status()).toBe(200);
    await row.waitFor({ state: 'detached' });

    await page.getByText('Confirmed', { exact: true }).click();
    const confirmed = page.locator('[data-testid^="inferred-row-"]').filter({ hasText: NAMES.agency });
    await confirmed.waitFor();
    expect(await confirmed.textContent()).toContain('by admin@adatlas.test');
    await context.close();

    await customerSees(1280);
    await customerSees(375);
  });
});
