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
 * Sends each call once through HTTP (recording its SQL), then replays that SQL through `pg`;
 * the first `warmup` calls are run the same way but not counted, and what they left in the app's
 * cache is dropped before the measured calls.
 */
export async function runSeries(
  ctx: SeriesContext,
  calls: readonly Call[],
  warmup: number,
): Promise<Sample[]> {
  for (const call of calls.slice(0, warmup)) await call.send();
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
