import { type BenchSizes, FULL_SIZES, scaledSizes } from './dataset/sizes.ts';

export interface BenchOptions {
  sizes: BenchSizes;
  quick: boolean;
  /** A Postgres to use instead of the embedded cluster under `dataRoot`. */
  databaseUrl?: string;
  dataRoot: string;
  resultsDir: string;
  /** Per autocannon run: seconds, or a fixed number of requests. */
  loadLimit: { seconds: number } | { amount: number };
  searchTerms: number;
  /**
   * Growth (#32): the sequential series again on `sizes` (a fifth of the main data set), in a
   * database of its own (`databaseUrl`, else an embedded cluster), compared with the main run's.
   */
  growth?: { sizes: BenchSizes; databaseUrl?: string };
  log(line: string): void;
}

/** The growth check compares the series on the data set and on one this many times smaller. */
export const GROWTH_FACTOR = 5;

/** `--quick` (CI smoke: 1/100 of the data, short runs) or `--divisor=N` for a medium run. */
export function parseBenchArgs(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const quick = argv.includes('--quick');
  const divisorArg = argv.find((arg) => arg.startsWith('--divisor='));
  const divisor = quick ? 100 : divisorArg ? Number(divisorArg.split('=')[1]) : 1;
  if (!(divisor >= 1)) throw new Error(`--divisor must be a number ≥ 1, got ${divisorArg}`);
  return {
    sizes: divisor === 1 ? FULL_SIZES : scaledSizes(divisor, quick ? 'quick' : `div${divisor}`),
    quick,
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    dataRoot: 'data/bench',
    resultsDir: 'bench/results',
    loadLimit: { seconds: quick ? 2 : 10 },
    searchTerms: quick ? 100 : 1_000,
    growth: {
      sizes: scaledSizes(divisor * GROWTH_FACTOR, `div${divisor * GROWTH_FACTOR}`),
      databaseUrl: env.BENCH_GROWTH_DATABASE_URL || undefined,
    },
    log: (line) => console.log(line),
  };
}
