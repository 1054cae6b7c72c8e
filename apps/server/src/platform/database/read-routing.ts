import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import type { FallbackReason, ReplicaSet, ReplicaState } from './replica-set.ts';

/**
 * Set around a read-only request (a route declaring `changesState: false`): only then may a
 * query go to a replica. Everything else (writes, jobs, start-up, the auth lookups that run
 * before it is set) stays on the primary.
 */
export interface ReadRoute {
  /** The WAL position of the caller's last write on that primary: a replica must have replayed it. */
  minLsn(set: ReplicaSet): bigint | undefined;
  /**
   * Run after a write commits on the primary within the route (some read-only routes write, as a
   * detail page debiting a credit, and work they start may outlive them): notes the caller's new
   * position before the write's caller goes on, so their next read waits for it.
   */
  afterWrite?(): Promise<void>;
  /** Collects, for a cached answer, the oldest `caughtUpAt` of the replicas that served it. */
  freshness?: { asOf: number };
}

const routes = new AsyncLocalStorage<ReadRoute>();

export function runReadOnly<T>(route: ReadRoute, work: () => T): T {
  return routes.run(route, work);
}

/**
 * Runs `load` and says how fresh its data is: `Infinity` when the primary answered every query,
 * else the time before which the answering replicas held every commit. The tenant data cache
 * keeps an answer only when that is after its last invalidation, so a replica that has not yet
 * replayed a change never refills the cache with what the change replaced.
 */
export async function withFreshness<T>(load: () => Promise<T>): Promise<{ value: T; freshAsOf: number }> {
  const route = routes.getStore();
  if (!route) return { value: await load(), freshAsOf: Number.POSITIVE_INFINITY };
  const freshness = { asOf: Number.POSITIVE_INFINITY };
  const value = await routes.run({ ...route, freshness }, load);
  return { value, freshAsOf: freshness.asOf };
}

/** Counted as the reads are routed; the metrics read them. */
export interface RoutingStats {
  /** Routable reads (statements or connections) by target: "primary" or a replica's name. */
  reads: Map<string, number>;
  fallbacks: Map<FallbackReason, number>;
}

export function createRoutingStats(): RoutingStats {
  return { reads: new Map(), fallbacks: new Map() };
}

function count<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

const READ_STATEMENT = /^\s*\(?\s*(select|with|values|table|show)\b/i;
/** Reads that write or lock anyway; a miss here still lands on the primary through error 25006. */
const WRITES_ANYWAY =
  /\b(insert\s+into|update\s+[\w".]+\s+set|delete\s+from|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|pg_notify|pg_advisory\w*|txid_current|pg_current_wal\w*)\b/i;

/**
 * Statements a replica refused as writes (a `SELECT` of a function that writes, as the credit
 * debit): from then on they go straight to the primary and count as writes.
 */
const learnedWrites = new Set<string>();
const MAX_LEARNED_WRITES = 1_000;

export function isReadStatement(sql: string): boolean {
  return READ_STATEMENT.test(sql) && !WRITES_ANYWAY.test(sql) && !learnedWrites.has(sql);
}

function learnWrite(sql: string): void {
  if (learnedWrites.size < MAX_LEARNED_WRITES) learnedWrites.add(sql);
}

/** The primary answers a statement a replica could not: it is safe to send it there instead. */
function primaryCanRetry(error: unknown): { retry: boolean; replicaDown: boolean; wrote?: boolean } {
  const code = (error as { code?: unknown }).code;
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
  // 25006: a write in a read-only transaction; 40001: cancelled by a conflict with recovery.
  if (sqlState === '25006') return { retry: true, replicaDown: false, wrote: true };
  if (sqlState === '40001') return { retry: true, replicaDown: false };
  // Connection lost or refused, the server shutting down or starting, no answer in time.
  const down = sqlState === undefined || sqlState.startsWith('08') || sqlState.startsWith('57P');
  return { retry: down, replicaDown: down };
}

/**
 * The pool Kysely sees for a primary that has replicas. Outside a read-only request it is the
 * primary's pool. Inside one, the checked-out connection decides at its first statement: a plain
 * read goes to a replica `ReplicaSet.pick` finds fit, and so does a transaction begun `read only`
 * (all of it: its snapshot lives there); any other `begin` or a write goes to the primary, and a
 * later write on a connection that started on a replica moves it to the primary.
 * A read a replica fails to answer (down, restarting, recovery conflict) is run on the primary.
 */
export class RoutingPool implements PostgresPool {
  constructor(
    readonly set: ReplicaSet,
    readonly stats: RoutingStats,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    const route = routes.getStore();
    if (!route) return this.set.primary.connect();
    return new RoutedClient(this, route);
  }

  /** The pools themselves are closed by `Databases.close`. */
  async end(): Promise<void> {}
}

type Target = { kind: 'primary' } | { kind: 'replica'; replica: ReplicaState };

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
/** A transaction that declares it only reads (an export's snapshot): a replica can hold all of it. */
const BEGIN_READ_ONLY = /^\s*(begin|start\s+transaction)\b[^;]*\bread\s+only\b/i;
const END = /^\s*(commit|end|rollback|abort)\b/i;

export class RoutedClient implements PostgresPoolClient {
  private client: pg.PoolClient | undefined;
  private target: Target | undefined;
  private inTransaction = false;
  private wroteInTransaction = false;
  /** A read-only transaction under way on a replica: every statement of it stays there. */
  private replicaTransaction = false;

  constructor(
    private readonly pool: RoutingPool,
    private readonly route: ReadRoute,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is built without a cursor class: Kysely never streams through this pool.
    if (typeof sql !== 'string') throw new Error('Streaming queries are not routed to replicas');
    return this.run<R>(sql, parameters ?? []);
  }

  /** `destroy`: close the connection rather than pool it (work on it failed halfway). */
  release(destroy = false): void {
    this.client?.release(destroy);
    this.client = undefined;
  }

  /**
   * pg's client the statements so far ran on: after a BEGIN, the transaction's (a replica's for a
   * read-only one, when one was fresh enough). For what Kysely cannot send, as COPY.
   */
  get connection(): pg.PoolClient | undefined {
    return this.client;
  }

  private async run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (this.replicaTransaction) return this.inReplicaTransaction<R>(sql, parameters);
    if (!this.target && BEGIN_READ_ONLY.test(sql)) {
      this.target = this.chooseReplica();
      const target = this.target;
      if (target.kind === 'replica') {
        try {
          this.client ??= await target.replica.pool.connect();
          const result = (await this.client.query(sql, [...parameters])) as unknown as PostgresQueryResult<R>;
          this.replicaTransaction = true;
          return result;
        } catch (error) {
          // Nothing has run yet: the primary can take the whole transaction.
          this.fallBackToPrimary(target.replica, error, primaryCanRetry(error).replicaDown);
        }
      }
      return this.onPrimary<R>(sql, parameters);
    }
    const read = isReadStatement(sql);
    if (!this.target) {
      this.target = read ? this.chooseReplica() : { kind: 'primary' };
    } else if (this.target.kind === 'replica' && !read) {
      this.release();
      this.target = { kind: 'primary' };
    }
    const target = this.target;
    if (target.kind === 'primary') return this.onPrimary<R>(sql, parameters);
    try {
      this.client ??= await target.replica.pool.connect();
      const result = (await this.client.query(sql, [...parameters])) as unknown as PostgresQueryResult<R>;
      this.noteFreshness(target.replica);
      return result;
    } catch (error) {
      const { retry, replicaDown, wrote } = primaryCanRetry(error);
      if (wrote) learnWrite(sql);
      if (!retry) throw error;
      this.fallBackToPrimary(target.replica, error, replicaDown);
      return this.onPrimary<R>(sql, parameters);
    }
  }

  /** A replica failed before anything ran there: the rest of this connection's work goes to the primary. */
  private fallBackToPrimary(replica: ReplicaState, error: unknown, replicaDown: boolean): void {
    if (replicaDown) this.pool.set.markDown(replica, (error as Error).message || String(error));
    this.client?.release(replicaDown);
    this.client = undefined;
    this.target = { kind: 'primary' };
    count(this.pool.stats.fallbacks, 'error');
  }

  /**
   * Inside a read-only transaction begun on a replica: its snapshot lives there, so nothing can move
   * to the primary halfway; an error ends the transaction as it would on the primary.
   */
  private async inReplicaTransaction<R>(
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> {
    if (END.test(sql)) this.replicaTransaction = false;
    const target = this.target as { kind: 'replica'; replica: ReplicaState };
    const result = (await (this.client as pg.PoolClient).query(sql, [
      ...parameters,
    ])) as unknown as PostgresQueryResult<R>;
    this.noteFreshness(target.replica);
    return result;
  }

  private async onPrimary<R>(
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> {
    if (!this.client) {
      this.client = await this.pool.set.primary.connect();
      count(this.pool.stats.reads, 'primary');
    }
    const result = (await this.client.query(sql, [...parameters])) as unknown as PostgresQueryResult<R>;
    await this.noteWrite(sql);
    return result;
  }

  /** After a write outside a transaction, or the commit of one that wrote: `afterWrite`. */
  private async noteWrite(sql: string): Promise<void> {
    if (BEGIN.test(sql)) {
      this.inTransaction = true;
      this.wroteInTransaction = false;
      return;
    }
    if (END.test(sql)) {
      const committed = this.wroteInTransaction && !/^\s*(rollback|abort)\b/i.test(sql);
      this.inTransaction = false;
      this.wroteInTransaction = false;
      if (committed) await this.route.afterWrite?.();
      return;
    }
    if (isReadStatement(sql)) return;
    if (this.inTransaction) this.wroteInTransaction = true;
    else await this.route.afterWrite?.();
  }

  private chooseReplica(): Target {
    const { replica, reason } = this.pool.set.pick(this.route.minLsn(this.pool.set));
    if (!replica) {
      if (reason) count(this.pool.stats.fallbacks, reason);
      return { kind: 'primary' };
    }
    count(this.pool.stats.reads, replica.name);
    return { kind: 'replica', replica };
  }

  private noteFreshness(replica: ReplicaState): void {
    const freshness = this.route.freshness;
    if (freshness) freshness.asOf = Math.min(freshness.asOf, replica.caughtUpAt);
  }
}
