import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeMetaAdlibServer,
  generateArchivedAds,
  META_ADLIB_TEST_TOKEN,
  startMetaAdlibServer,
} from '../../../test/meta-adlib-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { MetaAdlibSettings } from './meta-adlib.client.ts';
import { createMetaIngestion } from './meta-ingestion.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

let db: TestDatabase;
let graph: FakeMetaAdlibServer;

beforeAll(async () => {
  db = await createTestDatabase();
  graph = await startMetaAdlibServer();
});
afterAll(async () => {
  await graph.close();
  await db.drop();
});

const italy = () => db.databases.tenant('italy').db;
afterEach(async () => {
  await italy().deleteFrom('ad_library_ads').execute();
  await italy().deleteFrom('ad_library_runs').execute();
  graph.calls.length = 0;
  graph.token = META_ADLIB_TEST_TOKEN;
  graph.rateLimitNext = 0;
  graph.breakNext = { count: 0, how: 'cut' };
});

const settings = (overrides: Partial<MetaAdlibSettings> = {}): MetaAdlibSettings => ({
  baseUrl: graph.url,
  token: META_ADLIB_TEST_TOKEN,
  timeoutMs: 5_000,
  maxRetries: 3,
  retryBaseMs: 5,
  maxWaitMs: 50,
  pageSize: 10,
  searchTerms: null,
  pageIds: [],
  ...overrides,
});

const ingestion = (overrides: Partial<MetaAdlibSettings> = {}) =>
  createMetaIngestion({ databases: db.databases, settings: settings(overrides) });

const stagedAds = () => italy().selectFrom('ad_library_ads').selectAll().orderBy('ad_id').execute();
const runs = () => italy().selectFrom('ad_library_runs').selectAll().orderBy('id').execute();

describe('Meta Ad Library ingestion', () => {
  it('reads every page through the cursors into the staging table, with the DSA payer and beneficiary', async () => {
    graph.ads = generateArchivedAds(25);
    const result = await ingestion().run('italy', { startedBy: null });
    expect(result).toMatchObject({ outcome: 'done' });
    const [run] = await runs();
    expect(run).toMatchObject({ source: 'META', status: 'done', region: 'IT', pages: 3, ads: 25, errors: 0 });
    expect(run?.max_delivery_start).toBe('2026-01-25');
    const ads = await stagedAds();
    expect(ads).toHaveLength(25);
    expect(ads[0]).toMatchObject({
      source: 'META',
      ad_id: '1200000001',
      advertiser_id: '100',
      advertiser_name: 'Brand 0',
      payer: 'Agency 0 S.r.l.',
      beneficiary: 'Brand 0 S.p.A.',
      region: 'IT',
      first_shown: '2026-01-01',
      last_shown: '2026-01-21',
      eu_total_reach: 1000,
      run_id: run?.id,
    });
    // The token Meta puts in snapshot URLs is not kept.
    expect(JSON.stringify(ads)).not.toContain(META_ADLIB_TEST_TOKEN);
    // What was asked: the country, every ad type of the EU, the fields, then the cursors.
    expect(graph.calls[0]?.query).toMatchObject({
      ad_reached_countries: '["IT"]',
      ad_type: 'ALL',
      fields:
        'id,page_id,page_name,bylines,beneficiary_payers,eu_total_reach,ad_delivery_start_time,ad_delivery_stop_time,ad_snapshot_url,ad_creative_link_captions',
    });
    expect(graph.calls[0]?.query.after).toBeUndefined();
    expect(graph.calls.slice(1).every((call) => call.query.after)).toBe(true);
  });

  it('reads incrementally from the last done run, and a rerun duplicates nothing', async () => {
    graph.ads = generateArchivedAds(12);
    await ingestion().run('italy');
    graph.ads = generateArchivedAds(16);
    graph.calls.length = 0;
    const second = await ingestion().run('italy');
    expect(second).toMatchObject({ outcome: 'done' });
    expect(graph.calls[0]?.query.ad_delivery_date_min).toBe('2026-01-12');
    const [, run] = await runs();
    // Ads 12..16 delivered on or after the 12th: the 12th again (upserted) and four new ones.
    expect(run).toMatchObject({ since: '2026-01-12', ads: 5, max_delivery_start: '2026-01-16' });
    expect(await stagedAds()).toHaveLength(16);
  });

  it('waits out a 613 rate limit and a truncated page, then goes on', async () => {
    graph.ads = generateArchivedAds(15);
    graph.rateLimitNext = 2;
    const first = await ingestion().run('italy');
    expect(first).toMatchObject({ outcome: 'done' });
    expect(graph.calls.filter((call) => call.status === 400)).toHaveLength(2);
    graph.breakNext = { count: 1, how: 'cut' };
    expect(await ingestion().run('italy')).toMatchObject({ outcome: 'done' });
    graph.breakNext = { count: 1, how: 'malformed' };
    expect(await ingestion().run('italy')).toMatchObject({ outcome: 'done' });
    expect(await stagedAds()).toHaveLength(15);
  });

  it('fails the run clearly on a refused token, and when rate limits outlast the retries', async () => {
    graph.ads = generateArchivedAds(5);
    graph.token = 'another-token';
    const refused = await ingestion().run('italy');
    expect(refused).toMatchObject({ outcome: 'failed' });
    const [tokenRun] = await runs();
    expect(tokenRun?.status).toBe('failed');
    expect(tokenRun?.message).toContain('META_ADLIB_TOKEN');
    expect(tokenRun?.message).toContain('code 190');
    expect(tokenRun?.error_report).toEqual([{ page: 1, message: tokenRun?.message }]);
    // A refused token is not retried.
    expect(graph.calls).toHaveLength(1);

    graph.token = META_ADLIB_TEST_TOKEN;
    graph.rateLimitNext = 10;
    expect(await ingestion({ maxRetries: 2 }).run('italy')).toMatchObject({ outcome: 'failed' });
    const [, limited] = await runs();
    expect(limited?.message).toContain('(#613)');
    expect(await stagedAds()).toHaveLength(0);
  });

  it('is off without a token, and one run per country at a time', async () => {
    expect(await createMetaIngestion({ databases: db.databases, settings: null }).run('italy')).toEqual({
      outcome: 'disabled',
    });
    graph.ads = generateArchivedAds(30);
    graph.holdCall = 2;
    const first = ingestion().run('italy');
    await expect.poll(() => graph.calls.length).toBe(1);
    expect(await ingestion().run('italy')).toEqual({ outcome: 'busy' });
    graph.release();
    expect(await first).toMatchObject({ outcome: 'done' });
    graph.holdCall = null;
  });

  it('resumes a run whose process died at its last committed page, without duplicates', async () => {
    graph.ads = generateArchivedAds(45);
    // The worker process commits pages 1 and 2, then hangs on page 3 and is killed.
    graph.holdCall = 3;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/ad-library-meta.ts', 'italy'],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: db.url,
          META_ADLIB_TOKEN: META_ADLIB_TEST_TOKEN,
          META_ADLIB_API_URL: graph.url,
          META_ADLIB_PAGE_SIZE: '10',
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await expect.poll(async () => (await runs())[0]?.pages, { timeout: 30_000, interval: 100 }).toBe(2);
    await expect.poll(() => graph.calls.length, { timeout: 5_000 }).toBe(2);
    child.kill('SIGKILL');
    await exited;
    graph.holdCall = null;
    const [crashed] = await runs();
    expect(crashed).toMatchObject({ status: 'running', pages: 2, ads: 20 });
    expect(crashed?.cursor).toBeTruthy();

    // The killed process's session, and the country's advisory lock with it, ends when the
    // database notices the closed socket: a moment after the process, later on a loaded machine.
    await expect
      .poll(
        async () =>
          (
            await sql<{ held: number }>`
              SELECT count(*)::int AS held FROM pg_locks
              WHERE locktype = 'advisory'
                AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(
              italy(),
            )
          ).rows[0]?.held,
        { timeout: 15_000, interval: 100 },
      )
      .toBe(0);
    const calls = graph.calls.length;
    const resumed = await ingestion().run('italy');
    expect(resumed).toMatchObject({ outcome: 'done', runId: crashed?.id });
    // The first call of the resumed run asks for the page after the last committed one.
    expect(graph.calls[calls]?.query.after).toBe(crashed?.cursor);
    const all = await runs();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: 'done', pages: 5, ads: 45 });
    expect(await stagedAds()).toHaveLength(45);
  });
});
