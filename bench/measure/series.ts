import type pg from 'pg';
import type { HttpAnswer } from './http-client.ts';
import { type CapturedStatement, type createSqlCapture, explain, replay } from './sql-capture.ts';
import { type LatencySummary, overheadRatio, summarise } from './stats.ts';

export interface Sample {
  label: string;
  apiMs: number;
  sqlMs: number;
  statements: CapturedStatement[];
  sqlTimings: number[];
  answer: HttpAnswer;
}

export interface SeriesResult {
  api: LatencySummary;
  sql: LatencySummary;
  /** API time ÷ raw SQL time over the series. */
  ratio: number;
  /** Answers other than 200. */
  failures: number;
  /** EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of the slowest request, when asked. */
  slowestExplain?: string;
  /** The five slowest requests: what to look at first. */
  slowest: { label: string; apiMs: number; sqlMs: number }[];
}

export interface SeriesContext {
  capture: ReturnType<typeof createSqlCapture>;
  raw: pg.Client;
  /** Empties the app's tenant data cache, so each measured request is served the first time. */
  forgetCache(): Promise<void>;
}

export interface Call {
  label: string;
  send(): Promise<HttpAnswer>;
}

/**
 * Sends every call once as a warm-up, drops what that left in the app's tenant data cache, then
 * sends each call again through HTTP (recording its SQL) and replays that SQL through `pg`.
 * The warm-up pass is what "warm cache" means here: the rows each call reads are in Postgres's
 * buffers and the code it runs is compiled before it is timed. Without it the HTTP call was the
 * first to read its rows and the replay, right after it, found them in memory, so page reads
 * were charged to the API side of API ÷ SQL only (docs/performance.md §21).
 */
export async function runSeries(ctx: SeriesContext, calls: readonly Call[]): Promise<Sample[]> {
  for (const call of calls) await call.send();
  await ctx.forgetCache();
  const samples: Sample[] = [];
  for (const call of calls) {
    const { result: answer, statements } = await ctx.capture.during(() => call.send());
    const { total, timings } = await replay(ctx.raw, statements);
    samples.push({
      label: call.label,
      apiMs: answer.ms,
      sqlMs: total,
      statements,
      sqlTimings: timings,
      answer,
    });
  }
  return samples;
}

export async function summariseSeries(
  ctx: SeriesContext,
  samples: readonly Sample[],
  withExplain: boolean,
): Promise<SeriesResult> {
  const result: SeriesResult = {
    api: summarise(samples.map((sample) => sample.apiMs)),
    sql: summarise(samples.map((sample) => sample.sqlMs)),
    ratio: overheadRatio(
      samples.map((sample) => sample.apiMs),
      samples.map((sample) => sample.sqlMs),
    ),
    failures: samples.filter((sample) => sample.answer.status !== 200).length,
    slowest: [...samples]
      .sort((a, b) => b.apiMs - a.apiMs)
      .slice(0, 5)
      .map(({ label, apiMs, sqlMs }) => ({
        label,
        apiMs: Math.round(apiMs * 10) / 10,
        sqlMs: Math.round(sqlMs * 10) / 10,
      })),
  };
  const slowest = [...samples].sort((a, b) => b.apiMs - a.apiMs)[0];
  if (withExplain && slowest && slowest.statements.length > 0) {
    const index = slowest.sqlTimings.indexOf(Math.max(...slowest.sqlTimings));
    const statement = slowest.statements[index]!;
    result.slowestExplain = `-- ${slowest.label} (API ${slowest.apiMs.toFixed(1)} ms)\n${statement.text}\n-- params: ${JSON.stringify(statement.values)}\n${await explain(ctx.raw, statement)}`;
  }
  return result;
}
