import { LruMap } from '../cache/lru-map.ts';
import { createSingleFlight } from '../concurrency/single-flight.ts';
import type { Databases } from '../database/databases.ts';
import { createNotifyListener, type NotifyListener } from '../database/notify-listener.ts';

/** The channel the core triggers of migration 095 notify, with the user id as payload. */
export const AUTH_CHANGE_CHANNEL = 'adatlas_auth';

/** Core writes that can change how a request authenticates (kept in step with migration 095). */
const AUTH_WRITE =
  /^\s*(?:update|insert\s+into|delete\s+from)\s+"core"\."(?:sessions|users|licence_tenants)"/i;
/** The once-a-minute `last_seen_at` touch only extends a session: it need not drop anything. */
const SESSION_TOUCH = /^\s*update\s+"core"\."sessions"\s+set\s+"last_seen_at"\s*=\s*\$1\s+where/i;

const MAX_ENTRIES = 20_000;

export interface AuthCache {
  /** The session row of a token hash (`load` on a miss); unknown tokens are never cached. */
  session<T extends { userId: number }>(
    tokenHash: string,
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined>;
  /** A user's licence entry for a tenant (`load` on a miss). */
  licence<T>(userId: number, tenant: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
  close(): Promise<void>;
}

interface Entry {
  userId: number;
  value: unknown;
  storedAt: number;
}

export interface AuthCacheOptions {
  databases: Databases;
  /** How long an entry may be used; 0 turns the cache off (every request reads core). */
  ttlMs: number;
  clock?: () => number;
  /** Entries kept; past it the least recently used goes. Default 20,000. */
  maxEntries?: number;
}

/**
 * Keeps the session and licence rows that every authenticated request reads, for at most `ttlMs`,
 * so a request costs its own queries and not two more in `core` (docs/performance.md).
 *
 * An entry is only trusted while nothing that changes it can go unseen:
 * - a write through this process's `core` drops everything at once (the query listener sees it
 *   before the caller gets its answer), so a logout is final on the very next request;
 * - a write by any other process or tool reaches every process through the `adatlas_auth`
 *   notification of the core triggers, which drops that user's entries;
 * - while the LISTEN connection is down (database restart), nothing is cached or served from the
 *   cache, because a notification could be missed.
 */
export function createAuthCache(options: AuthCacheOptions): AuthCache {
  const { ttlMs, databases } = options;
  if (ttlMs <= 0) {
    return {
      session: (_hash, load) => load(),
      licence: (_user, _tenant, load) => load(),
      close: async () => undefined,
    };
  }
  const clock = options.clock ?? Date.now;
  const entries = new LruMap<string, Entry>(options.maxEntries ?? MAX_ENTRIES);
  // A burst of requests of one user that all miss sends one lookup.
  const flight = createSingleFlight<string>();
  // Bumped by every invalidation: a read that was running meanwhile may hold the state from
  // before the change, so it is answered but not kept.
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const forgetUser = (userId: number) => {
    generation += 1;
    for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
  };
  const stopWatchingWrites = databases.onQuery((event) => {
    if (AUTH_WRITE.test(event.sql) && !SESSION_TOUCH.test(event.sql)) clear();
  });
  const listener: NotifyListener = createNotifyListener({
    url: databases.coreUrl,
    channel: AUTH_CHANGE_CHANNEL,
    onNotify: (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) forgetUser(userId);
      else clear();
    },
    onStateChange: clear,
  });

  async function cached<T>(key: string, userIdOf: (value: T) => number, load: () => Promise<T | undefined>) {
    if (!listener.listening) return load();
    const hit = entries.get(key);
    if (hit && clock() - hit.storedAt < ttlMs) {
      entries.touch(key);
      return hit.value as T;
    }
    // Stamped before the read, so an entry never outlives `ttlMs` counted from the state it holds.
    const storedAt = clock();
    const before = generation;
    // Keyed by generation too: a caller arriving after an invalidation never joins an older read.
    const value = await flight.run(`${key}@${before}`, load);
    if (value !== undefined && listener.listening && generation === before) {
      entries.put(key, { userId: userIdOf(value), value, storedAt });
    }
    return value;
  }

  return {
    session: (tokenHash, load) => cached(`s:${tokenHash}`, (row) => row.userId, load),
    licence: (userId, tenant, load) => cached(`l:${userId}:${tenant}`, () => userId, load),
    async close() {
      stopWatchingWrites();
      clear();
      await listener.close();
    },
  };
}
