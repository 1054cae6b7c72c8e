import { TENANT_IDS, type TenantId, tenantSchemaName } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import {
  assertReachable,
  createKysely,
  createPool,
  type DatabaseTimeouts,
  type QueryListener,
} from './connection.ts';
import { type MigrationTarget, migrateServer } from './migrator.ts';
import type { CoreDatabase, TenantDatabase } from './schema.ts';

/** The only way to tenant data: a Kysely handle bound to one tenant's schema. */
export interface TenantDb {
  tenant: TenantId;
  schema: string;
  db: Kysely<TenantDatabase>;
  pool: pg.Pool;
  /** Connection string of the server holding this tenant, for dedicated connections (LISTEN). */
  url: string;
}

export interface Databases {
  /** Accounts, licences, plans, subscriptions, sessions: the `core` schema. */
  core: Kysely<CoreDatabase>;
  corePool: pg.Pool;
  /** Connection string of the core server, for dedicated connections (LISTEN). */
  coreUrl: string;
  /** The tenant registry: tenant → (connection, schema). */
  tenant(tenant: TenantId): TenantDb;
  /** Every pool, keyed by what it serves ("main" for the core server, else the tenant ids). */
  pools(): { name: string; pool: pg.Pool }[];
  /** Observes every Kysely query (SQL text and duration); returns the function that stops it. */
  onQuery(listener: QueryListener): () => void;
  migrate(): Promise<string[]>;
  /** Fails when a server does not answer, within `timeoutMs` when given. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface DatabasesOptions {
  url: string;
  /** Countries living on their own server. */
  tenantUrls?: Partial<Record<string, string>>;
  poolSize?: number;
  /** Connections each pool keeps through quiet spells (`PoolOptions.min`); none by default. */
  warmConnections?: number;
  /** Statement, query and checkout timeouts of every pool (core and tenants); none by default. */
  timeouts?: DatabaseTimeouts;
}

export function createDatabases(options: DatabasesOptions): Databases {
  const pools = new Map<string, pg.Pool>();
  const poolFor = (url: string) => {
    let pool = pools.get(url);
    if (!pool) {
      pool = createPool(url, {
        max: options.poolSize,
        min: options.warmConnections,
        timeouts: options.timeouts,
      });
      pools.set(url, pool);
    }
    return pool;
  };
  const corePool = poolFor(options.url);
  const queryListeners = new Set<QueryListener>();
  const onQuery: QueryListener = (event) => {
    for (const listener of queryListeners) listener(event);
  };
  const rootKysely = new Map<pg.Pool, Kysely<TenantDatabase>>();
  const tenants = new Map<TenantId, TenantDb>();
  for (const tenant of TENANT_IDS) {
    const url = options.tenantUrls?.[tenant] ?? options.url;
    const pool = poolFor(url);
    let root = rootKysely.get(pool);
    if (!root) {
      root = createKysely<TenantDatabase>(pool, onQuery);
      rootKysely.set(pool, root);
    }
    const schema = tenantSchemaName(tenant);
    tenants.set(tenant, { tenant, schema, pool, url, db: root.withSchema(schema) });
  }
  const coreRoot = rootKysely.get(corePool) ?? createKysely<TenantDatabase>(corePool, onQuery);
  const core = (coreRoot as unknown as Kysely<CoreDatabase>).withSchema('core');

  return {
    core,
    corePool,
    coreUrl: options.url,
    tenant(tenant) {
      const handle = tenants.get(tenant);
      if (!handle) throw new Error(`Unknown tenant ${tenant}`);
      return handle;
    },
    pools() {
      return [...new Set(pools.values())].map((pool) => ({
        pool,
        name:
          pool === corePool
            ? 'main'
            : [...tenants.values()]
                .filter((t) => t.pool === pool)
                .map((t) => t.tenant)
                .join('+'),
      }));
    },
    onQuery(listener) {
      queryListeners.add(listener);
      return () => queryListeners.delete(listener);
    },
    async migrate() {
      const targets: MigrationTarget[] = [...pools.values()].map((pool) => ({
        pool,
        hasCore: pool === corePool,
        tenantSchemas: [...tenants.values()].filter((t) => t.pool === pool).map((t) => t.schema),
      }));
      const applied: string[] = [];
      for (const target of targets) applied.push(...(await migrateServer(target)));
      return applied;
    },
    async ping(timeoutMs) {
      await Promise.all([...pools].map(([url, pool]) => assertReachable(pool, redactUrl(url), timeoutMs)));
    },
    async close() {
      await Promise.all([...rootKysely.values()].map((db) => db.destroy()));
      await Promise.all([...pools.values()].map((pool) => pool.end().catch(() => undefined)));
    },
  };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid url)';
  }
}
