import { setTimeout as sleep } from 'node:timers/promises';
import { SETTING_KEYS } from '@adatlas/domain/alerts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyThroughApi, grantApi, keyHeaders } from '../../../test/api-key-helpers.ts';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';
import { buildServer } from '../../app.ts';
import type { Services } from '../../composition/services.ts';
import { loadConfig } from '../../platform/config.ts';
import { createPool } from '../../platform/database/connection.ts';
import { tenantDataChanges } from '../../platform/database/tenant-data-changes.ts';
import { createJobQueue, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { WEBHOOK_DISPATCH_JOB } from './webhook-delivery.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';
import { DISPATCH_AFTER_CHANGE_KEY, dispatchOnDataChange, registerWebhookJobs } from './webhooks.jobs.ts';

let db: TestDatabase;
let app: FastifyInstance;
let services: Services;
let queue: JobQueue;
let pool: ReturnType<typeof createPool>;
let t: TestApp;

// The real queue (pg-boss on the test database) and a receiver on loopback, which only this
// configuration lets webhooks reach; retries wait 1 s, then 2 s.
beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool(db.url, { max: 4 });
  queue = createJobQueue({ pool, pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_RETRY_BASE_SECONDS: '1',
    WEBHOOK_TIMEOUT_MS: '2000',
  });
  ({ app, services } = await buildServer({ config, databases: db.databases, jobs: queue }));
  await app.ready();
  await queue.start();
  await registerWebhookJobs(queue, services.webhookDelivery);
  t = { app, db, close: async () => undefined };
});
afterAll(async () => {
  await queue.stop();
  await app.close();
  await pool.end();
  await db.drop();
});

const italy = () => db.databases.tenant('italy');

/** A customer with the API who follows a new company; answers their session and the company. */
async function follower() {
  const user = await createUser(t, { tenants: { italy: { scopes: ['company', 'contact'] } } });
  await grantApi(t, user.id);
  const company = await createCompany(italy(), { name: 'Barilla' });
  await italy()
    .db.insertInto('settings')
    .values({
      user_id: user.id,
      key: SETTING_KEYS.followedCompany,
      entity_type: 'company',
      entity_id: company.id,
      data: JSON.stringify({ events: { new_contact: true } }) as never,
    })
    .execute();
  return { user, company, headers: (await loginAs(t, user)).headers };
}

async function register(headers: Record<string, string>, url: string, events = ['new_contact']) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/frontend/webhooks',
    headers,
    payload: { url, events },
  });
  expect(created.statusCode).toBe(201);
  return created.json().data as { id: number; secret: string; secretPrefix: string };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(100);
  }
}

const deliveryLog = async (headers: Record<string, string>, endpointId: number) =>
  (
    await app.inject({ method: 'GET', url: `/api/v1/frontend/webhooks/${endpointId}/deliveries`, headers })
  ).json().data;

let receivers: WebhookReceiver[] = [];
async function receiver(answers: number[] = []) {
  const started = await startWebhookReceiver(answers);
  receivers.push(started);
  return started;
}
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  receivers = [];
});

describe('webhook delivery', () => {
  it('is dispatched seconds after the data changes, not at the next minute', async () => {
    const stop = dispatchOnDataChange(queue, tenantDataChanges(db.databases));
    try {
      // The LISTEN connection is up once a notification round-trips (no test hook in the listener).
      await sleep(500);
      const hook = await receiver();
      const { company, headers } = await follower();
      await register(headers, hook.url);
      await createContact(italy(), { company_id: company.id });

      // No dispatch is called here: the contact's insert notified the listener, which queued one.
      await waitFor(() => hook.received.length === 1, 15_000);
      const queued = await pool.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND singleton_key = $2`,
        [WEBHOOK_DISPATCH_JOB, DISPATCH_AFTER_CHANGE_KEY],
      );
      // Several notifications (the company, the settings, the contact) within the window: few jobs.
      expect(queued.rows[0].n).toBeGreaterThanOrEqual(1);
      expect(queued.rows[0].n).toBeLessThanOrEqual(3);
    } finally {
      await stop();
    }
  });

  it('turns a follow event into exactly one signed delivery, whatever the rescans', async () => {
    const hook = await receiver();
    const { company, headers } = await follower();
    const endpoint = await register(headers, hook.url);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const contact = await createContact(italy(), { company_id: company.id });

    expect(await services.webhookDelivery.dispatchTenant('italy', new Date())).toHaveLength(1);
    await waitFor(() => hook.received.length === 1);
    // Further scans (and the queue's own) find nothing new to send.
    expect(await services.webhookDelivery.dispatchTenant('italy', new Date())).toEqual([]);
    await sleep(1_500);
    expect(hook.received).toHaveLength(1);

    const [request] = hook.received;
    const body = JSON.parse(request?.body ?? '');
    expect(body).toMatchObject({
      type: 'new_contact',
      tenant: 'italy',
      data: { company: { id: company.id, name: 'Barilla' }, object: { type: 'contact', id: contact.id } },
    });
    expect(body.id).toMatch(/^evt_italy_\d+$/);
    expect(request?.headers['adatlas-event-id']).toBe(body.id);
    expect(request?.headers['content-type']).toBe('application/json');
    const header = String(request?.headers['adatlas-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(
      verifyWebhookSignature({ header, body: request?.body ?? '', secret: endpoint.secret, now: new Date() }),
    ).toBe(true);

    await waitFor(async () => (await deliveryLog(headers, endpoint.id))[0]?.status === 'delivered');
    const [logged] = await deliveryLog(headers, endpoint.id);
    expect(logged).toMatchObject({
      eventId: body.id,
      type: 'new_contact',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    });
    expect(logged.lastLatencyMs).toBeGreaterThanOrEqual(0);
    // The list tells how the endpoint fares at a glance: its latest delivery.
    const listed = await app.inject({ method: 'GET', url: '/api/v1/frontend/webhooks', headers });
    expect(listed.json().data[0].lastDelivery).toEqual({
      id: logged.id,
      type: 'new_contact',
      status: 'delivered',
      lastStatusCode: 200,
      createdAt: logged.createdAt,
      deliveredAt: logged.deliveredAt,
    });
  });

  it('retries a receiver answering 500 twice, which gets it on the third try with the same id', async () => {
    const hook = await receiver([500, 500, 200]);
    const { company, headers } = await follower();
    const endpoint = await register(headers, hook.url);
    await createContact(italy(), { company_id: company.id });
    await services.webhookDelivery.dispatchTenant('italy', new Date());

    await waitFor(() => hook.received.length === 3);
    const ids = hook.received.map((request) => JSON.parse(request.body).id);
    expect(new Set(ids).size).toBe(1);
    expect(new Set(hook.received.map((request) => request.headers['adatlas-event-id']))).toEqual(
      new Set(ids),
    );
    // Backing off: the second wait is longer than the first.
    const [first, second, third] = hook.received.map((request) => request.at);
    expect((second as number) - (first as number)).toBeGreaterThanOrEqual(900);
    expect((third as number) - (second as number)).toBeGreaterThan((second as number) - (first as number));
    for (const request of hook.received) {
      const header = String(request.headers['adatlas-signature']);
      expect(
        verifyWebhookSignature({ header, body: request.body, secret: endpoint.secret, now: new Date() }),
      ).toBe(true);
    }

    await waitFor(async () => (await deliveryLog(headers, endpoint.id))[0]?.status === 'delivered');
    expect((await deliveryLog(headers, endpoint.id))[0]).toMatchObject({ attempts: 3, lastStatusCode: 200 });
    const attempts = await italy()
      .db.selectFrom('webhook_attempts')
      .select('status_code')
      .where('delivery_id', '=', (await deliveryLog(headers, endpoint.id))[0].id)
      .orderBy('id')
      .execute();
    expect(attempts.map((row) => row.status_code)).toEqual([500, 500, 200]);
    await sleep(2_500);
    expect(hook.received).toHaveLength(3);
  });

  it('a forged or altered signature fails the documented check', async () => {
    const hook = await receiver();
    const { company, headers } = await follower();
    const endpoint = await register(headers, hook.url);
    await createContact(italy(), { company_id: company.id });
    await services.webhookDelivery.dispatchTenant('italy', new Date());
    await waitFor(() => hook.received.length === 1);
    const request = hook.received[0];
    const header = String(request?.headers['adatlas-signature']);
    const body = request?.body ?? '';
    const now = new Date();
    const check = (overrides: Partial<Parameters<typeof verifyWebhookSignature>[0]>) =>
      verifyWebhookSignature({ header, body, secret: endpoint.secret, now, ...overrides });

    expect(check({})).toBe(true);
    expect(check({ secret: 'whsec_forged' })).toBe(false);
    expect(check({ body: body.replace('Barilla', 'Barilla SpA') })).toBe(false);
    expect(check({ header: signWebhook('whsec_forged', Math.floor(now.getTime() / 1000), body) })).toBe(
      false,
    );
    expect(check({ header: header.replace(/v1=[0-9a-f]{4}/, 'v1=0000') })).toBe(false);
    expect(check({ header: 'v1=abc' })).toBe(false);
    expect(check({ header: undefined })).toBe(false);
    // A genuine signature replayed ten minutes later is refused too.
    const stale = Math.floor(now.getTime() / 1000) - 600;
    expect(check({ header: signWebhook(endpoint.secret, stale, body) })).toBe(false);
  });

  it('resends a delivery with the same event id', async () => {
    const hook = await receiver();
    const { company, headers } = await follower();
    const endpoint = await register(headers, hook.url);
    await createContact(italy(), { company_id: company.id });
    await services.webhookDelivery.dispatchTenant('italy', new Date());
    await waitFor(async () => (await deliveryLog(headers, endpoint.id))[0]?.status === 'delivered');
    const [delivery] = await deliveryLog(headers, endpoint.id);
    const resent = await app.inject({
      method: 'POST',
      url: `/api/v1/frontend/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`,
      headers,
    });
    expect(resent.statusCode).toBe(202);
    await waitFor(() => hook.received.length === 2);
    expect(hook.received.map((request) => JSON.parse(request.body).id)).toEqual([
      delivery.eventId,
      delivery.eventId,
    ]);
    await waitFor(async () => (await deliveryLog(headers, endpoint.id))[0]?.status === 'delivered');
    expect((await deliveryLog(headers, endpoint.id))[0].attempts).toBe(2);
  });

  it('switches off an endpoint failing for three days and mails its owner', async () => {
    const hook = await receiver([500, 500, 500]);
    const { user, company, headers } = await follower();
    const endpoint = await register(headers, hook.url);
    await italy()
      .db.updateTable('webhook_endpoints')
      .set({ failing_since: new Date(Date.now() - 3 * 86_400_000 - 60_000) })
      .where('id', '=', endpoint.id)
      .execute();
    await createContact(italy(), { company_id: company.id });
    await services.webhookDelivery.dispatchTenant('italy', new Date());
    await waitFor(async () => {
      const listed = await app.inject({ method: 'GET', url: '/api/v1/frontend/webhooks', headers });
      return listed.json().data[0]?.enabled === false;
    });
    const listed = (await app.inject({ method: 'GET', url: '/api/v1/frontend/webhooks', headers })).json()
      .data[0];
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mailsTo = () =>
      db.databases.core
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', user.email)
        .execute();
    // The mail is queued right after the endpoint is switched off.
    await waitFor(async () => (await mailsTo()).length > 0);
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(hook.url);
    // The retry finds the endpoint off: nothing more is sent, and the delivery has failed.
    await waitFor(async () => (await deliveryLog(headers, endpoint.id))[0]?.status === 'failed');
    expect(hook.received).toHaveLength(1);

    const enabled = await app.inject({
      method: 'PATCH',
      url: `/api/v1/frontend/webhooks/${endpoint.id}`,
      headers,
      payload: { enabled: true },
    });
    expect(enabled.json().data).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });
});

describe('webhook endpoints', () => {
  it('refuses URLs that are not http(s) or point to private or link-local addresses', async () => {
    const { headers } = await follower();
    for (const url of [
      'ftp://example.com/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.7/hook',
      'http://192.168.1.20/hook',
      'http://[fd00::1]/hook',
      'https://user:secret@example.com/hook',
    ]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/frontend/webhooks',
        headers,
        payload: { url, events: ['new_pitch'] },
      });
      expect([url, answer.statusCode, answer.json().clientType]).toEqual([url, 400, 'VALIDATION_ERROR']);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/frontend/webhooks', headers })).json().data,
    ).toEqual([]);
  });

  it('needs the API in the licence, lets a key manage them, and never shows the secret again', async () => {
    const plain = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
    const plainHeaders = (await loginAs(t, plain)).headers;
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/frontend/webhooks',
      headers: plainHeaders,
    });
    expect([refused.statusCode, refused.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);

    const hook = await receiver();
    const { headers } = await follower();
    const key = keyHeaders((await createApiKeyThroughApi(t, headers)).secret);
    const created = await register(key, hook.url, ['new_pitch', 'new_contact']);
    const listed = await app.inject({ method: 'GET', url: '/api/v1/frontend/webhooks', headers: key });
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id: created.id,
        url: hook.url,
        events: ['new_pitch', 'new_contact'],
        enabled: true,
        lastDelivery: null,
      }),
    ]);
    expect(listed.body).not.toContain(created.secret);
    expect(created.secret.startsWith(created.secretPrefix)).toBe(true);

    const other = await follower();
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/v1/frontend/webhooks/${created.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/frontend/webhooks/${created.id}`,
      headers: key,
    });
    expect(deleted.statusCode).toBe(204);
  });
});
