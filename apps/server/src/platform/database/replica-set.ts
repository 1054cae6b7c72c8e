import type pg from 'pg';

/** A WAL position (`pg_lsn` as text, `16/B374D848`) as a number that orders like it. */
export function parseLsn(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** What a health check saw of one replica, for routing, /readyz and the metrics. */
export interface ReplicaState {
  /** What it serves and its rank: "italy/replica-1" (no address: /readyz is public). */
  name: string;
  pool: pg.Pool;
  healthy: boolean;
  /** Last WAL position replayed, as of the last check; -1 before the first one. */
  replayedLsn: bigint;
  /** How long the oldest write of the primary it has not replayed has waited; 0 when caught up. */
  lagMs: number;
  /**
   * The replica holds every commit made on the primary before this time (ms since the epoch): a
   * cached answer it served is only kept when this is after the cache's last invalidation.
   */
  caughtUpAt: number;
  /** Why it is unhealthy, for /readyz. */
  problem?: string;
}

export interface ReplicaSetOptions {
  primary: pg.Pool;
  /** Each replica's pool and its name (set again once the set knows what it serves). */
  replicas: { name: string; pool: pg.Pool }[];
  /** A replica further behind is skipped. */
  maxLagMs: number;
  intervalMs: number;
  clock?: () => number;
}

interface PrimarySample {
  lsn: bigint;
  /** When the primary was first seen at this position. */
  firstAt: number;
  /** When it was last seen still there: every commit before this time is at or below `lsn`. */
  lastAt: number;
}

/**
 * A check answering later than this marks the replica down: with the interval, a frozen replica is
 * skipped within 1.25 s, and a busy machine's slow answers are not taken for a dead server.
 */
const CHECK_TIMEOUT_MS = 1_000;

/** Samples older than this are dropped; a replica further behind than all of them is just "lagging". */
const KEPT_SAMPLE_MS = 120_000;

/**
 * One primary and its streaming replicas. A timer asks the primary for its current WAL position
 * (`pg_current_wal_insert_lsn()`) and each replica for what it has replayed (`pg_last_wal_replay_lsn()`);
 * the lag is how long the oldest unreplayed position has been on the primary, so an idle primary
 * is never mistaken for a lagging replica (as `now() - pg_last_xact_replay_timestamp()` would).
 * A check failing or taking longer than 1 s marks the replica down until a check succeeds again;
 * so does a connection error seen by a routed query (`markDown`).
 */
export class ReplicaSet {
  readonly primary: pg.Pool;
  readonly replicas: ReplicaState[];
  /** WAL position of the primary at the last check. */
  primaryLsn = -1n;
  private samples: PrimarySample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private next = 0;
  private readonly clock: () => number;
  private readonly checkTimeoutMs = CHECK_TIMEOUT_MS;

  constructor(private readonly options: ReplicaSetOptions) {
    this.primary = options.primary;
    this.clock = options.clock ?? Date.now;
    this.replicas = options.replicas.map(({ name, pool }) => ({
      name,
      pool,
      healthy: false,
      replayedLsn: -1n,
      lagMs: Number.POSITIVE_INFINITY,
      caughtUpAt: Number.NEGATIVE_INFINITY,
      problem: 'not checked yet',
    }));
  }

  start(): void {
    if (this.timer) return;
    void this.check();
    this.timer = setInterval(() => void this.check(), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.checking;
  }

  /** One round of checks; a round still running is joined rather than doubled. */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  /**
   * A replica fit to serve a read that must see `minLsn` (the caller's last write), in turn; none
   * when every replica is down, too far behind, or has not replayed that write yet.
   */
  pick(minLsn: bigint | undefined): { replica?: ReplicaState; reason?: FallbackReason } {
    let reason: FallbackReason = 'down';
    for (let step = 0; step < this.replicas.length; step++) {
      const replica = this.replicas[(this.next + step) % this.replicas.length] as ReplicaState;
      if (!replica.healthy) continue;
      if (replica.lagMs > this.options.maxLagMs) {
        reason = 'lag';
        continue;
      }
      if (minLsn !== undefined && replica.replayedLsn < minLsn) {
        if (reason === 'down') reason = 'own_write';
        continue;
      }
      this.next = (this.next + step + 1) % this.replicas.length;
      return { replica };
    }
    return { reason };
  }

  markDown(replica: ReplicaState, problem: string): void {
    replica.healthy = false;
    replica.problem = problem;
  }

  private async runCheck(): Promise<void> {
    const startedAt = this.clock();
    try {
      const { rows } = await this.primary.query<{ lsn: string }>({
        text: 'SELECT pg_current_wal_insert_lsn()::text AS lsn',
        query_timeout: this.checkTimeoutMs,
      } as pg.QueryConfig);
      this.primaryLsn = parseLsn(rows[0]?.lsn ?? '0/0');
      const last = this.samples.at(-1);
      if (last?.lsn === this.primaryLsn) last.lastAt = startedAt;
      else this.samples.push({ lsn: this.primaryLsn, firstAt: startedAt, lastAt: startedAt });
      while (
        this.samples.length > 1 &&
        (this.samples[0] as PrimarySample).lastAt < startedAt - KEPT_SAMPLE_MS
      ) {
        this.samples.shift();
      }
    } catch {
      // Without the primary's position the lags stay as they were; the replicas are still checked.
    }
    await Promise.all(this.replicas.map((replica) => this.checkReplica(replica)));
  }

  private async checkReplica(replica: ReplicaState): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${this.checkTimeoutMs} ms`)),
          this.checkTimeoutMs,
        );
      });
      const { rows } = await Promise.race([
        replica.pool.query<{ lsn: string | null; recovering: boolean }>({
          text: 'SELECT pg_last_wal_replay_lsn()::text AS lsn, pg_is_in_recovery() AS recovering',
          query_timeout: this.checkTimeoutMs,
        } as pg.QueryConfig),
        deadline,
      ]);
      const row = rows[0];
      if (!row?.recovering || row.lsn === null) {
        // A promoted replica is a primary of its own: its data diverges from ours from now on.
        this.markDown(replica, 'not a streaming replica (not in recovery)');
        return;
      }
      this.record(replica, parseLsn(row.lsn));
    } catch (error) {
      this.markDown(replica, (error as Error).message || String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  private record(replica: ReplicaState, replayed: bigint): void {
    const now = this.clock();
    replica.replayedLsn = replayed;
    replica.healthy = true;
    replica.problem = undefined;
    let caughtUpAt = Number.NEGATIVE_INFINITY;
    let oldestMissing: number | undefined;
    for (const sample of this.samples) {
      if (sample.lsn <= replayed) caughtUpAt = sample.lastAt;
      else if (oldestMissing === undefined) oldestMissing = sample.firstAt;
    }
    replica.caughtUpAt = caughtUpAt;
    if (this.samples.length === 0) replica.lagMs = Number.POSITIVE_INFINITY;
    else replica.lagMs = oldestMissing === undefined ? 0 : now - oldestMissing;
  }
}

/** Why a read that could have gone to a replica went to the primary. */
export type FallbackReason = 'down' | 'lag' | 'own_write' | 'error';
