import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabases, type Databases } from '../../src/platform/database/databases.ts';
import {
  type EmbeddedDatabase,
  findFreePort,
  startEmbeddedPostgres,
} from '../../src/platform/database/embedded.ts';
import { createUser, TEST_PASSWORD } from '../auth-helpers.ts';
import { createCompanies, grantCredits, METERED_SCOPES } from '../billing-helpers.ts';
import type { TestApp } from '../test-app.ts';

/** Requests in flight at once: steady load, small enough for a shared 2-core machine. */
const CONCURRENCY = 4;
const BASELINE_MS = 2_000;
const DOWNTIME_MS = 1_000;
const AFTER_RESTART_MS = 6_000;
const COMPANY_COUNT = 4_000;
const CREDITS = 10_000;

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

interface Sample {
  start: number;
  end: number;
  status: number;
  kind: 'open' | 'search';
  companyId?: number;
  clientType?: string;
}

let tmpDir: string;
let dataDir: string;
let pgPort: number;
let pg: EmbeddedDatabase;
let databases: Databases;
let server: ChildProcess;
let serverOutput = '';
let baseUrl: string;
let userId: number;
let companies: number[];

/**
 * A dedicated embedded PostgreSQL and the real server (`server.ts`, jobs and mail sender included)
 * as a child process on it: the database can be stopped under the server's feet.
 */
beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'adatlas-fault-pg-'));
  await chmod(tmpDir, 0o755);
  dataDir = path.join(tmpDir, 'pg');
  pgPort = await findFreePort();
  pg = await startEmbeddedPostgres({ dataDir, port: pgPort, settings: { fsync: 'off' } });
  databases = createDatabases({ url: pg.url, poolSize: 2 });
  await databases.migrate();
  // The helpers only need the databases of a TestApp.
  const t = { db: { databases } } as unknown as TestApp;
  const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
  userId = user.id;
  await grantCredits(t, user.id, { company: CREDITS, contact: 0 });
  companies = await createCompanies(databases.tenant('italy'), COMPANY_COUNT);

  const port = await findFreePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: pg.url,
      DATA_DIR: tmpDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      MAIL_POLL_INTERVAL_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    serverOutput += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    serverOutput += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${serverOutput}`);
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${serverOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await databases?.close();
  await pg?.stop();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
});

async function signIn(): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'italy' },
    body: JSON.stringify({ email: (await emailOf(userId)) as string, password: TEST_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return { authorization: `Bearer ${body.data.token}`, 'x-tenant': 'italy' };
}

async function emailOf(id: number) {
  const row = await databases.core
    .selectFrom('users')
    .select('email')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.email;
}

/** One call, timed; a network failure counts as status 0. */
async function timed(
  kind: Sample['kind'],
  request: () => Promise<Response>,
  companyId?: number,
): Promise<Sample> {
  const start = performance.now();
  try {
    const response = await request();
    const body = (await response.json().catch(() => ({}))) as { clientType?: string };
    return {
      start,
      end: performance.now(),
      status: response.status,
      kind,
      companyId,
      clientType: body.clientType,
    };
  } catch {
    return { start, end: performance.now(), status: 0, kind, companyId };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL restarted under load', () => {
  it('keeps the server up, fails only around the downtime, recovers within 5 s and charges each open once', async () => {
    const headers = await signIn();
    const samples: Sample[] = [];
    let nextCompany = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        const id = companies[nextCompany++] as number;
        samples.push(
          await timed(
            'open',
            () =>
              fetch(`${baseUrl}/api/v1/frontend/company/${id}`, {
                headers,
                signal: AbortSignal.timeout(10_000),
              }),
            id,
          ),
        );
        samples.push(
          await timed('search', () =>
            fetch(`${baseUrl}/api/v1/frontend/company`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ key: 'Company 12' }),
              signal: AbortSignal.timeout(10_000),
            }),
          ),
        );
      }
    };
    const origin = performance.now();
    const workers = Array.from({ length: CONCURRENCY }, worker);
    await sleep(BASELINE_MS);
    const downAt = performance.now();
    await pg.stop();
    await sleep(DOWNTIME_MS);
    pg = await startEmbeddedPostgres({ dataDir, port: pgPort, settings: { fsync: 'off' } });
    const upAt = performance.now();
    await sleep(AFTER_RESTART_MS);
    running = false;
    await Promise.all(workers);

    // The process survived and answers.
    expect(server.exitCode, serverOutput).toBeNull();
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);

    // Errors only within the restart window (requests in flight when it stopped included).
    const failed = samples.filter((sample) => sample.status !== 200);
    expect(failed.length, 'the restart should have been noticed').toBeGreaterThan(0);
    const outside = failed.filter((sample) => sample.end < downAt || sample.start > upAt + 2_000);
    expect(outside, JSON.stringify(outside.slice(0, 5))).toEqual([]);
    // Failures are answered in the envelope as a temporary unavailability, not as a crash.
    const answered = failed.filter((sample) => sample.status !== 0);
    expect(new Set(answered.map((sample) => `${sample.status} ${sample.clientType}`))).toEqual(
      new Set(['503 SERVICE_UNAVAILABLE']),
    );

    // Throughput back within 5 s: some one-second window starting ≤ 4 s after the restart reaches
    // half the baseline rate.
    const okIn = (from: number, to: number) =>
      samples.filter((sample) => sample.status === 200 && sample.end >= from && sample.end < to).length;
    const baselinePerSecond = okIn(origin, downAt) / ((downAt - origin) / 1000);
    expect(baselinePerSecond).toBeGreaterThan(0);
    const recoveredAt = [0, 500, 1_000, 1_500, 2_000, 2_500, 3_000, 3_500, 4_000].find(
      (offset) => okIn(upAt + offset, upAt + offset + 1_000) >= baselinePerSecond / 2,
    );
    expect(recoveredAt, `baseline ${baselinePerSecond.toFixed(1)}/s`).toBeDefined();
    const lastFailure = Math.max(...failed.map((sample) => sample.end));
    console.info(
      `database restart: ${samples.length} requests, ${failed.length} failed ` +
        `(${answered.length} answered 503), baseline ${baselinePerSecond.toFixed(1)} ok/s, ` +
        `last failure ${Math.round(lastFailure - upAt)} ms after Postgres was back, ` +
        `half the baseline again within ${(recoveredAt ?? 0) + 1_000} ms`,
    );

    // Credits exact: every answered open is charged once, nothing else is charged, and an open
    // whose answer was lost in the restart is charged at most once (a retry is then free).
    const opens = await databases.core
      .selectFrom('record_opens')
      .select(['entity_id'])
      .where('user_id', '=', userId)
      .execute();
    const charged = opens.map((row) => Number(row.entity_id));
    expect(new Set(charged).size).toBe(charged.length);
    const openSamples = samples.filter((sample) => sample.kind === 'open');
    const answeredOpens = openSamples.filter((sample) => sample.status === 200).map((s) => s.companyId);
    const attempted = new Set(openSamples.map((sample) => sample.companyId));
    expect(charged.filter((id) => !attempted.has(id))).toEqual([]);
    expect(answeredOpens.filter((id) => !charged.includes(id as number))).toEqual([]);
    expect(charged.length - answeredOpens.length).toBeLessThanOrEqual(failed.length);
    const consumption = await fetch(`${baseUrl}/api/v1/consumption`, { headers });
    const counted = (await consumption.json()) as { data: { companies: { count: number } } };
    expect(counted.data.companies.count).toBe(charged.length);
  }, 60_000);
});
