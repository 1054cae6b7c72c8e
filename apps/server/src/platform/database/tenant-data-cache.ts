import { TENANT_IDS, type TenantId, tenantSchemaName } from '@adatlas/domain/tenants';
import { LruMap } from '../cache/lru-map.ts';
import { createSingleFlight } from '../concurrency/single-flight.ts';
import type { Databases } from './databases.ts';
import { createNotifyListener, type NotifyListener } from './notify-listener.ts';
import { withFreshness } from './read-routing.ts';

/** The channel the tenant triggers of migration 090 notify, with the schema name as payload. */
export const TENANT_DATA_CHANNEL = 'adatlas_tenant_data';

/**
 * Tenant tables no cached answer reads: per-user data (webhooks included), news, derived scores and the ad-library staging rows. They carry no
 * notify trigger (migration 090 lists the same names; a test compares both with the schema), so
 * a comment or an ingested news item does not empty the cache.
 */
export const UNCACHED_TENANT_TABLES = [
  'ad_library_ads',
  'ad_library_advertisers',
  'ad_library_runs',
  'alert_digests',
  'change_events',
  'comments',
  'crm_push_rows',
  'crm_pushes',
  'entity_news',
  'entity_news_refs',
  'news_feeds',
  'news_items',
  'pitch_scores',
  'record_history',
  'saved_search_alerts',
  'saved_search_events',
  'saved_search_matches',
  'saved_searches',
  'settings',
  'tag_associations',
  'tags',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_dispatch',
  'webhook_endpoints',
] as const;

/** A write statement through a tenant handle: the schema and the table it writes to. */
const TENANT_WRITE =
  /^\s*(?:update|insert\s+into|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+"(tenant_[a-z]+)"\."([a-z_]+)"/i;
const UNCACHED = new Set<string>(UNCACHED_TENANT_TABLES);

const MAX_ENTRIES = 20_000;

export interface TenantDataCache {
  /**
   * What `load` answers for `key` in the tenant, reused until that tenant's market data changes
   * (or `ttlMs` passes). Only for answers that depend on the tenant's shared data, never on who
   * asks: per-user data (tags, comments, settings) does not invalidate it.
   */
  get<T>(tenant: TenantId, key: string, load: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface TenantDataCacheOptions {
  databases: Databases;
  /** How long an entry may be used; 0 turns the cache off. */
  ttlMs: number;
  clock?: () => number;
  /** Entries kept per process; past it the least recently used goes. Default 20,000. */
  maxEntries?: number;
}

interface Entry {
  value: unknown;
  storedAt: number;
}

/**
 * Answers built from one tenant's market data (a company's or contact's detail row, a quick
 * search, a list page with its count), kept per process and dropped as soon as anything in that
 * tenant's shared tables changes (docs/performance.md §12):
 * - statement triggers on every shared table `NOTIFY adatlas_tenant_data, '<schema>'` when the
 *   writing transaction commits, whoever wrote (another replica, an import, psql); each process
 *   LISTENs on every server that holds a tenant and drops that tenant's entries;
 * - a write through this process's own tenant handle drops them at once as well, so the writer's
 *   next request never sees what it just changed;
 * - while a LISTEN connection is down nothing is cached or served from the cache, and a read that
 *   raced an invalidation is answered but not kept;
 * - nor is one a read replica served before it had replayed the last change (`withFreshness`).
 */
export function createTenantDataCache(options: TenantDataCacheOptions): TenantDataCache {
  const { ttlMs, databases } = options;
  if (ttlMs <= 0) {
    return { get: (_tenant, _key, load) => load(), close: async () => undefined };
  }
  const clock = options.clock ?? Date.now;
  const entries = new LruMap<string, Entry>(options.maxEntries ?? MAX_ENTRIES);
  const generation = new Map<string, number>();
  // Wall-clock time of each schema's last invalidation, compared with the replicas' `caughtUpAt`.
  const invalidatedAt = new Map<string, number>();
  const flight = createSingleFlight<string>();
  const schemaOf = new Map(TENANT_IDS.map((tenant) => [tenant, tenantSchemaName(tenant)]));

  const forgetSchema = (schema: string) => {
    generation.set(schema, (generation.get(schema) ?? 0) + 1);
    invalidatedAt.set(schema, Date.now());
    const prefix = `${schema}:`;
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
  };
  const forgetAll = () => {
    for (const schema of schemaOf.values()) {
      generation.set(schema, (generation.get(schema) ?? 0) + 1);
      invalidatedAt.set(schema, Date.now());
    }
    entries.clear();
  };
  const stopWatchingWrites = databases.onQuery((event) => {
    const [, schema, table] = TENANT_WRITE.exec(event.sql) ?? [];
    if (schema && table && !UNCACHED.has(table)) forgetSchema(schema);
  });
  const listeners: NotifyListener[] = databases.tenantServerUrls().map((url) =>
    createNotifyListener({
      url,
      channel: TENANT_DATA_CHANNEL,
      onNotify: (schema) => (schema ? forgetSchema(schema) : forgetAll()),
      onStateChange: forgetAll,
    }),
  );
  const trusted = () => listeners.every((listener) => listener.listening);

  return {
    async get<T>(tenant: TenantId, key: string, load: () => Promise<T>): Promise<T> {
      if (!trusted()) return load();
      const schema = schemaOf.get(tenant) as string;
      const fullKey = `${schema}:${key}`;
      const hit = entries.get(fullKey);
      if (hit && clock() - hit.storedAt < ttlMs) {
        entries.touch(fullKey);
        return hit.value as T;
      }
      // Stamped before the read: an entry never outlives `ttlMs` counted from the state it holds.
      const storedAt = clock();
      const before = generation.get(schema) ?? 0;
      // Keyed by generation too: a caller arriving after an invalidation never joins a read of
      // the state before it.
      const { value, freshAsOf } = await flight.run(`${fullKey}@${before}`, () => withFreshness(load));
      // An answer from a replica that had not replayed the last change yet is served, not kept.
      const fresh = freshAsOf >= (invalidatedAt.get(schema) ?? Number.NEGATIVE_INFINITY);
      if (value !== undefined && fresh && trusted() && (generation.get(schema) ?? 0) === before) {
        entries.put(fullKey, { value, storedAt });
      }
      return value;
    },
    async close() {
      stopWatchingWrites();
      entries.clear();
      await Promise.all(listeners.map((listener) => listener.close()));
    },
  };
}
