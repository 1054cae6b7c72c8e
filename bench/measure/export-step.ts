import type pg from 'pg';
import { TARGETS } from '../targets.ts';

export interface ExportResult {
  /** The contact filter used: the city whose contact count is nearest the target row count, or null for every contact. */
  city: string | null;
  rows: number;
  status: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** Peak growth of this process's resident memory while the file streamed (the app runs here). */
  memoryGrowthMb: number;
  note: string;
}

/** The city whose active contacts number closest to `wanted` (50,000 at full size). */
async function cityNear(raw: pg.ClientBase, schema: string, wanted: number) {
  const { rows } = await raw.query<{ city: string; n: number }>(
    `SELECT city, count(*)::int AS n FROM ${schema}.contacts WHERE active AND city IS NOT NULL
       GROUP BY city ORDER BY abs(count(*) - $1), city LIMIT 1`,
    [wanted],
  );
  return rows[0]!;
}

/**
 * Step 6: one contact export of about 50,000 rows (scaled with the data set) through the real
 * route, timed from the request to the last byte, with this process's memory sampled every 5 ms.
 */
export async function measureContactExport(
  raw: pg.ClientBase,
  schema: string,
  baseUrl: string,
  headers: Record<string, string>,
  scale: number,
): Promise<ExportResult> {
  const wanted = Math.max(1_000, Math.round(TARGETS.exportContacts.rows * scale));
  const { city, n } = await cityNear(raw, schema, wanted);
  return timeExport(baseUrl, headers, { city: [city] }, n, `contacts of ${city}`);
}

/**
 * Step 6, second half (#32): an administrator exports every active contact of the tenant (1M at
 * full size) in one streamed file, timed and sampled the same way.
 */
export async function measureFullExport(
  raw: pg.ClientBase,
  schema: string,
  baseUrl: string,
  headers: Record<string, string>,
): Promise<ExportResult> {
  const { rows } = await raw.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${schema}.contacts WHERE active`,
  );
  return timeExport(baseUrl, headers, {}, rows[0]!.n, 'contacts, the whole tenant');
}

async function timeExport(
  baseUrl: string,
  headers: Record<string, string>,
  filters: { city?: string[] },
  n: number,
  what: string,
): Promise<ExportResult> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  let bytes = 0;
  let status = 0;
  try {
    const res = await fetch(`${baseUrl}/api/v1/frontend/contact/export`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    status = res.status;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const memoryGrowthMb = Math.round(((peak - baseline) / 2 ** 20) * 10) / 10;
  return {
    city: filters.city?.[0] ?? null,
    rows: n,
    status,
    bytes,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(n / seconds),
    memoryGrowthMb,
    note:
      status === 200
        ? `${n.toLocaleString('en')} ${what} in ${seconds.toFixed(2)} s (${Math.round(n / seconds).toLocaleString('en')} rows/s), ${(bytes / 2 ** 20).toFixed(1)} MiB file, peak memory growth ${memoryGrowthMb} MiB`
        : `answered ${status}`,
  };
}
