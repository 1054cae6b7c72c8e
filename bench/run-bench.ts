import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createDatabases } from '../apps/server/src/platform/database/databases.ts';
import { TENANT_DATA_CHANNEL } from '../apps/server/src/platform/database/tenant-data-cache.ts';
import type { BenchOptions } from './bench-options.ts';
import { describePrewarm, openBenchDatabase, prewarmSchema } from './dataset/bench-database.ts';
import { addBenchComments, createBenchUser } from './dataset/bench-users.ts';
import { loadBenchTenant } from './dataset/load-bench-tenant.ts';
import { FULL_SIZES } from './dataset/sizes.ts';
import { measureAdvertiserMatching } from './measure/advertiser-matching.ts';
import { measureContactExport, measureFullExport } from './measure/export-step.ts';
import { createHttpClient } from './measure/http-client.ts';
import { measureInferredRelations } from './measure/inferred-relations.ts';
import { type LoadRequest, loadRun } from './measure/load-run.ts';
import { drawMixedVocabulary, measureMixedTraffic } from './measure/mixed-traffic.ts';
import { groupCounts, mixedWorkload } from './measure/mixed-workload.ts';
import { measureReplicaQuickSearch, replicaDataSet } from './measure/replica-throughput.ts';
import type { SeriesResult } from './measure/series.ts';
import { createSqlCapture } from './measure/sql-capture.ts';
import {
  measureBurst,
  measureCompanyList,
  measureContactList,
  measureDetail,
  measureQuickSearch,
  sampleIds,
} from './measure/steps.ts';
import { measureWebBundle } from './measure/web-bundle.ts';
import { TARGETS } from './targets.ts';

const SCHEMA = 'tenant_it';

export type BenchReport = Awaited<ReturnType<typeof runBench>>;

function machine() {
  const [one, five] = os.loadavg();
  return {
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverage: { one: Math.round(one! * 100) / 100, five: Math.round(five! * 100) / 100 },
  };
}

/** The real app on a free port over the bench data set, with what every step needs to time it. */
async function openBenchApp(options: BenchOptions) {
  const { log, sizes } = options;
  const database = await openBenchDatabase({
    url: options.databaseUrl,
    dataRoot: options.dataRoot,
    label: sizes.label,
    log,
  });
  const databases = createDatabases({ url: database.url, poolSize: 20 });
  const capture = createSqlCapture(SCHEMA);
  const raw = new pg.Client({ connectionString: database.url });
  const closeDatabase = async () => {
    capture.restore();
    await raw.end().catch(() => undefined);
    await databases.close();
    await database.stop();
  };
  try {
    await databases.migrate();
    log(`loading the bench data set "${sizes.label}" …`);
    const load = await loadBenchTenant(databases.tenant('italy'), sizes, log);
    await raw.connect();
    const prewarm = await prewarmSchema(raw, SCHEMA);
    log(`  ${describePrewarm(prewarm)}`);
    const config = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY: 'bench-secret-key-0123456789',
      METRICS_TOKEN: 'bench-metrics-token-0123456789',
      DATABASE_URL: database.url,
    });
    const app = await buildApp({ config, databases });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const user = await createBenchUser(databases);
      await addBenchComments(databases, user);
      const http = createHttpClient(baseUrl, user.headers);
      const ctx = {
        capture,
        raw,
        // What any write to the tenant's tables does: every process drops that tenant's entries.
        async forgetCache() {
          await raw.query('SELECT pg_notify($1, $2)', [TENANT_DATA_CHANNEL, SCHEMA]);
          await new Promise((resolve) => setTimeout(resolve, 100));
        },
      };
      // Counts the tenant statements a load run still sends: the rest was answered from the cache.
      const run = async (requests: LoadRequest[], connections: number) => {
        const { result, statements } = await capture.during(() =>
          loadRun(baseUrl, user.headers, requests, connections, options.loadLimit),
        );
        return { ...result, databaseStatements: statements.length };
      };
      return {
        database,
        databases,
        raw,
        capture,
        app,
        baseUrl,
        user,
        http,
        ctx,
        run,
        load,
        prewarm,
        async close() {
          http.close();
          await app.close();
          await closeDatabase();
        },
      };
    } catch (error) {
      await app.close();
      throw error;
    }
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}

type BenchApp = Awaited<ReturnType<typeof openBenchApp>>;

/**
 * Steps 1–4, the sequential series (quick search, both lists, both details): the main run's and,
 * on a fifth of the data, the growth run's. Answers the ids it drew, which later steps go on with.
 */
async function measureSeriesSteps(bench: BenchApp, options: BenchOptions) {
  const { log } = options;
  const { ctx, http, raw, run, database } = bench;
  log(`1/8 quick search: ${options.searchTerms} terms …`);
  const quick = await measureQuickSearch(ctx, http, SCHEMA, options.searchTerms);
  log('2/8 company list …');
  const companyList = await measureCompanyList(ctx, http, SCHEMA, (r) => run(r, TARGETS.list.connections));
  log('3/8 contact list …');
  const contactList = await measureContactList(ctx, http, SCHEMA, (r) => run(r, TARGETS.list.connections));
  log('4/8 company and contact detail …');
  const detailCount = options.quick ? 50 : 300;
  const burstWarmCount = 3 * TARGETS.burst.size;
  const companyIds = await sampleIds(
    raw,
    SCHEMA,
    'companies',
    detailCount + TARGETS.burst.size + burstWarmCount,
  );
  const contactIds = await sampleIds(raw, SCHEMA, 'contacts', detailCount);
  const companyDetail = await measureDetail(
    ctx,
    http,
    'company',
    companyIds.slice(0, detailCount),
    database.url,
  );
  const contactDetail = await measureDetail(ctx, http, 'contact', contactIds, database.url);
  return {
    quick,
    companyList,
    contactList,
    companyDetail,
    contactDetail,
    detailCount,
    companyIds,
    contactIds,
  };
}

type SeriesName = 'quickSearch' | 'companyList' | 'contactList' | 'companyDetail' | 'contactDetail';

/** The p95 of each sequential series, the figure the growth check compares across data sizes. */
function seriesP95(steps: Record<SeriesName, SeriesResult>): Record<SeriesName, number> {
  return {
    quickSearch: steps.quickSearch.api.p95,
    companyList: steps.companyList.api.p95,
    contactList: steps.contactList.api.p95,
    companyDetail: steps.companyDetail.api.p95,
    contactDetail: steps.contactDetail.api.p95,
  };
}

export type SeriesP95 = Record<SeriesName, number>;

/**
 * Growth (#32): the same sequential series on `options.growth.sizes` (a fifth of the data), in a
 * database of its own, once the main run has stopped its app and cluster.
 */
async function measureGrowthBase(options: BenchOptions, growth: NonNullable<BenchOptions['growth']>) {
  const small: BenchOptions = { ...options, sizes: growth.sizes, databaseUrl: growth.databaseUrl };
  options.log(`growth: the sequential series again on "${growth.sizes.label}" …`);
  const bench = await openBenchApp(small);
  try {
    const steps = await measureSeriesSteps(bench, { ...small, log: () => undefined });
    return {
      sizes: growth.sizes,
      load: bench.load,
      p95: seriesP95({ ...steps, quickSearch: steps.quick.result }),
    };
  } finally {
    await bench.close();
  }
}

/** Each series' p95 on the full data ÷ its p95 on the smaller data, two decimals. */
export function growthRatios(large: SeriesP95, small: SeriesP95): SeriesP95 {
  const ratio = (key: keyof SeriesP95) => Math.round((large[key] / small[key]) * 100) / 100;
  return {
    quickSearch: ratio('quickSearch'),
    companyList: ratio('companyList'),
    contactList: ratio('contactList'),
    companyDetail: ratio('companyDetail'),
    contactDetail: ratio('contactDetail'),
  };
}

/**
 * The whole bench: load (or reuse) the data set, start the real app on a free port, then the
 * measured steps, each timing the API over HTTP and the same SQL straight through pg; then, when
 * asked, the growth run on a fifth of the data.
 */
export async function runBench(options: BenchOptions) {
  const main = await runMainBench(options);
  if (!options.growth) return { ...main, growth: null };
  const base = await measureGrowthBase(options, options.growth);
  const large = seriesP95(main.steps);
  return {
    ...main,
    growth: {
      small: base,
      large: { sizes: options.sizes, p95: large },
      ratios: growthRatios(large, base.p95),
    },
  };
}

async function runMainBench(options: BenchOptions) {
  const { log, sizes } = options;
  const startedAt = new Date();
  const bench = await openBenchApp(options);
  const { databases, raw, app, baseUrl, user, http, run, database, capture, ctx } = bench;
  try {
    const {
      quick,
      companyList,
      contactList,
      companyDetail,
      contactDetail,
      detailCount,
      companyIds,
      contactIds,
    } = await measureSeriesSteps(bench, options);
    log('5/8 burst of first opens with credits …');
    const startCredits = 60;
    const metered = await createBenchUser(databases, startCredits);
    const burstHttp = createHttpClient(baseUrl, metered.headers, TARGETS.burst.size);
    const warmHttp = createHttpClient(baseUrl, user.headers, TARGETS.burst.size);
    const burstIds = companyIds.slice(detailCount, detailCount + TARGETS.burst.size);
    const burst = await measureBurst(
      burstHttp,
      { http: warmHttp, ids: companyIds.slice(detailCount + TARGETS.burst.size) },
      raw,
      metered.id,
      burstIds,
      startCredits,
    );
    burstHttp.close();
    warmHttp.close();
    log('6/8 contact export …');
    // An administrator exports without an allowance check: the step times the stream itself.
    const exporter = await createBenchUser(databases, undefined, 'ADMIN');
    const exportContacts = await measureContactExport(
      raw,
      SCHEMA,
      baseUrl,
      exporter.headers,
      sizes.contacts / FULL_SIZES.contacts,
    );
    const exportAllContacts = await measureFullExport(raw, SCHEMA, baseUrl, exporter.headers);
    log('7/8 HTTP throughput with autocannon …');
    const detailRequests = (kind: string, ids: number[]) =>
      ids.map((id): LoadRequest => ({ method: 'GET', path: `/api/v1/frontend/${kind}/${id}` }));
    const throughput = {
      healthz: await run([{ method: 'GET', path: '/healthz' }], TARGETS.quickSearchHttp.connections),
      quickSearch: await run(quick.loadRequests, TARGETS.quickSearchHttp.connections),
      companyDetail: await run(
        detailRequests('company', companyIds.slice(0, detailCount)),
        TARGETS.detail.connections,
      ),
      contactDetail: await run(detailRequests('contact', contactIds), TARGETS.detail.connections),
    };
    http.close();
    const mixedCount = options.quick ? 200 : 3_000;
    log(`8/8 cache-cold mixed traffic: ${mixedCount} unique requests …`);
    const mixedGroups = groupCounts(mixedCount);
    const mixedDetail = Math.ceil(mixedGroups.detail * 0.6) + 20;
    const vocabulary = await drawMixedVocabulary(raw, SCHEMA, {
      names: options.quick ? 300 : 3_000,
      companies: mixedDetail,
      contacts: mixedDetail,
      opens: mixedGroups.firstOpen,
    });
    // Every first open costs a credit: enough of them that none is refused.
    const mixedCredits = mixedGroups.firstOpen + 10;
    const mixedMetered = await createBenchUser(databases, mixedCredits);
    const mixedTraffic = await measureMixedTraffic({
      baseUrl,
      server: app.server,
      databaseUrl: database.url,
      capture,
      forgetCache: ctx.forgetCache,
      headers: { customer: user.headers, metered: mixedMetered.headers },
      requests: mixedWorkload(vocabulary, mixedCount, 20_261_127),
      connections: TARGETS.mixedTraffic.connections,
      credits: mixedCredits,
    });
    log('quick search with one streaming replica, on its own small primary …');
    const replicaQuickSearch = await measureReplicaQuickSearch({
      sizes: replicaDataSet(sizes),
      terms: Math.min(options.searchTerms, 200),
      connections: TARGETS.quickSearchHttp.connections,
      loadLimit: options.loadLimit,
      log,
    });
    // The smoke run leaves the web budget to the e2e suite, which builds the app anyway.
    log(options.quick ? 'web: skipped in the smoke run' : 'web: building the app, first-page JavaScript …');
    const web = options.quick ? null : await measureWebBundle('apps/web/dist');
    // The matching's quality, on a generated set with a known truth, in a tenant the bench leaves empty.
    log('ad-library advertiser matching on a generated set …');
    const advertiserMatching = await measureAdvertiserMatching(databases.tenant('portugal'));
    log('inferred agency–brand relations on the same set …');
    const inferredRelations = await measureInferredRelations(databases.tenant('portugal'));
    return {
      startedAt: startedAt.toISOString(),
      quick: options.quick,
      machine: machine(),
      dataSet: { label: sizes.label, sizes, load: bench.load, prewarm: bench.prewarm },
      steps: {
        quickSearch: quick.result,
        companyList,
        contactList,
        companyDetail,
        contactDetail,
        burst,
        exportContacts,
        exportAllContacts,
        throughput,
        mixedTraffic,
        replicaQuickSearch,
        web,
        advertiserMatching,
        inferredRelations,
      },
    };
  } finally {
    await bench.close();
  }
}
