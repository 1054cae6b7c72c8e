import type http from 'node:http';
import pg from 'pg';
import { createHttpClient } from './http-client.ts';
import { MIX, type MixedGroup, type MixedRequest, type MixedVocabulary } from './mixed-workload.ts';
import { asSent, type CapturedStatement, type createSqlCapture, tagRequests } from './sql-capture.ts';
import { percentile } from './stats.ts';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function wordsOf(name: string): string[] {
  return name
    .split(/[\s&'.,-]+/)
    .filter((word) => /^\p{L}{3,}$/u.test(word))
    .map((word) => word.toLowerCase());
}

/**
 * Real values of the bench tenant for the mixed workload: name words, the most frequent cities,
 * regions, categories, sectors and functions, and active record ids spread over the tables (the
 * first-open ids are other companies than the detail ones).
 */
export async function drawMixedVocabulary(
  raw: pg.ClientBase,
  schema: string,
  need: { names: number; companies: number; contacts: number; opens: number },
): Promise<MixedVocabulary> {
  const column = async (sql: string, params: unknown[] = []) =>
    (await raw.query<{ v: string }>(sql, params)).rows.map((row) => row.v);
  const top = (table: string, expression: string, n: number) =>
    column(
      `SELECT v FROM (SELECT ${expression} AS v FROM ${schema}.${table}) t WHERE v IS NOT NULL GROUP BY v ORDER BY count(*) DESC, v LIMIT ${n}`,
    );
  const spread = (table: string, expression: string, n: number) =>
    column(
      `SELECT ${expression} AS v FROM ${schema}.${table} WHERE active ORDER BY md5(id::text || 'mixed') LIMIT $1`,
      [n],
    );
  const names = [
    ...(await spread('companies', 'name', need.names)),
    ...(await spread('contacts', 'surname', need.names)),
    ...(await column(`SELECT name AS v FROM ${schema}.brands ORDER BY md5(id::text) LIMIT $1`, [need.names])),
  ];
  const companyIds = (await spread('companies', 'id::text', need.companies + need.opens)).map(Number);
  return {
    words: [...new Set(names.flatMap(wordsOf))].sort(),
    companyCities: await top('companies', 'city', 40),
    companyRegions: await top('companies', 'region', 20),
    mainCategoryIds: (await top('companies', 'main_category_id::text', 30)).map(Number),
    sectorIds: (await top('companies', 'unnest(sector_ids)::text', 30)).map(Number),
    contactCities: await top('contacts', 'city', 40),
    contactRegions: await top('contacts', 'region', 20),
    functionIds: (await top('contacts', 'function_id::text', 30)).map(Number),
    detailCompanyIds: companyIds.slice(0, need.companies),
    detailContactIds: (await spread('contacts', 'id::text', need.contacts)).map(Number),
    openCompanyIds: companyIds.slice(need.companies),
  };
}

export interface MixedSideResult {
  seconds: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx answers and failed requests (app); statements pg refused (replay). */
  errors: number;
}

export interface MixedTrafficResult {
  requests: number;
  connections: number;
  /** Per group: requests, app latency, non-2xx, tenant statements per answer. */
  groups: Record<
    MixedGroup,
    { requests: number; p50: number; p99: number; errors: number; statementsPerAnswer: number }
  >;
  app: MixedSideResult;
  /** The same tenant statements, request by request, straight through a pg pool. */
  pg: MixedSideResult;
  /** App req/s ÷ pg replay req/s. */
  ratio: number;
  statements: {
    tenant: number;
    perAnswer: number;
    /** Session, licence and credit statements (core schema): app work, not replayed. */
    otherPerAnswer: number;
  };
  /** Non-2xx statuses seen, by status: what to look at when errors > 0. */
  statuses: Record<string, number>;
  credits: { start: number; firstOpens: number };
}

/** `work(index)` for every index, `connections` at a time, each lane taking the next index. */
async function inLanes(count: number, connections: number, work: (index: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(connections, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

function side(seconds: number, ms: readonly number[], errors: number): MixedSideResult {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    seconds: round(seconds),
    reqPerSec: Math.round(ms.length / Math.max(seconds, 0.001)),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    errors,
  };
}

/**
 * Cache-cold mixed traffic (docs/performance.md "Cache-cold mixed traffic"): the unique requests
 * of `requests` through the app at `connections` (first opens as the metered customer), each
 * request's statements captured as it runs; then exactly those statements, request by request
 * (one pooled connection per request, in order), straight through a pg pool of `connections`.
 */
export async function measureMixedTraffic(options: {
  baseUrl: string;
  server: http.Server;
  databaseUrl: string;
  capture: ReturnType<typeof createSqlCapture>;
  forgetCache(): Promise<void>;
  headers: { customer: Record<string, string>; metered: Record<string, string> };
  requests: readonly MixedRequest[];
  connections: number;
  credits: number;
}): Promise<MixedTrafficResult> {
  const { requests, connections } = options;
  const http = createHttpClient(options.baseUrl, options.headers.customer, connections);
  const tags = tagRequests(options.server);
  const appMs: number[] = new Array(requests.length).fill(0);
  const statuses: number[] = new Array(requests.length).fill(0);
  const captured: CapturedStatement[][] = [];
  let other = 0;
  let appSeconds: number;
  try {
    // Open the sockets first (a browser already talking to the app): the run times requests.
    await Promise.all(Array.from({ length: connections }, () => http.request('GET', '/healthz')));
    await options.forgetCache();
    appSeconds = await inLanes(requests.length, connections, async (index) => {
      const request = requests[index]!;
      const headers = {
        ...(request.group === 'firstOpen' ? options.headers.metered : {}),
        'x-bench-request': String(index),
      };
      try {
        const answer = await http.request(request.method, request.path, request.body, headers);
        appMs[index] = answer.ms;
        statuses[index] = answer.status;
      } catch {
        statuses[index] = -1;
      }
    });
    for (let index = 0; index < requests.length; index++) {
      const statements = tags.take(String(index));
      captured.push(statements.tenant);
      other += statements.other;
    }
  } finally {
    tags.stop();
    http.close();
  }

  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: connections });
  const replayMs: number[] = [];
  let replayErrors = 0;
  let replaySeconds: number;
  try {
    // Every pooled connection open before the clock starts, as the app's pool is.
    const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
    for (const client of clients) client.release();
    replaySeconds = await inLanes(captured.length, connections, async (index) => {
      const client = await pool.connect();
      const started = performance.now();
      try {
        for (const statement of captured[index]!) await client.query(asSent(statement));
      } catch {
        replayErrors += 1;
      } finally {
        client.release();
      }
      replayMs.push(performance.now() - started);
    });
  } finally {
    await pool.end();
  }

  const failed = (index: number) => statuses[index]! < 200 || statuses[index]! >= 300;
  const groups = Object.fromEntries(
    (Object.keys(MIX) as MixedGroup[]).map((group) => {
      const indexes = requests.flatMap((request, index) => (request.group === group ? [index] : []));
      const sorted = indexes.map((index) => appMs[index]!).sort((a, b) => a - b);
      const statements = indexes.reduce((sum, index) => sum + captured[index]!.length, 0);
      return [
        group,
        {
          requests: indexes.length,
          p50: round(percentile(sorted, 50)),
          p99: round(percentile(sorted, 99)),
          errors: indexes.filter(failed).length,
          statementsPerAnswer: round(statements / Math.max(indexes.length, 1)),
        },
      ];
    }),
  ) as MixedTrafficResult['groups'];
  const statusCounts: Record<string, number> = {};
  for (let index = 0; index < requests.length; index++) {
    if (!failed(index)) continue;
    const status = statuses[index] === -1 ? 'no answer' : String(statuses[index]);
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  }
  const tenant = captured.reduce((sum, statements) => sum + statements.length, 0);
  const app = side(appSeconds, appMs, requests.filter((_, index) => failed(index)).length);
  const replayed = side(replaySeconds, replayMs, replayErrors);
  return {
    requests: requests.length,
    connections,
    groups,
    app,
    pg: replayed,
    ratio: round(app.reqPerSec / Math.max(replayed.reqPerSec, 1)),
    statements: {
      tenant,
      perAnswer: round(tenant / Math.max(requests.length, 1)),
      otherPerAnswer: round(other / Math.max(requests.length, 1)),
    },
    statuses: statusCounts,
    credits: {
      start: options.credits,
      firstOpens: requests.filter((request) => request.group === 'firstOpen').length,
    },
  };
}
