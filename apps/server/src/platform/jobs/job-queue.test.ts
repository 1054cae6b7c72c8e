import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createPool } from '../database/connection.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

let db: TestDatabase;
const pools: ReturnType<typeof createPool>[] = [];
const queues: JobQueue[] = [];

/** Two queues on separate pools stand for two API processes sharing one database. */
function startWorker(): JobQueue {
  const pool = createPool(db.url, { max: 4 });
  pools.push(pool);
  const queue = createJobQueue({ pool, pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1 });
  queues.push(queue);
  return queue;
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  for (const pool of pools) await pool.end();
  await db.drop();
});

describe('JobQueue across two processes', () => {
  it('runs a cron schedule once per tick, and each sent job once, whichever worker picks it', async () => {
    // A cron job is de-duplicated per minute slot: stay clear of the boundary so one slot is seen.
    const second = new Date().getUTCSeconds();
    if (second > 40) await sleep((61 - second) * 1000);

    const runs: { worker: string; jobId: string }[] = [];
    const workers = [startWorker(), startWorker()];
    await Promise.all(workers.map((queue) => queue.start()));
    await Promise.all(
      workers.map((queue, index) =>
        queue.work('test-cron', async (_data, jobId) => {
          runs.push({ worker: `w${index}`, jobId });
        }),
      ),
    );
    await workers[0]?.schedule('test-cron', '* * * * *');
    await workers[1]?.schedule('test-cron', '* * * * *');

    const sentRuns: string[] = [];
    await Promise.all(
      workers.map((queue) => queue.work('test-once', async (_data, jobId) => void sentRuns.push(jobId))),
    );
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, n) => workers[n % 2]?.send('test-once', { n })),
    );

    const deadline = Date.now() + 15_000;
    while ((runs.length === 0 || sentRuns.length < 10) && Date.now() < deadline) await sleep(200);
    // Give the other worker several cron and polling cycles to (wrongly) run it again.
    await sleep(5_000);

    expect(runs).toHaveLength(1);
    expect([...sentRuns].sort()).toEqual([...sent].sort());
  }, 60_000);

  it('collapses repeated sends with one singleton key into one queued job', async () => {
    const [queue] = queues;
    if (!queue) throw new Error('no queue');
    const first = await queue.send('test-singleton', {}, { singletonKey: 'italy', singletonSeconds: 60 });
    const second = await queue.send('test-singleton', {}, { singletonKey: 'italy', singletonSeconds: 60 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
  });
});
