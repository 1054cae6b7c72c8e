import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../apps/server/test/test-database.ts';
import { scaledSizes } from './dataset/sizes.ts';
import { checkTargets, toMarkdown } from './report.ts';
import { type BenchReport, runBench, type SeriesP95 } from './run-bench.ts';

/**
 * The bench harness at a tiny size, so it cannot rot: structure of the report and the exactness
 * checks only. Timing targets are the bench's business (`npm run bench`), never a test's.
 */
let db: TestDatabase;
let growthDb: TestDatabase;
let report: BenchReport;

beforeAll(async () => {
  [db, growthDb] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  report = await runBench({
    sizes: scaledSizes(500, 'vitest'),
    quick: true,
    databaseUrl: db.url,
    dataRoot: 'data/bench',
    resultsDir: 'bench/results',
    loadLimit: { amount: 60 },
    searchTerms: 40,
    growth: { sizes: scaledSizes(2_500, 'vitest-fifth'), databaseUrl: growthDb.url },
    log: () => undefined,
  });
}, 240_000);

afterAll(async () => {
  await Promise.all([db?.drop(), growthDb?.drop()]);
});

describe('bench harness (quick)', () => {
  it('loads the generated tenant with the requested sizes', () => {
    const { rowCounts } = report.dataSet.load;
    expect(rowCounts).toMatchObject({ companies: 1_000, contacts: 2_000, brands: 200, pitches: 200 });
    expect(report.dataSet.load.reused).toBe(false);
  });

  it("reads the tenant's tables and indexes into Postgres's buffers before measuring", () => {
    expect(report.dataSet.prewarm).toMatchObject({ mb: expect.any(Number) });
    expect((report.dataSet.prewarm as { mb: number }).mb).toBeGreaterThan(0);
  });

  it('measures every step through HTTP with its SQL replayed, all answers 200', () => {
    const { quickSearch, companyList, contactList, companyDetail, contactDetail } = report.steps;
    expect(quickSearch.api.count).toBe(40);
    expect(quickSearch.terms.prefix + quickSearch.terms.typo + quickSearch.terms.unaccented).toBe(40);
    // 12 and 11 filter sets × 9 pages (LIST_PAGES).
    expect(companyList.api.count).toBe(108);
    expect(contactList.api.count).toBe(99);
    for (const series of [quickSearch, companyList, contactList, companyDetail, contactDetail]) {
      expect(series.failures).toBe(0);
      expect(series.sql.count).toBe(series.api.count);
      expect(series.sql.p50).toBeGreaterThan(0);
      expect(series.ratio).toBeGreaterThan(0);
    }
  });

  it("replays each detail call's statements through the bare-framework floor, all answers 200", () => {
    for (const detail of [report.steps.companyDetail, report.steps.contactDetail]) {
      expect(detail.floor.failures).toBe(0);
      expect(detail.floor.api.count).toBe(detail.api.count);
      expect(detail.floor.sql.count).toBe(detail.api.count);
      expect(detail.floor.sql.p50).toBeGreaterThan(0);
    }
  });

  it('keeps credits exact in the burst of 100 first opens: remaining + opened = start', () => {
    const { burst } = report.steps;
    expect(burst).toMatchObject({
      size: 100,
      startCredits: 60,
      ok: 60,
      refused: 40,
      other: 0,
      opened: 60,
      remaining: 0,
    });
    expect(burst.exact).toBe(true);
  });

  it('runs autocannon against the framework floor, quick search, details and lists without errors', () => {
    const { throughput, companyList, contactList } = report.steps;
    for (const run of [...Object.values(throughput), companyList.load, contactList.load]) {
      expect(run.total).toBeGreaterThanOrEqual(60);
      expect(run.non2xx + run.errors).toBe(0);
    }
  });

  it('runs cache-cold mixed traffic: unique requests in the mix at 20 connections, then their statements through pg, 0 errors', () => {
    const mixed = report.steps.mixedTraffic;
    expect(mixed).toMatchObject({ requests: 200, connections: 20, statuses: {} });
    expect(mixed.groups).toMatchObject({
      quickSearch: { requests: 110, errors: 0 },
      list: { requests: 50, errors: 0 },
      detail: { requests: 30, errors: 0 },
      firstOpen: { requests: 10, errors: 0 },
    });
    expect(mixed.app.errors).toBe(0);
    expect(mixed.pg.errors).toBe(0);
    // Every request reached the tenant schema (the cache answered none); lists send page and count.
    for (const group of Object.values(mixed.groups))
      expect(group.statementsPerAnswer).toBeGreaterThanOrEqual(1);
    expect(mixed.groups.list.statementsPerAnswer).toBeGreaterThanOrEqual(2);
    expect(mixed.app.reqPerSec).toBeGreaterThan(0);
    expect(mixed.pg.reqPerSec).toBeGreaterThan(0);
    expect(mixed.ratio).toBeGreaterThan(0);
    const checks = checkTargets(report);
    expect(checks.find((check) => check.name === 'mixed traffic errors')?.met).toBe(true);
    expect(checks.map((check) => check.name)).toEqual(
      expect.arrayContaining(['mixed traffic @20 app ÷ pg throughput', 'mixed traffic @20 p99']),
    );
    expect(toMarkdown(report, checks)).toContain('| same statements through pg |');
  });

  it('runs quick search on a primary alone and with one streaming replica that answers its reads', () => {
    const { primaryOnly, oneReplica, replicaShare } = report.steps.replicaQuickSearch;
    for (const run of [primaryOnly, oneReplica]) {
      expect(run.total).toBeGreaterThanOrEqual(60);
      expect(run.non2xx + run.errors).toBe(0);
    }
    // Only the session lookups and the like stay on the primary.
    expect(replicaShare).toBeGreaterThan(0.5);
    const markdown = toMarkdown(report, checkTargets(report));
    expect(markdown).toContain('| quick search, primary only |');
    expect(markdown).toContain('| quick search, one streaming replica |');
  });

  it('streams a contact export of the chosen city through the real route', () => {
    const result = report.steps.exportContacts;
    expect(result.status).toBe(200);
    expect(result.rows).toBeGreaterThan(0);
    // An XLSX of that many rows is a zip of at least a few bytes per row.
    expect(result.bytes).toBeGreaterThan(result.rows * 5);
  });

  it("streams every active contact of the tenant for an administrator, more than one city's", () => {
    const result = report.steps.exportAllContacts;
    expect(result.status).toBe(200);
    expect(result.city).toBeNull();
    expect(result.rows).toBeGreaterThan(report.steps.exportContacts.rows);
    expect(result.bytes).toBeGreaterThan(result.rows * 5);
  });

  it("reads the detail calls against the floor and the lists' p99 under load (#32)", () => {
    const checks = checkTargets(report);
    for (const name of [
      'company detail API p50 ÷ floor p50',
      'contact detail API p50 ÷ floor p50',
      'company detail API p50 − SQL p50',
      'contact detail API p50 − SQL p50',
      'company list @20 p99',
      'full-tenant export, seconds',
      'full-tenant export memory growth',
    ]) {
      expect(typeof checks.find((check) => check.name === name)?.measured, name).toBe('number');
    }
    expect(checks.some((check) => check.name === 'company detail API ÷ SQL')).toBe(false);
  });

  it('runs the sequential series again on a fifth of the data, in its own database, and checks each p95 ratio (#32)', () => {
    const growth = report.growth;
    expect(growth?.small.sizes).toMatchObject({ label: 'vitest-fifth', companies: 200, contacts: 400 });
    expect(growth?.small.load.rowCounts).toMatchObject({ companies: 200, contacts: 400 });
    expect(growth?.large.p95.companyList).toBe(report.steps.companyList.api.p95);
    for (const [key, ratio] of Object.entries(growth?.ratios ?? {})) {
      const series = key as keyof SeriesP95;
      expect(growth?.small.p95[series], series).toBeGreaterThan(0);
      expect(ratio, series).toBeCloseTo(growth!.large.p95[series] / growth!.small.p95[series], 1);
    }
    const checks = checkTargets(report).filter((check) => check.name.endsWith('p95 growth'));
    expect(checks.map((check) => check.name)).toEqual([
      'quick search p95 growth',
      'company list p95 growth',
      'contact list p95 growth',
      'company detail p95 growth',
      'contact detail p95 growth',
    ]);
    expect(checks[0]?.target).toBe('≤ 1.5 × (1,000 companies ÷ 200 companies)');
    expect(toMarkdown(report, checkTargets(report))).toContain('| company list | ');
  });

  it('reports every target, the export ones as numbers, and a markdown table', () => {
    const checks = checkTargets(report);
    const exportTime = checks.find((check) => check.name === '50,000-row export, seconds');
    expect(typeof exportTime?.measured).toBe('number');
    expect(typeof checks.find((check) => check.name === 'export memory growth')?.measured).toBe('number');
    expect(checks.find((check) => check.name === 'burst credits exact')?.met).toBe(true);
    expect(checks.length).toBeGreaterThanOrEqual(20);
    const markdown = toMarkdown(report, checks);
    expect(markdown).toContain('| quick search |');
    expect(markdown).toContain('## Targets (bench/targets.ts)');
  });
});
