import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createJobQueue, type JobQueue } from '../../src/platform/jobs/job-queue.ts';
import { createUser, loginAs, TEST_PASSWORD } from '../auth-helpers.ts';
import { createCompanies, grantCredits, METERED_SCOPES } from '../billing-helpers.ts';
import { type SmtpListener, startSmtpListener } from '../smtp-listener.ts';
import type { TestApp } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';
let db: TestDatabase;
let app: FastifyInstance;
let jobs: JobQueue;
let smtp: SmtpListener;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpListener();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    SMTP_URL: smtp.url,
    METRICS_TOKEN,
    // Every query counts as slow, so the log shows one without waiting for a slow one.
    SLOW_QUERY_MS: '0',
  });
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      callback();
    },
  });
  jobs = createJobQueue({ pool: db.databases.corePool });
  await jobs.start();
  app = await buildApp({ config, databases: db.databases, jobs, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await jobs.stop();
  await smtp.close();
  await db.drop();
});

const scrape = async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one series, e.g. `http_requests_total{...}`; labels given must all match. */
function seriesValue(body: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of body.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('observability', () => {
  it('refuses /metrics without the bearer token when METRICS_TOKEN is set', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${METRICS_TOKEN}`]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect([response.statusCode, response.json().clientType]).toEqual([401, 'UNAUTHORIZED_ERROR']);
    }
  });

  it('exports requests, latency, errors, pools, queue depth, credits and mail after a short run', async () => {
    const t = { db } as TestApp;
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    await grantCredits(t, user.id, { company: 10, contact: 0 });
    const companies = await createCompanies(db.databases.tenant('italy'), 3);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-tenant': 'italy' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { headers } = await loginAs(t, user);
    for (const id of companies) {
      const opened = await app.inject({ method: 'GET', url: `/api/v1/frontend/company/${id}`, headers });
      expect(opened.statusCode).toBe(200);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/frontend/company/999999999', headers })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/no/such/path' })).statusCode).toBe(404);
    await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    await smtp.waitFor(user.email);
    await jobs.send('ops-metrics-probe', {}, { startAfterSeconds: 3600 });

    const body = await scrape();
    const route = { method: 'GET', route: '/api/v1/frontend/company/:id' };
    expect(seriesValue(body, 'http_requests_total', { ...route, status_class: '2xx' })).toBe(3);
    expect(seriesValue(body, 'http_requests_total', { ...route, status_class: '4xx' })).toBe(1);
    expect(seriesValue(body, 'http_requests_total', { route: '(unmatched)', status_class: '4xx' })).toBe(1);
    expect(body).not.toContain('/no/such/path');
    expect(body).not.toMatch(/route="\/api\/v1\/frontend\/company\/\d/);
    expect(seriesValue(body, 'http_request_duration_seconds_count', { ...route, status_class: '2xx' })).toBe(
      3,
    );
    expect(
      seriesValue(body, 'http_request_duration_seconds_sum', { ...route, status_class: '2xx' }),
    ).toBeGreaterThan(0);
    expect(seriesValue(body, 'http_request_errors_total', { status_class: '4xx' })).toBeGreaterThanOrEqual(2);
    expect(seriesValue(body, 'db_pool_connections', { pool: 'main', state: 'total' })).toBeGreaterThan(0);
    expect(seriesValue(body, 'db_pool_connections', { pool: 'main', state: 'waiting' })).toBe(0);
    expect(seriesValue(body, 'job_queue_depth', { queue: 'ops-metrics-probe' })).toBe(1);
    expect(seriesValue(body, 'adatlas_credits_consumed', { tenant: 'italy' })).toBe(3);
    expect(seriesValue(body, 'adatlas_credits_consumed', { tenant: 'france' })).toBe(0);
    await expect
      .poll(async () => seriesValue(await scrape(), 'adatlas_mail_outbox', { state: 'sent' }))
      .toBe(1);
  });

  it('logs the request id, user and tenant on request-completed lines, and slow queries without parameters', async () => {
    const t = { db } as TestApp;
    const user = await createUser(t, { tenants: { france: { scopes: ['company'] } } });
    const { headers } = await loginAs(t, user, 'france');
    const secretName = `Needle ${Date.now()}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/frontend/company',
      headers,
      payload: { key: secretName },
    });
    expect(response.statusCode).toBe(200);
    const requestId = response.headers['x-request-id'];
    const completed = logLines.find((line) => line.msg === 'request completed' && line.reqId === requestId);
    expect(completed).toMatchObject({ userId: user.id, tenant: 'france', reqId: requestId });
    expect(typeof completed?.responseTime).toBe('number');
    const slow = logLines.filter((line) => line.msg === 'slow query');
    expect(slow.length).toBeGreaterThan(0);
    expect(slow.some((line) => String(line.sql).includes('"tenant_fr"."companies"'))).toBe(true);
    expect(JSON.stringify(slow)).not.toContain(secretName);
    expect(slow.every((line) => typeof line.durationMs === 'number')).toBe(true);
  });
});
