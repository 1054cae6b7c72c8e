import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantDatabase } from '../apps/server/src/platform/database/schema.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function inTenant<T>(
  tenant: 'italy' | 'france',
  read: (db: Kysely<TenantDatabase>) => Promise<T>,
): Promise<T> {
  return withDatabases((databases) => read(databases.tenant(tenant).db));
}

const HEADER =
  'advertiser_id,creative_id,advertiser_disclosed_name,advertiser_legal_name,region_code,first_shown,last_shown,times_shown_lower_bound,times_shown_upper_bound';

/** A creative-stats export of `lines` Italian lines (big enough for the server to take a few seconds). */
function export_(lines: number, stamp: string, bad: Record<number, string> = {}): string {
  const out = [HEADER];
  for (let i = 1; i <= lines; i++) {
    out.push(
      bad[i] ??
        `AR${9000 + (i % 40)},CR-${stamp}-${i},Marca ${i % 40},"Marca ${i % 40} S.r.l., Milano",IT,2025-03-01,2025-09-30,${i},${i + 500}`,
    );
  }
  return `${out.join('\n')}\n`;
}

describe('back office › ad libraries', () => {
  it('uploads a Google export with its progress, lists the run, refuses a file with bad lines line by line', async () => {
    const stamp = Date.now().toString(36);
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(context, 'en');
    await logIn(page, 'admin@adatlas.test');
    await page.getByTestId('welcome').waitFor();
    await page.goto('/admin/adlibraries');
    await page.getByTestId('ad-libraries-panel').waitFor();
    await page.getByText('Google Ads Transparency', { exact: true }).first().waitFor();

    const lines = 60_000;
    await page.getByTestId('google-import-input').setInputFiles({
      name: `creative-stats-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(export_(lines, stamp), 'utf8'),
    });
    // While the file goes up: the bar, and the rows the server has read so far.
    const progress = page.getByTestId('google-import-progress');
    await progress.waitFor();
    await expect
      .poll(
        async () => Number((await page.getByTestId('google-import-rows').textContent())?.replace(/\D/g, '')),
        {
          timeout: 60_000,
          interval: 200,
        },
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'ad-library-google-progress');
    await page.getByTestId('google-import-done').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('google-import-done').textContent()).toContain(
      `creative-stats-${stamp}.csv: 60,000 ads loaded from 60000 lines.`,
    );
    const run = await inTenant('italy', (db) =>
      db
        .selectFrom('ad_library_runs')
        .select(['id', 'status', 'ads'])
        .where('file_name', '=', `creative-stats-${stamp}.csv`)
        .executeTakeFirstOrThrow(),
    );
    expect(run).toMatchObject({ status: 'done', ads: lines });
    const row = page.getByTestId(`ad-library-run-${run.id}`);
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['Done', '—', '60,000', '0']),
    );
    await screenshot(page, 'ad-library-runs-1280');

    // A file with two bad lines loads nothing, and its report names them.
    const before = await inTenant('italy', (db) =>
      db
        .selectFrom('ad_library_ads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    );
    await page.getByTestId('google-import-input').setInputFiles({
      name: `bad-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(
        export_(30, `${stamp}b`, {
          4: `AR1,CR-${stamp}-x,Marca,Marca S.r.l.,IT,2025-13-01,,,`,
          20: `AR1,,Marca,Marca S.r.l.,IT,2025-03-01,,,`,
        }),
        'utf8',
      ),
    });
    const refused = page.getByTestId('google-import-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('Nothing was loaded: the file has 2 bad lines.');
    await refused.getByRole('button', { name: 'See the lines' }).click();
    const report = page.getByTestId('run-problems');
    await report.waitFor();
    const problems = await report.locator('.ant-list-item').allTextContents();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('Line 5:');
    expect(problems[0]).toContain('first_shown');
    expect(problems[1]).toContain('Line 21:');
    expect(problems[1]).toContain('creative_id is empty');
    await screenshot(page, 'ad-library-report-1280', { fullPage: false });
    const after = await inTenant('italy', (db) =>
      db
        .selectFrom('ad_library_ads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    );
    expect(Number(after.n)).toBe(Number(before.n));
    await context.close();
  }, 240_000);

  it('runs a Meta ingestion now for a chosen country and shows its pages and ads, on a phone too', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    await useLanguage(context, 'en');
    await logIn(page, 'admin@adatlas.test');
    await page.getByTestId('welcome').waitFor();
    await page.goto('/admin/adlibraries');
    await page.getByTestId('ad-libraries-panel').waitFor();
    await page.getByTestId('ad-library-country').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'France' }).click();
    const start = page.getByTestId('meta-run-now');
    expect(await start.textContent()).toBe('Run Meta ingestion now (France)');
    await start.click();
    const run = await (async () => {
      for (;;) {
        const found = await inTenant('france', (db) =>
          db
            .selectFrom('ad_library_runs')
            .select(['id', 'status', 'pages', 'ads'])
            .where('source', '=', 'META')
            .orderBy('id', 'desc')
            .executeTakeFirst(),
        );
        if (found?.status === 'done') return found;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    expect(run).toMatchObject({ pages: 3, ads: 23 });
    const row = page.getByTestId(`ad-library-run-${run.id}`);
    await expect
      .poll(() => row.locator('[data-testid="run-status"]').textContent(), { timeout: 10_000 })
      .toBe('Done');
    expect(await row.locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['Meta Ad Library', '3', '23']),
    );
    // The phone's page does not scroll sideways: the table scrolls inside its frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'ad-library-meta-375');
    await context.close();
  }, 120_000);
});
