import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { replicaOptions } from '../../apps/server/src/platform/database/bootstrap.ts';
import { createDatabases } from '../../apps/server/src/platform/database/databases.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/database/embedded.ts';
import { startEmbeddedReplica } from '../../apps/server/src/platform/database/embedded-replica.ts';
import { BENCH_POSTGRES_SETTINGS } from '../dataset/bench-database.ts';
import { createBenchUser } from '../dataset/bench-users.ts';
import { loadBenchTenant } from '../dataset/load-bench-tenant.ts';
import { type BenchSizes, FULL_SIZES, scaledSizes } from '../dataset/sizes.ts';
import { type LoadRequest, type LoadResult, loadRun } from './load-run.ts';
import { searchPath } from './steps.ts';
import { drawSearchTerms } from './workload.ts';

export interface ReplicaThroughput {
  /** The data set of this step: its own primary and replica, loaded for it. */
  dataSet: string;
  primaryOnly: LoadResult;
  oneReplica: LoadResult;
  /** Share of the routed reads of the replica run that the replica answered. */
  replicaShare: number;
}

/**
 * The data set of the replica step: the run's own when it is no larger than 1/100 of the full one,
 * else that 1/100 (5,000 companies), so a full run loads and copies seconds of data, not minutes.
 */
export function replicaDataSet(sizes: BenchSizes): BenchSizes {
  return sizes.companies <= FULL_SIZES.companies / 100 ? sizes : scaledSizes(100, 'replica, 1/100');
}

/** Both clusters live on the bench machine: each gets a modest buffer cache. */
const SETTINGS = {
  ...BENCH_POSTGRES_SETTINGS,
  shared_buffers: '256MB',
  wal_level: 'replica',
  max_wal_senders: '4',
  wal_keep_size: '1GB',
};

/**
 * Quick search over HTTP on a primary alone, then on the same primary with one streaming replica
 * (TENANT_REPLICAS): a fresh embedded primary loaded with `sizes`, its replica made with the
 * backup API, the same terms and connections for both runs, and the data cache off (DATA_CACHE_MS=0)
 * so every answer comes from a database. On one machine the replica shares the CPUs with the
 * primary and the load generator: the figure shows the routing's cost and that reads move, not the
 * gain of a second server.
 */
export async function measureReplicaQuickSearch(options: {
  sizes: BenchSizes;
  terms: number;
  connections: number;
  loadLimit: { seconds: number } | { amount: number };
  log(line: string): void;
}): Promise<ReplicaThroughput> {
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'adatlas-bench-replica-'));
  await chmod(tmpDir, 0o755);
  const primary = await startEmbeddedPostgres({ dataDir: path.join(tmpDir, 'primary'), settings: SETTINGS });
  let stopReplica: (() => Promise<void>) | undefined;
  try {
    const loader = createDatabases({ url: primary.url, poolSize: 4 });
    let requests: LoadRequest[];
    let headers: Record<string, string>;
    try {
      await loader.migrate();
      await loadBenchTenant(loader.tenant('italy'), options.sizes, () => undefined);
      headers = (await createBenchUser(loader)).headers;
      const raw = new pg.Client({ connectionString: primary.url });
      await raw.connect();
      try {
        requests = (await drawSearchTerms(raw, 'tenant_it', options.terms)).map(
          ({ term }): LoadRequest => ({ method: 'GET', path: searchPath(term) }),
        );
      } finally {
        await raw.end();
      }
    } finally {
      await loader.close();
    }
    options.log('  making the streaming replica (backup API) …');
    const replica = await startEmbeddedReplica(primary, {
      dataDir: path.join(tmpDir, 'replica'),
      settings: { ...SETTINGS, hot_standby: 'on' },
    });
    stopReplica = replica.stop;
    const run = async (replicas: Record<string, string[]>) => {
      const config = loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY: 'bench-secret-key-0123456789',
        METRICS_TOKEN: 'bench-metrics-token-0123456789',
        DATABASE_URL: primary.url,
        DATA_CACHE_MS: '0',
        LOG_LEVEL: 'silent',
        TENANT_REPLICAS: JSON.stringify(replicas),
      });
      const databases = createDatabases({ url: primary.url, poolSize: 20, ...replicaOptions(config) });
      const app = await buildApp({ config, databases });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        if (databases.replicas.enabled) await untilServing(() => databases.replicas.health());
        const result = await loadRun(baseUrl, headers, requests, options.connections, options.loadLimit);
        const reads = [...databases.replicas.stats.reads];
        const total = reads.reduce((sum, [, count]) => sum + count, 0);
        const onReplica = reads.filter(([target]) => target !== 'primary').reduce((sum, [, n]) => sum + n, 0);
        return { result, replicaShare: total === 0 ? 0 : Math.round((onReplica / total) * 100) / 100 };
      } finally {
        await app.close();
        await databases.close();
      }
    };
    options.log('  quick search, primary only …');
    const primaryOnly = await run({});
    options.log('  quick search, one replica …');
    const oneReplica = await run({ italy: [replica.url], core: [replica.url] });
    return {
      dataSet: `${options.sizes.label}: ${options.sizes.companies} companies, ${options.sizes.contacts} contacts`,
      primaryOnly: primaryOnly.result,
      oneReplica: oneReplica.result,
      replicaShare: oneReplica.replicaShare,
    };
  } finally {
    await stopReplica?.();
    await primary.stop();
    await rm(tmpDir, { recursive: true, force: true });
  }
}

/** Until the health check has seen the replica caught up (at most 30 s). */
async function untilServing(health: () => { healthy: boolean; lagging: boolean }[]) {
  const deadline = Date.now() + 30_000;
  while (!health().every((replica) => replica.healthy && !replica.lagging)) {
    if (Date.now() > deadline) throw new Error('the bench replica did not catch up within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
