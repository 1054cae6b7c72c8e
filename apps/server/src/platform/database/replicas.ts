import type pg from 'pg';
import { createRoutingStats, type ReadRoute, type RoutingStats } from './read-routing.ts';
import { parseLsn, type ReplicaSet } from './replica-set.ts';

/** A replica as /readyz and the metrics show it. */
export interface ReplicaHealth {
  /** What it serves: "core", tenant ids, joined with "+". */
  serves: string;
  /** "italy/replica-1": no address, since /readyz is public. */
  name: string;
  healthy: boolean;
  /** Milliseconds behind the primary; null while it is down or not yet measured. */
  lagMs: number | null;
  /** Too far behind (`REPLICA_MAX_LAG_MS`): up, but skipped. */
  lagging: boolean;
}

interface UserWrites {
  lsn: Map<ReplicaSet, bigint>;
  expiresAt: number;
}

/** How many users' last writes are remembered at most; the oldest go first. */
const MAX_REMEMBERED_USERS = 50_000;

/**
 * The replicas of every primary, and read-your-writes: after a user's write
 * (`rememberWrite`, on every request that changes state) the primary's current WAL position is
 * kept for that user, and that user's reads go to a replica only once it has replayed past it.
 * The memory is per process and lasts `writeMemoryMs`, longer than `REPLICA_MAX_LAG_MS`, after
 * which a replica that has still not replayed the write is skipped as lagging anyway.
 */
export class ReplicaRouting {
  readonly stats: RoutingStats = createRoutingStats();
  private readonly writes = new Map<number, UserWrites>();

  constructor(
    readonly sets: { serves: string; set: ReplicaSet }[],
    private readonly maxLagMs: number,
    private readonly writeMemoryMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.sets.length > 0;
  }

  start(): void {
    for (const { set } of this.sets) set.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.sets.map(({ set }) => set.stop()));
  }

  /** The route of a read-only request by `userId` (none when anonymous). */
  readRoute(userId: number | undefined): ReadRoute {
    if (userId === undefined) return { minLsn: () => undefined };
    return {
      // Looked up at each statement: a write earlier in the same request counts.
      minLsn: (set) => {
        const writes = this.writes.get(userId);
        if (!writes) return undefined;
        if (writes.expiresAt > this.clock()) return writes.lsn.get(set);
        this.writes.delete(userId);
        return undefined;
      },
      // A primary gone after the commit fails the next statement anyway, not this one.
      afterWrite: () => this.rememberWrite(userId).catch(() => undefined),
    };
  }

  /** Notes the primaries' WAL positions after a request by `userId` that changed state. */
  async rememberWrite(userId: number): Promise<void> {
    const byPrimary = new Map<pg.Pool, ReplicaSet[]>();
    for (const { set } of this.sets) byPrimary.set(set.primary, [...(byPrimary.get(set.primary) ?? []), set]);
    // The insert position, not pg_current_wal_lsn() (written out): with synchronous_commit=off
    // the commit just made may not be written yet, and a replica could replay "past" it without it.
    const positions = await Promise.all(
      [...byPrimary].map(async ([primary, sets]) => {
        const { rows } = await primary.query<{ lsn: string }>(
          'SELECT pg_current_wal_insert_lsn()::text AS lsn',
        );
        return { sets, lsn: parseLsn(rows[0]?.lsn ?? '0/0') };
      }),
    );
    // Requests of one user finish in any order: the position kept is the furthest one seen.
    const known = this.writes.get(userId);
    const lsn = new Map(known && known.expiresAt > this.clock() ? known.lsn : []);
    for (const position of positions) {
      for (const set of position.sets) {
        const before = lsn.get(set);
        if (before === undefined || position.lsn > before) lsn.set(set, position.lsn);
      }
    }
    this.writes.delete(userId);
    this.writes.set(userId, { lsn, expiresAt: this.clock() + this.writeMemoryMs });
    if (this.writes.size > MAX_REMEMBERED_USERS) {
      const oldest = this.writes.keys().next();
      if (!oldest.done) this.writes.delete(oldest.value);
    }
  }

  health(): ReplicaHealth[] {
    return this.sets.flatMap(({ serves, set }) =>
      set.replicas.map((replica) => ({
        serves,
        name: replica.name,
        healthy: replica.healthy,
        lagMs: replica.healthy && Number.isFinite(replica.lagMs) ? replica.lagMs : null,
        lagging: replica.healthy && replica.lagMs > this.maxLagMs,
      })),
    );
  }
}
