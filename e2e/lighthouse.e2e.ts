import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { type LighthouseMeasure, launchLighthouseBrowser, measurePage } from './support/lighthouse.ts';
import { logIn } from './support/session.ts';

/**
 * Issue #32's Lighthouse row: the mobile preset (simulated slow 4G, 4× CPU slowdown) on the
 * production build the suite serves, for the login page, Home and a company page signed in.
 * Each page is measured LIGHTHOUSE_RUNS times (1 in the suite, to keep the file short; 3 to see
 * the spread) and the median run is held to its budget, so a page that gets heavier or shifts
 * fails here. Measured numbers and why the pages miss the issue's targets: docs/performance.md,
 * "Lighthouse".
 */
interface Budget {
  minScore: number;
  maxLcpMs: number;
  maxCls: number;
  maxTbtMs: number;
}
/** What issue #32 asks of every page. */
const TARGET: Budget = { minScore: 90, maxLcpMs: 2_500, maxCls: 0.05, maxTbtMs: 200 };
/**
 * What each page is held to today: the target where the page meets it, otherwise what it
 * reached in 6 runs on the loaded 2-core machine (2026-11-27, load average 7–11) with a margin.
 * Total blocking time (and with it LCP and the score) follows the host's load, so those margins
 * are wide; CLS does not, so its margin is small. Tighten a budget when a page gets better, up to
 * the target; never loosen one without saying why in docs/performance.md.
 */
const BUDGETS: Record<'login' | 'home' | 'company', Budget> = {
  // Measured: score 48–63, LCP 6.48–7.39 s, CLS 0, TBT 156–561 ms.
  login: { minScore: 40, maxLcpMs: 8_500, maxCls: TARGET.maxCls, maxTbtMs: 1_000 },
  // Measured: score 24–35, LCP 6.92–8.94 s, CLS 0.095–0.141, TBT 1.02–4.75 s.
  home: { minScore: 18, maxLcpMs: 10_500, maxCls: 0.16, maxTbtMs: 6_000 },
  // Measured: score 29–40, LCP 5.52–8.46 s, CLS 0.097 (every run), TBT 0.91–2.45 s.
  company: { minScore: 22, maxLcpMs: 10_000, maxCls: 0.12, maxTbtMs: 4_000 },
};
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? '1');
/** One Lighthouse run takes 10–25 s on the loaded 2-core machine. */
const TIMEOUT_MS = 45_000 * RUNS;
/** Each run's full report (JSON), a test artifact like the screenshots. */
const REPORT_DIR = fileURLToPath(new URL('../test-results/lighthouse', import.meta.url));

describe('Lighthouse, mobile preset, performance', () => {
  let browser: Awaited<ReturnType<typeof launchLighthouseBrowser>>;
  let companyId: number;
  beforeAll(async () => {
    browser = await launchLighthouseBrowser();
    companyId = await withDatabases(async (databases) => {
      const company = await databases
        .tenant('italy')
        .db.selectFrom('companies')
        .select('id')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      return company.id;
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function measured(path: string, keepStorage: boolean): Promise<LighthouseMeasure> {
    const runs: LighthouseMeasure[] = [];
    for (let i = 0; i < RUNS; i++) {
      const reportFile = `${REPORT_DIR}/${path.replace(/\W+/g, '_')}-${i + 1}.json`;
      runs.push(await measurePage(browser, `${baseUrl()}${path}`, { keepStorage, reportFile }));
    }
    for (const run of runs)
      console.log(
        `lighthouse ${path} (host benchmark index ${Math.round(run.benchmarkIndex)}): score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms; LCP element ${run.lcpElement}; opportunities: ${run.opportunities.join(', ') || 'none'}`,
      );
    // The median run by score (its own metrics, not a mix of runs).
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseMeasure;
    const missed = [
      median.score < TARGET.minScore && `score ${median.score} < ${TARGET.minScore}`,
      median.lcpMs > TARGET.maxLcpMs && `LCP ${Math.round(median.lcpMs)} > ${TARGET.maxLcpMs} ms`,
      median.cls > TARGET.maxCls && `CLS ${median.cls.toFixed(3)} > ${TARGET.maxCls}`,
      median.tbtMs > TARGET.maxTbtMs && `TBT ${Math.round(median.tbtMs)} > ${TARGET.maxTbtMs} ms`,
    ].filter(Boolean);
    console.log(
      `lighthouse ${path}: issue #32 targets ${missed.length ? `missed: ${missed.join(', ')}` : 'met'}`,
    );
    return median;
  }

  function expectWithinBudget(run: LighthouseMeasure, budget: Budget): void {
    expect.soft(run.score, 'performance score').toBeGreaterThanOrEqual(budget.minScore);
    expect.soft(run.lcpMs, 'largest contentful paint, ms').toBeLessThanOrEqual(budget.maxLcpMs);
    expect.soft(run.cls, 'cumulative layout shift').toBeLessThanOrEqual(budget.maxCls);
    expect.soft(run.tbtMs, 'total blocking time, ms').toBeLessThanOrEqual(budget.maxTbtMs);
  }

  // Signed out first: Lighthouse clears the origin's storage before this run, as for a first visit.
  it('the login page', { timeout: TIMEOUT_MS }, async () => {
    expectWithinBudget(await measured('/login', false), BUDGETS.login);
  });

  describe('signed in (the session stays in the profile between runs)', () => {
    beforeAll(async () => {
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      await page.goto(`${baseUrl()}/login`);
      await logIn(page, DEMO_ACCOUNTS.pro.email);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('welcome').waitFor();
      // Nothing of the app keeps running beside the measured tab.
      await page.goto('about:blank');
    });

    it('Home', { timeout: TIMEOUT_MS }, async () => {
      expectWithinBudget(await measured('/', true), BUDGETS.home);
    });

    it('a company page', { timeout: TIMEOUT_MS }, async () => {
      expectWithinBudget(await measured(`/companies/${companyId}`, true), BUDGETS.company);
    });
  });
});
