import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/** pg-boss keeps its tables in this schema of the core database, apart from the app's own. */
export const JOBS_SCHEMA = 'pgboss';

const DEADLOCK_DETECTED = '40P01';
/** Serialises pg-boss start-up between processes (see `start`). */
const START_LOCK_ID = 7_203_116;

export interface JobQueueOptions {
  /** A pool on the core database; the queue borrows it instead of opening its own. */
  pool: pg.Pool;
  /** Seconds between polls for new jobs and between cron checks; small in tests. */
  pollingIntervalSeconds?: number;
  cronIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

export interface SendOptions {
  /** At most one queued job per key: repeated requests within the window collapse into one. */
  singletonKey?: string;
  singletonSeconds?: number;
  startAfterSeconds?: number;
}

export type JobHandler<T> = (data: T, jobId: string) => Promise<void>;

/**
 * The background-job queue, in Postgres. Every API process may start one: jobs are fetched with
 * SKIP LOCKED so each runs once, and cron schedules are fired by a single instance per tick
 * (pg-boss records the last cron time and de-duplicates each minute's job with a singleton key).
 */
export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  schedule(name: string, cron: string, data?: object): Promise<void>;
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Jobs waiting to run (created or retrying) per queue, for the metrics scrape. */
  queueSizes(): Promise<{ queue: string; size: number }[]>;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.pool.query(text, values) },
    schema: JOBS_SCHEMA,
    cronMonitorIntervalSeconds: options.cronIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: options.cronIntervalSeconds ?? 5,
  });
  boss.on('error', (error) => options.onError?.(error));
  const queues = new Set<string>();

  // Two processes creating the same queue at once can deadlock on its partition; Postgres aborts
  // one of them, and the retry finds the queue already there.
  async function ensureQueue(name: string): Promise<void> {
    if (queues.has(name)) return;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await boss.createQueue(name);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 5) throw error;
        await sleep(50 * attempt + Math.floor(Math.random() * 50));
      }
    }
    queues.add(name);
  }

  return {
    async start() {
      // pg-boss creates its schema on first start without a lock: replicas starting together on a
      // fresh database would race on CREATE SCHEMA and one would crash.
      const client = await options.pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_ID]);
        await boss.start();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
    async schedule(name, cron, data = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async send(name, data = {}, sendOptions = {}) {
      await ensureQueue(name);
      return boss.send(name, data, {
        singletonKey: sendOptions.singletonKey,
        singletonSeconds: sendOptions.singletonSeconds,
        startAfter: sendOptions.startAfterSeconds,
        retryLimit: 3,
        retryBackoff: true,
      });
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Parameters<typeof handler>[0], job.id);
      });
    },
    async queueSizes() {
      const all = await boss.getQueues();
      return Promise.all(all.map(async ({ name }) => ({ queue: name, size: await boss.getQueueSize(name) })));
    },
  };
}
