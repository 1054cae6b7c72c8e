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
import { RoutedClient, RoutingPool } from './read-routing.ts';
import { ReplicaSet } from './replica-set.ts';
import { type ReplicaHealth, ReplicaRouting } from './replicas.ts';
import type { CoreDatabase, TenantDatabase } from './schema.ts';

/**
 * The only way to tenant data: a Kysely handle bound to one tenant's schema. It hides the pool and
 * the server's address: a module reaches a connection of its own only through `withConnection`.
 */
export interface TenantDb {
  tenant: TenantId;
  schema: string;
  db: Kysely<TenantDatabase>;
  /** The tenant lives on the core server, so one transaction can write both (the audit log). */
  sharesCoreServer: boolean;
  /**
   * A connection of its own on the tenant's primary for `work` (COPY, a session-level advisory
   * lock), released after it (closed if `work` throws); pg's client because Kysely cannot COPY nor
   * hold a session.
   */
  withConnection<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  /**
   * `work` inside a read-only repeatable-read transaction on a connection of its own, given pg's
   * client (for COPY): on a replica when the request may read from one, as such a transaction
   * through `db` would be, else on the primary. Committed after `work`; closed if it throws.
   */
  withReadSnapshot<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
}

export interface Databases {
  /** Accounts, licences, plans, subscriptions, sessions: the `core` schema. */
  core: Kysely<CoreDatabase>;
  corePool: pg.Pool;
  /** Connection string of the core server, for dedicated connections (LISTEN). */
  coreUrl: string;
  /** The tenant registry: tenant → (connection, schema). */
  tenant(tenant: TenantId): TenantDb;
  /** Connection strings of the servers holding tenants, once each (dedicated LISTEN connections). */
  tenantServerUrls(): string[];
  /** Every pool, keyed by what it serves ("main" for the core server, else the tenant ids; replicas after). */
  pools(): { name: string; pool: pg.Pool }[];
  /** The streaming replicas reads may go to (`TENANT_REPLICAS`), and read-your-writes. */
  replicas: ReplicaRouting;
  /** Observes every Kysely query (SQL text and duration); returns the function that stops it. */
  onQuery(listener: QueryListener): () => void;
  migrate(): Promise<string[]>;
  /**
   * Fails when a primary does not answer, within `timeoutMs` when given; says how the replicas
   * are (a replica down only degrades: its reads go to the primary).
   */
  ping(timeoutMs?: number): Promise<ReplicaHealth[]>;
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
  /** Streaming replicas of a tenant's server, or of the core server ("core"). */
  replicaUrls?: Partial<Record<string, string[]>>;
  /** A replica further behind its primary is skipped (default 5 s). */
  replicaMaxLagMs?: number;
  /** How often the replicas' replay positions are checked (default 250 ms). */
  replicaCheckIntervalMs?: number;
}

/** A read-only transaction (which the read routing may give a replica) on one snapshot. */
const BEGIN_READ_SNAPSHOT = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';
/** A replica that does not accept a connection within this is skipped: no read waits longer for it. */
const REPLICA_CONNECT_TIMEOUT_MS = 1_000;
/** How long a user's last write keeps their reads off the replicas that have not replayed it. */
const MIN_WRITE_MEMORY_MS = 60_000;

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
  const maxLagMs = options.replicaMaxLagMs ?? 5_000;
  const replicaPools = new Map<string, pg.Pool>();
  const replicaPoolFor = (url: string) => {
    let pool = replicaPools.get(url);
    if (!pool) {
      pool = createPool(url, {
        max: options.poolSize,
        min: options.warmConnections,
        applicationName: 'adatlas-replica',
        timeouts: options.timeouts,
        maxConnectMs: REPLICA_CONNECT_TIMEOUT_MS,
      });
      replicaPools.set(url, pool);
    }
    return pool;
  };
  // Servers sharing one primary and one list of replicas share one set, one Kysely and one routing pool.
  const sets = new Map<string, { set: ReplicaSet; serves: string[] }>();
  const setFor = (serves: string, primaryUrl: string): ReplicaSet | undefined => {
    const urls = [...new Set(options.replicaUrls?.[serves] ?? [])].sort();
    if (urls.length === 0) return undefined;
    const key = `${primaryUrl} ${urls.join(' ')}`;
    let entry = sets.get(key);
    if (!entry) {
      const set = new ReplicaSet({
        primary: poolFor(primaryUrl),
        // Named once the set knows what it serves (below).
        replicas: urls.map((url) => ({ name: url, pool: replicaPoolFor(url) })),
        maxLagMs,
        intervalMs: options.replicaCheckIntervalMs ?? 250,
      });
      entry = { set, serves: [] };
      sets.set(key, entry);
    }
    entry.serves.push(serves);
    return entry.set;
  };
  const routing = new ReplicaRouting([], maxLagMs, Math.max(MIN_WRITE_MEMORY_MS, maxLagMs * 2));
  const roots = new Map<
    pg.Pool | ReplicaSet,
    { kysely: Kysely<TenantDatabase>; pool: pg.Pool | RoutingPool }
  >();
  const rootFor = (pool: pg.Pool, set: ReplicaSet | undefined) => {
    const key = set ?? pool;
    let root = roots.get(key);
    if (!root) {
      const routed = set ? new RoutingPool(set, routing.stats) : pool;
      root = { kysely: createKysely<TenantDatabase>(routed, onQuery), pool: routed };
      roots.set(key, root);
    }
    return root;
  };
  const tenants = new Map<TenantId, TenantDb>();
  /** Where each tenant lives, kept here: the handles do not expose it. */
  const servers = new Map<TenantId, { pool: pg.Pool; url: string }>();
  for (const tenant of TENANT_IDS) {
    const url = options.tenantUrls?.[tenant] ?? options.url;
    const pool = poolFor(url);
    const root = rootFor(pool, setFor(tenant, url));
    const schema = tenantSchemaName(tenant);
    servers.set(tenant, { pool, url });
    tenants.set(tenant, {
      tenant,
      schema,
      db: root.kysely.withSchema(schema),
      sharesCoreServer: pool === corePool,
      async withConnection(work) {
        const client = await pool.connect();
        try {
          const result = await work(client);
          client.release();
          return result;
        } catch (error) {
          // Closed, not pooled: work that failed may have left it inside a COPY or a transaction.
          client.release(true);
          throw error;
        }
      },
      async withReadSnapshot(work) {
        const handle = (await root.pool.connect()) as pg.PoolClient | RoutedClient;
        try {
          // Through the routing client, which gives a read-only BEGIN (and the rest) to a replica.
          if (handle instanceof RoutedClient) await handle.query(BEGIN_READ_SNAPSHOT, []);
          else await handle.query(BEGIN_READ_SNAPSHOT);
          const client = handle instanceof RoutedClient ? handle.connection : handle;
          if (!client) throw new Error('the snapshot began on no connection');
          const result = await work(client);
          await client.query('COMMIT');
          handle.release(false);
          return result;
        } catch (error) {
          // Closed, not pooled: `work` may have left it inside a COPY.
          handle.release(true);
          throw error;
        }
      },
    });
  }
  const tenantsOn = (pool: pg.Pool) =>
    [...tenants.values()].filter((handle) => servers.get(handle.tenant)?.pool === pool);
  const coreRoot = rootFor(corePool, setFor('core', options.url)).kysely;
  const core = (coreRoot as unknown as Kysely<CoreDatabase>).withSchema('core');
  for (const { set, serves } of sets.values()) {
    const name = serves.join('+');
    for (const [index, replica] of set.replicas.entries()) replica.name = `${name}/replica-${index + 1}`;
    routing.sets.push({ serves: name, set });
  }
  routing.start();

  return {
    core,
    corePool,
    coreUrl: options.url,
    tenant(tenant) {
      const handle = tenants.get(tenant);
      if (!handle) throw new Error(`Unknown tenant ${tenant}`);
      return handle;
    },
    tenantServerUrls() {
      return [...new Set([...servers.values()].map((server) => server.url))];
    },
    pools() {
      const primaries = [...new Set(pools.values())].map((pool) => ({
        pool,
        name:
          pool === corePool
            ? 'main'
            : tenantsOn(pool)
                .map((t) => t.tenant)
                .join('+'),
      }));
      const replicas = routing.sets.flatMap(({ set }) =>
        set.replicas.map((replica) => ({ pool: replica.pool, name: replica.name })),
      );
      return [...primaries, ...replicas];
    },
    replicas: routing,
    onQuery(listener) {
      queryListeners.add(listener);
      return () => queryListeners.delete(listener);
    },
    async migrate() {
      const targets: MigrationTarget[] = [...pools.values()].map((pool) => ({
        pool,
        hasCore: pool === corePool,
        tenantSchemas: tenantsOn(pool).map((t) => t.schema),
      }));
      const applied: string[] = [];
      for (const target of targets) applied.push(...(await migrateServer(target)));
      return applied;
    },
    async ping(timeoutMs) {
      await Promise.all([...pools].map(([url, pool]) => assertReachable(pool, redactUrl(url), timeoutMs)));
      return routing.health();
    },
    async close() {
      await routing.stop();
      await Promise.all([...roots.values()].map((root) => root.kysely.destroy()));
      await Promise.all(
        [...pools.values(), ...replicaPools.values()].map((pool) => pool.end().catch(() => undefined)),
      );
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
