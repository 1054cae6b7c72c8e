import path from 'node:path';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/database/embedded.ts';

export interface BenchDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * Settings of the embedded bench cluster. They are the production recommendations of
 * docs/performance.md (JIT off: its compile time exceeds short search queries; SSD page costs),
 * plus a minimal WAL so the one-transaction bulk load skips WAL writing.
 */
export const BENCH_POSTGRES_SETTINGS: Record<string, string> = {
  shared_buffers: '512MB',
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
