import path from 'node:path';
import type { Config } from '../config.ts';
import type { DatabaseTimeouts } from './connection.ts';
import { createDatabases, type Databases, type DatabasesOptions, redactUrl } from './databases.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts';

/**
 * Connections the server keeps open through a quiet spell. A new one costs the first request
 * after it the connection, Postgres's catalog caches for the new backend and the plans of the
 * prepared statements: after 30 s without traffic a contact detail took 18–21 ms instead of
 * 6–7, a company list page 23–27 ms instead of 8–11 (docs/performance.md §27).
 */
const WARM_CONNECTIONS = 4;

/** The configured timeouts of the server's pools (DATABASE_*_TIMEOUT_MS). */
export function databaseTimeouts(config: Config): DatabaseTimeouts {
  return {
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    queryMs: config.DATABASE_QUERY_TIMEOUT_MS,
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  };
}

/** The read replicas of `TENANT_REPLICAS` and how they are watched, as `createDatabases` takes them. */
export function replicaOptions(
  config: Config,
): Pick<DatabasesOptions, 'replicaUrls' | 'replicaMaxLagMs' | 'replicaCheckIntervalMs'> {
  return {
    replicaUrls: config.TENANT_REPLICAS,
    replicaMaxLagMs: config.REPLICA_MAX_LAG_MS,
    replicaCheckIntervalMs: config.REPLICA_CHECK_INTERVAL_MS,
  };
}

/** One line with the cause and what to do, for the start-up failure message. */
function explainOpenFailure(error: Error, configured: boolean): string {
  if (!/is unreachable/.test(error.message)) return `the database migrations failed: ${error.message}`;
  return configured
    ? `${error.message}: start that PostgreSQL or correct DATABASE_URL (unset it to use the embedded one)`
    : error.message;
}

export interface DatabaseRuntime {
  databases: Databases;
  url: string;
  embedded: EmbeddedDatabase | null;
  stop(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded server under DATA_DIR/pg when none is set, then
 * runs pending migrations on every configured server.
 */
export async function openDatabases(config: Config, log: (line: string) => void): Promise<DatabaseRuntime> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    log(`Starting embedded PostgreSQL in ${path.resolve(config.DATA_DIR, 'pg')} …`);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(config.DATA_DIR, 'pg'), notice: log });
    url = embedded.url;
  }
  const databases = createDatabases({
    url,
    tenantUrls: config.TENANT_DATABASES,
    warmConnections: WARM_CONNECTIONS,
    timeouts: databaseTimeouts(config),
    ...replicaOptions(config),
  });
  const stop = async () => {
    await databases.close();
    await embedded?.stop();
  };
  try {
    await databases.ping();
    const applied = await databases.migrate();
    if (applied.length > 0) log(`Applied ${applied.length} migrations on ${redactUrl(url)}`);
  } catch (error) {
    await stop().catch(() => undefined);
    throw new Error(explainOpenFailure(error as Error, Boolean(config.DATABASE_URL)));
  }
  return { databases, url, embedded, stop };
}
