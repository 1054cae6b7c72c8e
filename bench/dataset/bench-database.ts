import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/database/embedded.ts';

export interface BenchDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * A quarter of the machine's memory, between 512 MB and 8 GB: PostgreSQL's own starting advice.
 * The bench tenant (2 GB on disk at full size) then stays in Postgres's buffers, which the
 * kernel cannot reclaim behind its back as it does the page cache (docs/performance.md §21).
 */
export function sharedBuffersMb(totalMemoryBytes = os.totalmem()): number {
  return Math.min(8_192, Math.max(512, Math.floor(totalMemoryBytes / 4 / 2 ** 20)));
}

/**
 * Settings of the embedded bench cluster. They are the production recommendations of
 * docs/performance.md (JIT off: its compile time exceeds short search queries; SSD page costs;
 * shared buffers a quarter of memory), plus a minimal WAL so the one-transaction bulk load skips
 * WAL writing.
 */
export const BENCH_POSTGRES_SETTINGS: Record<string, string> = {
  shared_buffers: `${sharedBuffersMb()}MB`,
  effective_cache_size: '4GB',
  work_mem: '16MB',
  maintenance_work_mem: '512MB',
  random_page_cost: '1.1',
  jit: 'off',
  wal_level: 'minimal',
  max_wal_senders: '0',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
  max_parallel_maintenance_workers: '2',
};

/** `url` when given (BENCH_DATABASE_URL), else an embedded cluster kept under `dataRoot/pg-<label>`. */
export async function openBenchDatabase(options: {
  url?: string;
  dataRoot: string;
  label: string;
  log(line: string): void;
}): Promise<BenchDatabase> {
  if (options.url) return { url: options.url, embedded: false, stop: async () => undefined };
  const dataDir = path.join(options.dataRoot, `pg-${options.label}`);
  options.log(`embedded PostgreSQL in ${dataDir}`);
  const database = await startEmbeddedPostgres({ dataDir, settings: BENCH_POSTGRES_SETTINGS });
  return { url: database.url, embedded: true, stop: () => database.stop() };
}

/**
 * Reads every table and index of `schema` into Postgres's buffers (`pg_prewarm`), as a server that
 * has been answering for a while holds them: the targets are "warm cache". Answers the MB read,
 * or why it could not (an external database without the extension, say), which the report shows.
 */
export async function prewarmSchema(
  client: pg.ClientBase,
  schema: string,
): Promise<{ mb: number; seconds: number } | { skipped: string }> {
  const started = performance.now();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    const { rows } = await client.query<{ blocks: string }>(
      `SELECT coalesce(sum(pg_prewarm(c.oid)), 0) AS blocks
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind IN ('r', 'i', 'm')`,
      [schema],
    );
    const mb = Math.round((Number(rows[0]!.blocks) * 8) / 1024);
    return { mb, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } catch (error) {
    return { skipped: (error as Error).message };
  }
}

/** One line for the log and the report: what `prewarmSchema` read, or why it could not. */
export function describePrewarm(prewarm: Awaited<ReturnType<typeof prewarmSchema>>): string {
  return 'mb' in prewarm
    ? `${prewarm.mb} MB of tables and indexes read into Postgres's buffers (pg_prewarm, ${prewarm.seconds} s)`
    : `not prewarmed (${prewarm.skipped})`;
}
