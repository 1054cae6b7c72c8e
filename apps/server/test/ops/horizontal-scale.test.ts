import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_INGEST_JOB } from '../../src/modules/feeds/feeds.jobs.ts';
import { createJobQueue, JOBS_SCHEMA } from '../../src/platform/jobs/job-queue.ts';
import { createUser, TEST_PASSWORD } from '../auth-helpers.ts';
import { createCompanies, grantCredits, METERED_SCOPES } from '../billing-helpers.ts';
import type { TestApp } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const JOB_COUNT = 20;
const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Probe</title>
<item><title>Probe item</title><link>http://example.test/probe</link><guid>probe-1</guid></item>
</channel></rss>`;

let db: TestDatabase;
let feedServer: http.Server;
let feedHits = 0;
const servers: { process: ChildProcess; base: string; output: string }[] = [];

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the real entry point and resolves once it says it is running (workers registered). */
async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    },
  });
  const server = { process: child, base: `http://127.0.0.1:${port}`, output: '' };
  servers.push(server);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${server.output}`)), 40_000);
    const collect = (chunk: Buffer) => {
      server.output += chunk;
      if (server.output.includes('AdAtlas is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${server.output}`)));
  });
  return server;
}

beforeAll(async () => {
  db = await createTestDatabase();
  feedServer = http.createServer((_request, response) => {
    feedHits += 1;
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  const { port } = feedServer.address() as net.AddressInfo;
  await db.databases
    .tenant('portugal')
    .db.insertInto('news_feeds')
    .values({ name: 'Probe feed', url: `http://127.0.0.1:${port}/feed.xml` })
    .execute();
  await Promise.all([startServer(await freePort()), startServer(await freePort())]);
}, 60_000);
afterAll(async () => {
  await Promise.all(
    servers
      .filter((server) => server.process.exitCode === null && server.process.signalCode === null)
      .map(
        (server) =>
          new Promise((resolve) => {
            server.process.once('exit', resolve);
            server.process.kill('SIGTERM');
          }),
      ),
  );
  await new Promise((resolve) => feedServer.close(resolve));
  await db.drop();
});

describe('two API processes on one database', () => {
  it('both answer, and a session made on one is honoured by the other', async () => {
    const user = await createUser({ db } as TestApp, { tenants: { italy: { scopes: ['company'] } } });
    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
    for (const server of servers) expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const login = await fetch(`${first.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'italy' },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const me = await fetch(`${second.base}/api/v1/user/me`, {
      headers: { authorization: `Bearer ${token}`, 'x-tenant': 'italy' },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(user.email);
  });

  it('charges exactly the credits left when opens race across both processes', async () => {
    const t = { db } as TestApp;
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    await grantCredits(t, user.id, { company: 10, contact: 0 });
    const ids = await createCompanies(db.databases.tenant('italy'), 40, 'Race');
    const login = await fetch(`${servers[0]?.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'italy' },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}`, 'x-tenant': 'italy' };
    const statuses = await Promise.all(
      ids.map(async (id, index) => {
        const base = servers[index % 2]?.base;
        return (await fetch(`${base}/api/v1/frontend/company/${id}`, { headers })).status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(30);
    const opens = await db.databases.core
      .selectFrom('record_opens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(opens.count)).toBe(10);
  });

  it('runs each queued job exactly once across the two workers', async () => {
    const queue = createJobQueue({ pool: db.databases.corePool });
    await queue.start();
    try {
      const sent = await Promise.all(
        Array.from({ length: JOB_COUNT }, () => queue.send(NEWS_INGEST_JOB, { tenant: 'portugal' })),
      );
      expect(sent.every((id) => typeof id === 'string')).toBe(true);
      const states = async () =>
        (
          await db.databases.corePool.query<{ state: string; retry_count: number }>(
            `SELECT state, retry_count FROM ${JOBS_SCHEMA}.job WHERE id = ANY($1::uuid[])`,
            [sent],
          )
        ).rows;
      await expect
        .poll(async () => (await states()).filter((row) => row.state === 'completed').length, {
          timeout: 30_000,
        })
        .toBe(JOB_COUNT);
      expect((await states()).every((row) => row.retry_count === 0)).toBe(true);
      // Every execution fetches the feed once; a cron-fired ingestion in the window counts on both sides.
      const { rows } = await db.databases.corePool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${JOBS_SCHEMA}.job
         WHERE name = $1 AND data->>'tenant' = 'portugal' AND state = 'completed'`,
        [NEWS_INGEST_JOB],
      );
      expect(rows[0]?.count).toBeGreaterThanOrEqual(JOB_COUNT);
      expect(feedHits).toBe(rows[0]?.count);
    } finally {
      await queue.stop();
    }
  });
});
