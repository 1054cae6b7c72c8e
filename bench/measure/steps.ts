import type pg from 'pg';
import { measureFloor } from './detail-floor.ts';
import type { HttpClient } from './http-client.ts';
import { type LoadRequest, type LoadResult, loadRun } from './load-run.ts';
import { type Call, runSeries, type SeriesContext, type SeriesResult, summariseSeries } from './series.ts';
import { type LatencySummary, summarise } from './stats.ts';
import {
  companyFilterCombos,
  contactFilterCombos,
  drawSearchTerms,
  LIST_PAGE_SIZE,
  LIST_PAGES,
} from './workload.ts';

const FRONTEND = '/api/v1/frontend';
export const searchPath = (term: string) => `${FRONTEND}/search?key=${encodeURIComponent(term)}`;

export interface QuickSearchResult extends SeriesResult {
  /** Requests where a group ran the typo-tolerant fallback (fewer than 3 direct hits). */
  fallback: LatencySummary;
  terms: { prefix: number; typo: number; unaccented: number };
}

export async function measureQuickSearch(
  ctx: SeriesContext,
  http: HttpClient,
  schema: string,
  count: number,
) {
  const terms = await drawSearchTerms(ctx.raw, schema, count);
  const calls: Call[] = terms.map(({ term, kind }) => ({
    label: `${kind} "${term}"`,
    send: () => http.request('GET', searchPath(term)),
  }));
  const samples = await runSeries(ctx, calls);
  const fallback = samples.filter((sample) =>
    sample.statements.some((statement) => statement.text.includes('%>')),
  );
  const result: QuickSearchResult = {
    ...(await summariseSeries(ctx, samples, true)),
    fallback: summarise(fallback.map((sample) => sample.apiMs)),
    terms: {
      prefix: terms.filter((t) => t.kind === 'prefix').length,
      typo: terms.filter((t) => t.kind === 'typo').length,
      unaccented: terms.filter((t) => t.kind === 'unaccented').length,
    },
  };
  return {
    result,
    loadRequests: terms.map(({ term }): LoadRequest => ({ method: 'GET', path: searchPath(term) })),
  };
}

export interface ListResult extends SeriesResult {
  /** Slowest capped count statement replayed through pg. */
  countMaxMs: number;
  /** Answers whose count is ≥ 10,000 and so shown as "10,000+". */
  cappedCounts: number;
  load: LoadResult;
}

async function measureList(
  ctx: SeriesContext,
  http: HttpClient,
  load: (requests: LoadRequest[]) => Promise<LoadResult>,
  path: string,
  combos: Record<string, unknown>[],
  metaOf: (body: unknown) => { totalIsCapped: boolean } | undefined,
): Promise<ListResult> {
  const requests: LoadRequest[] = combos.flatMap((filters) =>
    LIST_PAGES.map((pageNum) => ({
      method: 'POST' as const,
      path,
      body: { ...filters, pageNum, limit: LIST_PAGE_SIZE },
    })),
  );
  const calls: Call[] = requests.map((request) => ({
    label: JSON.stringify(request.body),
    send: () => http.request('POST', request.path, request.body),
  }));
  const samples = await runSeries(ctx, calls);
  const countTimings = samples.flatMap((sample) =>
    sample.statements.flatMap((statement, index) =>
      statement.text.includes('count(*)') ? [sample.sqlTimings[index]!] : [],
    ),
  );
  return {
    ...(await summariseSeries(ctx, samples, true)),
    countMaxMs: Math.round(Math.max(0, ...countTimings) * 100) / 100,
    cappedCounts: samples.filter((sample) => metaOf(sample.answer.body)?.totalIsCapped).length,
    load: await load(requests),
  };
}

export async function measureCompanyList(
  ctx: SeriesContext,
  http: HttpClient,
  schema: string,
  load: (r: LoadRequest[]) => Promise<LoadResult>,
) {
  const combos = await companyFilterCombos(ctx.raw, schema);
  return measureList(
    ctx,
    http,
    load,
    `${FRONTEND}/company`,
    combos,
    (body) => body as { totalIsCapped: boolean },
  );
}

export async function measureContactList(
  ctx: SeriesContext,
  http: HttpClient,
  schema: string,
  load: (r: LoadRequest[]) => Promise<LoadResult>,
) {
  const combos = await contactFilterCombos(ctx.raw, schema);
  return measureList(
    ctx,
    http,
    load,
    `${FRONTEND}/contact`,
    combos,
    (body) => (body as { contacts?: { totalIsCapped: boolean } }).contacts,
  );
}

/** Ids spread over the whole table, deterministic. */
export async function sampleIds(
  raw: pg.ClientBase,
  schema: string,
  table: string,
  count: number,
): Promise<number[]> {
  const { rows } = await raw.query<{ id: string }>(
    `SELECT id FROM ${schema}.${table} WHERE active ORDER BY md5(id::text) LIMIT $1`,
    [count],
  );
  return rows.map((row) => Number(row.id));
}

/** The detail series, and the bare-framework floor of the same statements (`measureFloor`). */
export async function measureDetail(
  ctx: SeriesContext,
  http: HttpClient,
  kind: 'company' | 'contact',
  ids: number[],
  databaseUrl: string,
) {
  const calls: Call[] = ids.map((id) => ({
    label: `${kind} ${id}`,
    send: () => http.request('GET', `${FRONTEND}/${kind}/${id}`),
  }));
  const samples = await runSeries(ctx, calls);
  return {
    ...(await summariseSeries(ctx, samples, true)),
    floor: await measureFloor(ctx, databaseUrl, samples),
  };
}

export interface BurstResult {
  size: number;
  startCredits: number;
  ok: number;
  refused: number;
  other: number;
  opened: number;
  remaining: number;
  /** remaining + opened = start, and exactly min(size, start) answers went through. */
  exact: boolean;
  latency: LatencySummary;
}

/**
 * `size` simultaneous first opens of distinct companies by one metered customer, on a warm server:
 * - `warm` (another customer) first opens `warmIds`, other companies, `size` at a time, so every
 *   pooled database connection is open and has its statements prepared and planned, as in a
 *   server that has been answering for a while. Without it the burst times up to `poolSize`
 *   connection starts and first plans, which happen once per connection, not once per burst.
 * - The burst's clients are connected first (one keep-alive socket each, as a browser already
 *   talking to the app is): it times the opens and their credits, not `size` TCP handshakes in
 *   the bench's own process.
 */
export async function measureBurst(
  burstHttp: HttpClient,
  warm: { http: HttpClient; ids: number[] },
  raw: pg.ClientBase,
  userId: number,
  ids: number[],
  startCredits: number,
): Promise<BurstResult> {
  for (let start = 0; start < warm.ids.length; start += ids.length) {
    const wave = warm.ids.slice(start, start + ids.length);
    await Promise.all(wave.map((id) => warm.http.request('GET', `${FRONTEND}/company/${id}`)));
  }
  await Promise.all(ids.map(() => burstHttp.request('GET', '/healthz')));
  const answers = await Promise.all(ids.map((id) => burstHttp.request('GET', `${FRONTEND}/company/${id}`)));
  const subscription = await burstHttp.request('GET', '/api/v1/subscription');
  const credits = (subscription.body as { data: { credits: { company: { remaining: number } } } }).data
    .credits;
  const { rows } = await raw.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM core.record_opens WHERE user_id = $1 AND entity_type = 'company'",
    [userId],
  );
  const ok = answers.filter((answer) => answer.status === 200).length;
  const refused = answers.filter((answer) => answer.status === 402).length;
  const opened = rows[0]!.n;
  const remaining = credits.company.remaining;
  return {
    size: ids.length,
    startCredits,
    ok,
    refused,
    other: ids.length - ok - refused,
    opened,
    remaining,
    exact: remaining + opened === startCredits && ok === opened && ok === Math.min(ids.length, startCredits),
    latency: summarise(answers.map((answer) => answer.ms)),
  };
}

export { loadRun };
