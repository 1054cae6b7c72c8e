export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Requests per second of this sequential series (one request at a time). */
  reqPerSec: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Nearest-rank percentile over sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((sum, value) => sum + value, 0);
  return {
    count: samples.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    reqPerSec: total > 0 ? round((samples.length * 1000) / total) : 0,
  };
}

/** API time over raw SQL time, summed over the series (1.0 = no overhead beyond the SQL). */
export function overheadRatio(apiMs: readonly number[], sqlMs: readonly number[]): number {
  const api = apiMs.reduce((sum, value) => sum + value, 0);
  const raw = sqlMs.reduce((sum, value) => sum + value, 0);
  return raw > 0 ? round(api / raw) : 0;
}
