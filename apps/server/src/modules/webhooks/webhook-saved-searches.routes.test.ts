import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantApi } from '../../../test/api-key-helpers.ts';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';
import { buildServer } from '../../app.ts';
import { savedSearchAlertDeps } from '../../composition/jobs.ts';
import type { Services } from '../../composition/services.ts';
import { loadConfig } from '../../platform/config.ts';
import { createPool } from '../../platform/database/connection.ts';
import { createJobQueue, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { runSavedSearchAlerts } from '../saved-searches/saved-search-alerts.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';
import { registerWebhookJobs } from './webhooks.jobs.ts';

let db: TestDatabase;
let app: FastifyInstance;
let services: Services;
let queue: JobQueue;
let pool: ReturnType<typeof createPool>;
let t: TestApp;

// The real queue (pg-boss on the test database) and receivers on loopback, which only this
// configuration lets webhooks reach; a failed delivery would be retried after 1 s.
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

let receivers: WebhookReceiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  receivers = [];
  await queue.stop();
  await app.close();
  await pool.end();
  await db.drop();
});

const italy = () => db.databases.tenant('italy');
const SCOPES = ['company', 'contact', 'emailAlerts'];

async function receiver(answers: number[] = []) {
  const started = await startWebhookReceiver(answers);
  receivers.push(started);
  return started;
}

/** A customer with the API in Italy; answers the account and its session headers. */
async function apiCustomer(scopes = SCOPES) {
  const user = await createUser(t, { tenants: { italy: { scopes } } });
  await grantApi(t, user.id);
  return { user, headers: (await loginAs(t, user)).headers };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url: `/api/v1/frontend${url}`, headers, ...(payload ? { payload } : {}) });

async function register(headers: Record<string, string>, url: string, events: string[]) {
  const created = await call('POST', '/webhooks', headers, { url, events });
  expect(created.statusCode).toBe(201);
  return created.json().data as { id: number; secret: string };
}

/** Saves a company search on `city` and follows it: what matches now is where it starts from. */
async function followCitySearch(headers: Record<string, string>, name: string, city: string) {
  const created = await call('POST', '/saved-searches', headers, {
    type: 'company',
    name,
    data: { city: [city] },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  expect((await call('PUT', `/saved-searches/${id}/alert`, headers, { frequency: 'daily' })).statusCode).toBe(
    200,
  );
  return id;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(100);
  }
}

const deliveryLog = async (headers: Record<string, string>, endpointId: number) =>
  (await call('GET', `/webhooks/${endpointId}/deliveries`, headers)).json().data;

const MINUTE = 60_000;

describe('webhooks of saved searches', () => {
  it('a record entering a followed search makes one signed delivery to its owner only, never twice', async () => {
    const ownerHook = await receiver();
    const otherHook = await receiver();
    const owner = await apiCustomer();
    const other = await apiCustomer();
    const endpoint = await register(owner.headers, ownerHook.url, ['saved_search_match']);
    // Another customer of the country, listening to the same event, follows no such search.
    await register(other.headers, otherHook.url, ['saved_search_match', 'new_contact']);
    // What matches when the search is followed is where it starts from, not news.
    await createCompany(italy(), { name: 'Arvedi', city: 'Cremona' });
    const searchId = await followCitySearch(owner.headers, 'Cremona suppliers', 'Cremona');

    // Nothing entered since following: the first run only starts the clock.
    const start = new Date();
    expect(await services.webhookDelivery.dispatchTenant('italy', start)).toEqual([]);
    const negroni = await createCompany(italy(), { name: 'Negroni', city: 'Cremona' });
    await createCompany(italy(), { name: 'Lavazza', city: 'Torino' });
    const later = new Date(start.getTime() + 16 * MINUTE);
    expect(await services.webhookDelivery.dispatchTenant('italy', later)).toHaveLength(1);
    await waitFor(() => ownerHook.received.length === 1);

    const [request] = ownerHook.received;
    const body = JSON.parse(request?.body ?? '');
    expect(body).toEqual({
      id: expect.stringMatching(/^evt_italy_\d+$/),
      type: 'saved_search_match',
      tenant: 'italy',
      createdAt: expect.any(String),
      data: {
        savedSearch: { id: searchId, name: 'Cremona suppliers', kind: 'company' },
        total: 1,
        records: [{ id: negroni.id, name: 'Negroni', company: null }],
        newSince: expect.any(Number),
        newUntil: expect.any(Number),
      },
    });
    expect(request?.headers['adatlas-event-id']).toBe(body.id);
    expect(
      verifyWebhookSignature({
        header: String(request?.headers['adatlas-signature']),
        body: request?.body ?? '',
        secret: endpoint.secret,
        now: new Date(),
      }),
    ).toBe(true);
    // The sync range lists the same records through the API.
    const fresh = await call(
      'GET',
      `/saved-searches/${searchId}/new?since=${body.data.newSince}&until=${body.data.newUntil}`,
      owner.headers,
    );
    expect(fresh.json().data).toEqual({ ids: [negroni.id], total: 1 });
    await waitFor(async () => (await deliveryLog(owner.headers, endpoint.id))[0]?.status === 'delivered');
    expect((await deliveryLog(owner.headers, endpoint.id))[0]).toMatchObject({
      eventId: body.id,
      type: 'saved_search_match',
      attempts: 1,
    });

    // Reruns: the dispatcher again (now and once the search is due again), the daily mail run
    // and the owner's list all sync the search; nothing new entered, nothing more is sent.
    expect(await services.webhookDelivery.dispatchTenant('italy', later)).toEqual([]);
    await runSavedSearchAlerts(savedSearchAlertDeps(services), {
      frequency: 'daily',
      now: new Date(later.getTime() + MINUTE),
      tenants: ['italy'],
    });
    expect((await call('POST', `/saved-searches/${searchId}/refresh`, owner.headers)).statusCode).toBe(200);
    expect(
      await services.webhookDelivery.dispatchTenant('italy', new Date(later.getTime() + 32 * MINUTE)),
    ).toEqual([]);
    await sleep(1_500);
    expect(ownerHook.received).toHaveLength(1);
    expect(otherHook.received).toEqual([]);
  });

  it('names contacts without their private fields', async () => {
    const hook = await receiver();
    const owner = await apiCustomer();
    const company = await createCompany(italy(), { name: 'Mutti', city: 'Collecchio' });
    const created = await call('POST', '/saved-searches', owner.headers, {
      type: 'contact',
      name: 'Mutti people',
      data: { surname: 'Verdiani' },
    });
    expect(created.statusCode).toBe(201);
    const searchId = created.json().data.id as number;
    expect(
      (await call('PUT', `/saved-searches/${searchId}/alert`, owner.headers, { frequency: 'weekly' }))
        .statusCode,
    ).toBe(200);
    await register(owner.headers, hook.url, ['saved_search_match']);
    const contact = await createContact(italy(), {
      company_id: company.id,
      name: 'Giulia',
      surname: 'Verdiani',
      email: 'giulia.verdi@mutti.example',
    });
    const now = new Date(Date.now() + 16 * MINUTE);
    expect(await services.webhookDelivery.dispatchTenant('italy', now)).toHaveLength(1);
    await waitFor(() => hook.received.length === 1);
    const body = JSON.parse(hook.received[0]?.body ?? '');
    expect(body.data.records).toEqual([
      { id: contact.id, name: 'Giulia Verdiani', company: { id: company.id, name: 'Mutti' } },
    ]);
    expect(hook.received[0]?.body).not.toContain('giulia.verdi@mutti.example');
  });

  it('sends nothing for a kind the licence no longer includes, before or after the search ran', async () => {
    const hook = await receiver();
    const owner = await apiCustomer();
    const searchId = await followCitySearch(owner.headers, 'Lodi', 'Lodi');
    await register(owner.headers, hook.url, ['saved_search_match']);
    const dropCompanyScope = () =>
      db.databases.core
        .updateTable('licence_tenants')
        .set({ scopes: ['contact', 'emailAlerts'] })
        .where('user_id', '=', owner.user.id)
        .where('tenant_id', '=', 'italy')
        .execute();

    // The owner's list ran the search while the scope held: the event is recorded…
    await createCompany(italy(), { name: 'Zucchi', city: 'Lodi' });
    expect((await call('POST', `/saved-searches/${searchId}/refresh`, owner.headers)).statusCode).toBe(200);
    const events = () =>
      italy()
        .db.selectFrom('saved_search_events')
        .select('id')
        .where('saved_search_id', '=', searchId)
        .execute();
    expect(await events()).toHaveLength(1);
    // …but the licence loses the company scope before it is delivered.
    await dropCompanyScope();
    await createCompany(italy(), { name: 'Bolzoni', city: 'Lodi' });
    expect(
      await services.webhookDelivery.dispatchTenant('italy', new Date(Date.now() + 16 * MINUTE)),
    ).toEqual([]);
    // Nor does the dispatcher run the search for them any more.
    expect(await events()).toHaveLength(1);
    await sleep(1_000);
    expect(hook.received).toEqual([]);
  });
});

describe('send test event', () => {
  it('delivers a signed ping at once, logged, and not retried when it fails', async () => {
    const hook = await receiver([500]);
    const { headers } = await apiCustomer();
    const endpoint = await register(headers, hook.url, ['new_contact']);

    const failed = await call('POST', `/webhooks/${endpoint.id}/test`, headers);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({
      type: 'ping',
      status: 'failed',
      attempts: 1,
      lastStatusCode: 500,
      nextAttemptAt: null,
    });
    // A failed test tells how the endpoint answers; it does not count as the endpoint failing.
    const listed = (await call('GET', '/webhooks', headers)).json().data;
    expect(listed[0]).toMatchObject({ enabled: true, failingSince: null, lastDelivery: { type: 'ping' } });
    const sent = await call('POST', `/webhooks/${endpoint.id}/test`, headers);
    expect(sent.json().data).toMatchObject({ type: 'ping', status: 'delivered', lastStatusCode: 200 });
    expect(hook.received).toHaveLength(2);

    const [first, second] = hook.received.map((request) => JSON.parse(request.body));
    expect(second).toEqual({
      id: sent.json().data.eventId,
      type: 'ping',
      tenant: 'italy',
      createdAt: expect.any(String),
      data: { endpoint: { id: endpoint.id, url: hook.url } },
    });
    expect(first.id).not.toBe(second.id);
    for (const request of hook.received) {
      expect(
        verifyWebhookSignature({
          header: String(request.headers['adatlas-signature']),
          body: request.body,
          secret: endpoint.secret,
          now: new Date(),
        }),
      ).toBe(true);
    }
    const log = await deliveryLog(headers, endpoint.id);
    expect(log.map((delivery: { eventId: string }) => delivery.eventId)).toEqual([second.id, first.id]);
    // The failed test is not tried again.
    await sleep(2_000);
    expect(hook.received).toHaveLength(2);
  });

  it('is refused on an endpoint switched off, of someone else, or without the API', async () => {
    const hook = await receiver();
    const { user, headers } = await apiCustomer();
    const endpoint = await register(headers, hook.url, ['new_pitch']);
    const other = await apiCustomer();
    expect((await call('POST', `/webhooks/${endpoint.id}/test`, other.headers)).statusCode).toBe(404);

    await call('PATCH', `/webhooks/${endpoint.id}`, headers, { enabled: false });
    const off = await call('POST', `/webhooks/${endpoint.id}/test`, headers);
    expect([off.statusCode, off.json().clientType]).toEqual([409, 'CONFLICT']);

    await call('PATCH', `/webhooks/${endpoint.id}`, headers, { enabled: true });
    await db.databases.core.deleteFrom('licence_plugins').where('user_id', '=', user.id).execute();
    const noApi = await call('POST', `/webhooks/${endpoint.id}/test`, headers);
    expect([noApi.statusCode, noApi.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
    expect(hook.received).toEqual([]);
    expect(
      await italy()
        .db.selectFrom('webhook_deliveries')
        .select('id')
        .where('endpoint_id', '=', endpoint.id)
        .execute(),
    ).toEqual([]);
  });
});
