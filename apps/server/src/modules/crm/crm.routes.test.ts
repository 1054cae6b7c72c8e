import { setTimeout as sleep } from 'node:timers/promises';
import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { type FakeHubspotServer, startHubspotServer } from '../../../test/hubspot-server.ts';
import { type FakeSalesforceServer, startSalesforceServer } from '../../../test/salesforce-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { buildServer } from '../../app.ts';
import { createSecretBox } from '../../platform/auth/secret-box.ts';
import { loadConfig } from '../../platform/config.ts';
import { createPool } from '../../platform/database/connection.ts';
import { createJobQueue, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { registerCrmJobs } from './crm.jobs.ts';

let db: TestDatabase;
let app: FastifyInstance;
let queue: JobQueue;
let pool: ReturnType<typeof createPool>;
let t: TestApp;
let hubspot: FakeHubspotServer;
let salesforce: FakeSalesforceServer;
const ids: Record<string, number> = {};
const BASE = '/api/v1/frontend/crm';
const italy = () => db.databases.tenant('italy');

// The real queue (pg-boss on the test database) and local HubSpot and Salesforce servers.
beforeAll(async () => {
  hubspot = await startHubspotServer();
  salesforce = await startSalesforceServer();
  db = await createTestDatabase();
  pool = createPool(db.url, { max: 4 });
  queue = createJobQueue({ pool, pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    PUBLIC_URL: 'https://app.adatlas.test',
    HUBSPOT_API_URL: hubspot.url,
    SALESFORCE_LOGIN_URL: salesforce.url,
    SALESFORCE_CLIENT_ID: salesforce.clientId,
    SALESFORCE_CLIENT_SECRET: salesforce.clientSecret,
    CRM_TIMEOUT_MS: '5000',
    CRM_MAX_RETRIES: '3',
  });
  const built = await buildServer({ config, databases: db.databases, jobs: queue });
  app = built.app;
  await app.ready();
  await queue.start();
  await registerCrmJobs(queue, built.services.crmPushRunner);
  t = { app, db, close: async () => undefined };

  const acme = await createCompany(italy(), { name: 'Acme' });
  const add = async (key: string, values: Parameters<typeof createContact>[1]) => {
    ids[key] = (await createContact(italy(), { active: true, ...values })).id;
  };
  await add('ada', {
    name: 'Ada',
    surname: 'Lovelace',
    email: 'ada@acme.test',
    company_id: acme.id,
    title: 'CMO',
  });
  await add('bob', { name: 'Bob', surname: 'Rossi', email: 'bob@acme.test', city: 'Milano' });
  await add('noMail', { name: 'Carla', surname: 'Neri' });
  await add('twin', { name: 'Ada', surname: 'Twin', email: 'ADA@acme.test' });
  await add('bad', { name: 'Dino', surname: 'Bad', email: 'bad@acme.test', company_id: acme.id });
  await add('eve', { name: 'Eve', surname: 'Verdi', email: 'eve@other.test' });
});
afterAll(async () => {
  await queue.stop();
  await app.close();
  await pool.end();
  await db.drop();
  await hubspot.close();
  await salesforce.close();
});
beforeEach(() => {
  hubspot.contacts.clear();
  hubspot.refuse.clear();
  hubspot.invalid.clear();
  hubspot.rateLimitNext = 0;
  hubspot.calls.length = 0;
  salesforce.refuse.clear();
  salesforce.rateLimitNext = 0;
  salesforce.calls.length = 0;
});

/** A customer with the contact scope, the Crm plugin and a contact export allowance. */
async function customer(
  options: { scopes?: string[]; crm?: boolean; contactLimit?: number; organisation?: string } = {},
) {
  const user = await createUser(t, {
    tenants: { italy: { scopes: options.scopes ?? ['company', 'contact'] } },
    organisation: options.organisation ?? 'Agency One',
  });
  const plugins: { user_id: number; tenant_id: string; name: string; contact_limit: number }[] = [
    {
      user_id: user.id,
      tenant_id: 'italy',
      name: LICENCE_PLUGINS.exportContacts,
      contact_limit: options.contactLimit ?? 100,
    },
  ];
  if (options.crm !== false)
    plugins.push({ user_id: user.id, tenant_id: 'italy', name: LICENCE_PLUGINS.crm, contact_limit: 0 });
  await db.databases.core.insertInto('licence_plugins').values(plugins).execute();
  return { user, headers: (await loginAs(t, user)).headers };
}

async function tagOf(userId: number, contactIds: number[]) {
  const tag = await italy()
    .db.insertInto('tags')
    .values({ user_id: userId, name: `Push ${userId}`, color: '00AA00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await italy()
    .db.insertInto('tag_associations')
    .values(contactIds.map((id) => ({ tag_id: tag.id, entity_type: 'contact', entity_id: id })))
    .execute();
  return Number(tag.id);
}

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });

async function connectHubspot(headers: Record<string, string>) {
  const res = await call(headers, 'PUT', '/hubspot', { token: hubspot.token });
  expect(res.statusCode).toBe(200);
  return res;
}

type Report = {
  id: number;
  status: string;
  total: number;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  rows: {
    contactId: number;
    outcome: string | null;
    reason: string | null;
    crmId: string | null;
    company: string | null;
  }[];
};

/** Queues a push and waits for the job to finish it; answers the report. */
async function push(headers: Record<string, string>, payload: object): Promise<Report> {
  const queued = await call(headers, 'POST', '/pushes', payload);
  expect(queued.statusCode, queued.body).toBe(200);
  const { id } = queued.json().data as { id: number };
  const deadline = Date.now() + 30_000;
  while (true) {
    const report = (await call(headers, 'GET', `/pushes/${id}`)).json().data as Report;
    if (report.status === 'done' || report.status === 'failed') return report;
    if (Date.now() > deadline) throw new Error(`push ${id} still ${report.status}`);
    await sleep(200);
  }
}

const rowOf = (report: Report, key: string) => report.rows.find((row) => row.contactId === ids[key]);

describe('HubSpot', () => {
  it('connects with a checked private-app token, stored sealed and never sent back', async () => {
    const { user, headers } = await customer();
    const wrong = await call(headers, 'PUT', '/hubspot', { token: 'pat-eu1-wrong-token-000' });
    expect(wrong.json()).toMatchObject({ httpStatus: 502, clientType: 'CRM_LOGIN_FAILED' });
    expect(
      await db.databases.core
        .selectFrom('crm_connections')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([]);

    const res = await connectHubspot(headers);
    expect(res.json().data).toMatchObject({
      plugin: true,
      provider: 'hubspot',
      accountName: 'HubSpot portal 4242',
    });
    const status = await call(headers, 'GET', '/connection');
    for (const body of [res.body, status.body]) expect(body).not.toContain(hubspot.token);
    const row = await db.databases.core
      .selectFrom('crm_connections')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(hubspot.token);
    expect(createSecretBox(undefined).open(row.access_token_sealed)).toBe(hubspot.token);

    const gone = await call(headers, 'DELETE', '/connection');
    expect(gone.json().data).toMatchObject({ provider: null });
    const after = await db.databases.core
      .selectFrom('crm_connections')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(after).toEqual([]);
  });

  it("pushes a tag's contacts as created, then as updated, with the skipped ones and why", async () => {
    const { user, headers } = await customer();
    await connectHubspot(headers);
    const tag = await tagOf(user.id, [ids.ada!, ids.bob!, ids.noMail!, ids.twin!]);
    const first = await push(headers, { tagId: tag });
    expect(first).toMatchObject({
      status: 'done',
      total: 4,
      processed: 4,
      created: 2,
      updated: 0,
      skipped: 2,
      failed: 0,
    });
    expect(rowOf(first, 'noMail')).toMatchObject({ outcome: 'skipped', reason: 'NO_EMAIL' });
    expect(rowOf(first, 'twin')).toMatchObject({ outcome: 'skipped', reason: 'DUPLICATE_EMAIL' });
    expect(rowOf(first, 'ada')).toMatchObject({ outcome: 'created', company: 'Acme' });
    expect(hubspot.contacts.get('ada@acme.test')?.properties).toMatchObject({
      email: 'ada@acme.test',
      firstname: 'Ada',
      lastname: 'Lovelace',
      company: 'Acme',
      jobtitle: 'CMO',
    });
    const upsert = hubspot.calls.find((c) => c.path === '/crm/v3/objects/contacts/batch/upsert');
    expect(upsert?.authorization).toBe(`Bearer ${hubspot.token}`);
    expect((upsert?.body as { inputs: { idProperty: string }[] } | undefined)?.inputs[0]?.idProperty).toBe(
      'email',
    );

    const second = await push(headers, { ids: [ids.ada, ids.bob, 999_999] });
    expect(second).toMatchObject({ created: 0, updated: 2, skipped: 1 });
    expect(second.rows.find((row) => row.contactId === 999_999)).toMatchObject({ reason: 'NOT_FOUND' });
    // The report never carries an e-mail, and the rows keep none once sent.
    expect(JSON.stringify(second)).not.toContain('@acme.test');
    const kept = await italy()
      .db.selectFrom('crm_push_rows')
      .select('email')
      .where('email', 'is not', null)
      .execute();
    expect(kept).toEqual([]);
    // Both pushes counted against the contact export allowance: 2 + 2 sent.
    const plugin = await db.databases.core
      .selectFrom('licence_plugins')
      .select('exported_count')
      .where('user_id', '=', user.id)
      .where('name', '=', LICENCE_PLUGINS.exportContacts)
      .executeTakeFirstOrThrow();
    expect(plugin.exported_count).toBe(4);
  });

  it('waits out a 429 for its Retry-After (2 s, longer than the 1 s first back-off) and then succeeds', async () => {
    const { headers } = await customer();
    await connectHubspot(headers);
    hubspot.rateLimitNext = 1;
    const report = await push(headers, { ids: [ids.ada] });
    expect(report).toMatchObject({ status: 'done', created: 1, failed: 0 });
    const upserts = hubspot.calls.filter((c) => c.path.endsWith('/batch/upsert'));
    expect(upserts).toHaveLength(2);
    expect((upserts[1]?.at ?? 0) - (upserts[0]?.at ?? 0)).toBeGreaterThanOrEqual(1950);
  });

  it('reports the rows HubSpot refuses in a 207, and isolates a row that fails the whole batch', async () => {
    const { headers } = await customer();
    await connectHubspot(headers);
    hubspot.refuse.add('bob@acme.test');
    const partial = await push(headers, { ids: [ids.ada, ids.bob] });
    expect(partial).toMatchObject({ created: 1, failed: 1 });
    expect(rowOf(partial, 'bob')).toMatchObject({ outcome: 'failed', reason: 'CRM_REJECTED' });

    hubspot.refuse.clear();
    hubspot.contacts.clear();
    hubspot.invalid.add('bad@acme.test');
    const split = await push(headers, { ids: [ids.ada, ids.bad, ids.eve] });
    expect(split).toMatchObject({ status: 'done', created: 2, failed: 1 });
    expect(rowOf(split, 'bad')).toMatchObject({ outcome: 'failed', reason: 'CRM_REJECTED' });
    expect([...hubspot.contacts.keys()].sort()).toEqual(['ada@acme.test', 'eve@other.test']);
  });

  it('fails the rows, not the server, when the stored token stops working', async () => {
    const { headers } = await customer();
    await connectHubspot(headers);
    const real = hubspot.token;
    hubspot.token = 'pat-eu1-rotated-token-0002';
    try {
      const report = await push(headers, { ids: [ids.ada, ids.bob] });
      expect(report).toMatchObject({ status: 'failed', failed: 2 });
      expect(rowOf(report, 'ada')).toMatchObject({ reason: 'CRM_UNAVAILABLE' });
    } finally {
      hubspot.token = real;
    }
  });
});

describe('Salesforce', () => {
  async function connectSalesforce(headers: Record<string, string>) {
    const start = await call(headers, 'POST', '/salesforce/start');
    expect(start.statusCode).toBe(200);
    const authorizationUrl = new URL(start.json().data.authorizationUrl);
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(
      `${salesforce.url}/services/oauth2/authorize`,
    );
    expect(authorizationUrl.searchParams.get('client_id')).toBe(salesforce.clientId);
    expect(authorizationUrl.searchParams.get('redirect_uri')).toBe('https://app.adatlas.test/profile/crm');
    expect(authorizationUrl.searchParams.get('scope')).toBe('api refresh_token');
    const state = authorizationUrl.searchParams.get('state') ?? '';
    const done = await call(headers, 'POST', '/salesforce/callback', { code: salesforce.code, state });
    expect(done.statusCode, done.body).toBe(200);
    return { state, done };
  }

  it('connects through OAuth, keeping the tokens sealed and out of every answer', async () => {
    const { user, headers } = await customer();
    const forged = await call(headers, 'POST', '/salesforce/callback', {
      code: salesforce.code,
      state: 'forged',
    });
    expect(forged.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    const { state, done } = await connectSalesforce(headers);
    expect(done.json().data).toMatchObject({
      provider: 'salesforce',
      accountName: 'Salesforce org 00DORG000000001',
    });
    const row = await db.databases.core
      .selectFrom('crm_connections')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const secret of [salesforce.accessToken, salesforce.refreshToken, salesforce.clientSecret]) {
      expect(stored).not.toContain(secret);
      expect(done.body).not.toContain(secret);
      expect((await call(headers, 'GET', '/connection')).body).not.toContain(secret);
    }
    expect(createSecretBox(undefined).open(row.refresh_token_sealed ?? '')).toBe(salesforce.refreshToken);
    // The state was issued to this user: another one cannot finish with it.
    const other = await customer();
    const stolen = await call(other.headers, 'POST', '/salesforce/callback', {
      code: salesforce.code,
      state,
    });
    expect(stolen.json()).toMatchObject({ clientType: 'VALIDATION_ERROR' });
  });

  it('upserts by e-mail with the company as an Account, refreshing an expired token and waiting out a 429', async () => {
    const { user, headers } = await customer();
    await connectSalesforce(headers);
    const first = await push(headers, { ids: [ids.ada, ids.bob, ids.noMail] });
    expect(first).toMatchObject({ status: 'done', created: 2, skipped: 1, failed: 0 });
    const ada = salesforce.contactByEmail('ada@acme.test');
    expect(ada?.fields).toMatchObject({ FirstName: 'Ada', LastName: 'Lovelace', Title: 'CMO' });
    const account = salesforce.records.get(String(ada?.fields.AccountId));
    expect(account).toEqual({ type: 'Account', fields: { Name: 'Acme' } });
    expect(rowOf(first, 'ada')?.crmId).toBe(ada?.id);

    salesforce.expireAccessToken();
    salesforce.rateLimitNext = 1;
    const refreshesBefore = salesforce.refreshes;
    const second = await push(headers, { ids: [ids.ada, ids.bad] });
    expect(second).toMatchObject({ status: 'done', created: 1, updated: 1, failed: 0 });
    expect(salesforce.refreshes).toBe(refreshesBefore + 1);
    // One Account per company name: Dino's push found Acme.
    expect([...salesforce.records.values()].filter((r) => r.type === 'Account')).toHaveLength(1);
    const row = await db.databases.core
      .selectFrom('crm_connections')
      .select('access_token_sealed')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.access_token_sealed).not.toContain('sf-access');
    expect(createSecretBox(undefined).open(row.access_token_sealed)).toBe(salesforce.accessToken);
  });

  it('reports a contact Salesforce refuses while the rest of the batch goes in', async () => {
    const { headers } = await customer();
    await connectSalesforce(headers);
    salesforce.refuse.add('eve@other.test');
    const report = await push(headers, { ids: [ids.eve, ids.bob] });
    expect(report).toMatchObject({ status: 'done', failed: 1 });
    expect(rowOf(report, 'eve')).toMatchObject({ outcome: 'failed', reason: 'CRM_REJECTED' });
    expect(rowOf(report, 'bob')?.outcome).toMatch(/created|updated/);
  });
});

describe('who may push what', () => {
  it('refuses a licence without the Crm plugin (or the contact scope), and says so on the status', async () => {
    const { headers } = await customer({ crm: false });
    expect((await call(headers, 'GET', '/connection')).json().data).toMatchObject({
      plugin: false,
      provider: null,
    });
    for (const res of [
      await call(headers, 'PUT', '/hubspot', { token: hubspot.token }),
      await call(headers, 'POST', '/salesforce/start'),
      await call(headers, 'POST', '/pushes', { ids: [ids.ada] }),
    ]) {
      expect(res.json()).toMatchObject({ httpStatus: 403, clientType: 'CRM_NOT_LICENSED' });
    }
    expect(hubspot.calls).toEqual([]);
    const noContacts = await customer({ scopes: ['company'] });
    const push = await call(noContacts.headers, 'POST', '/pushes', { ids: [ids.ada] });
    expect(push.json()).toMatchObject({ httpStatus: 403, clientType: 'FORBIDDEN_ERROR' });
  });

  it('keeps a connection and its pushes to their user: another customer neither sees nor uses them', async () => {
    const owner = await customer({ organisation: 'Agency One' });
    await connectHubspot(owner.headers);
    const report = await push(owner.headers, { ids: [ids.ada] });
    const stranger = await customer({ organisation: 'Agency Two' });
    expect((await call(stranger.headers, 'GET', '/connection')).json().data).toMatchObject({
      provider: null,
    });
    const peek = await call(stranger.headers, 'GET', `/pushes/${report.id}`);
    expect(peek.json()).toMatchObject({ httpStatus: 404, clientType: 'NOT_FOUND' });
    const use = await call(stranger.headers, 'POST', '/pushes', { ids: [ids.ada] });
    expect(use.json()).toMatchObject({ clientType: 'CRM_NOT_CONNECTED' });
    const foreignTag = await tagOf(owner.user.id, [ids.bob!]);
    await connectHubspot(stranger.headers);
    const tagPush = await call(stranger.headers, 'POST', '/pushes', { tagId: foreignTag });
    expect(tagPush.json()).toMatchObject({ clientType: 'NOT_FOUND' });
  });

  it('skips, and never sends, a contact whose e-mail the metered licence has not revealed', async () => {
    const { headers } = await customer({ scopes: ['company', 'contact', 'contactQuota'] });
    await connectHubspot(headers);
    hubspot.calls.length = 0;
    const report = await push(headers, { ids: [ids.ada, ids.bob] });
    expect(report).toMatchObject({ status: 'done', skipped: 2, created: 0 });
    expect(rowOf(report, 'ada')).toMatchObject({ outcome: 'skipped', reason: 'NOT_REVEALED' });
    expect(hubspot.calls).toEqual([]);
  });

  it('stays within the contact export allowance: too many contacts change nothing', async () => {
    const { headers } = await customer({ contactLimit: 1 });
    await connectHubspot(headers);
    const res = await call(headers, 'POST', '/pushes', { ids: [ids.ada, ids.bob] });
    expect(res.json()).toMatchObject({ httpStatus: 403, clientType: 'ERROR_EXPORT_CONTACTS' });
    expect(hubspot.contacts.size).toBe(0);
  });

  it('spends no allowance on a push that cannot be queued, and marks it failed', async () => {
    // An app without a job queue: queueing throws after the push row is written.
    const bare = await createTestApp({ HUBSPOT_API_URL: hubspot.url, LOG_LEVEL: 'silent' });
    try {
      const italyOf = bare.db.databases.tenant('italy');
      const contact = await createContact(italyOf, {
        name: 'Quinn',
        surname: 'Queue',
        email: 'q@queue.test',
      });
      const user = await createUser(bare, { tenants: { italy: { scopes: ['contact'] } } });
      await bare.db.databases.core
        .insertInto('licence_plugins')
        .values([
          { user_id: user.id, tenant_id: 'italy', name: LICENCE_PLUGINS.crm },
          { user_id: user.id, tenant_id: 'italy', name: LICENCE_PLUGINS.exportContacts, contact_limit: 10 },
        ])
        .execute();
      const { headers } = await loginAs(bare, user);
      const put = (url: string, payload: object) =>
        bare.app.inject({ method: 'PUT', url: `${BASE}${url}`, headers, payload });
      expect((await put('/hubspot', { token: hubspot.token })).statusCode).toBe(200);
      const res = await bare.app.inject({
        method: 'POST',
        url: `${BASE}/pushes`,
        headers,
        payload: { ids: [contact.id] },
      });
      expect(res.statusCode).toBe(500);
      const plugin = await bare.db.databases.core
        .selectFrom('licence_plugins')
        .select('exported_count')
        .where('user_id', '=', user.id)
        .where('name', '=', LICENCE_PLUGINS.exportContacts)
        .executeTakeFirstOrThrow();
      expect(plugin.exported_count).toBe(0);
      const pushes = await italyOf.db.selectFrom('crm_pushes').select('status').execute();
      expect(pushes).toEqual([{ status: 'failed' }]);
    } finally {
      await bare.close();
    }
  });

  it('pushes the contacts of a search through the contact search object', async () => {
    const { headers } = await customer();
    await connectHubspot(headers);
    const report = await push(headers, { filters: { city: ['Milano'] } });
    expect(report).toMatchObject({ total: 1, created: 1 });
    expect([...hubspot.contacts.keys()]).toEqual(['bob@acme.test']);
  });

  it('rejects a body naming no selection or two of them', async () => {
    const { headers } = await customer();
    for (const payload of [{}, { ids: [1], tagId: 2 }, { ids: [] }, { tagId: -1 }]) {
      const res = await call(headers, 'POST', '/pushes', payload);
      expect(res.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    }
    const token = await call(headers, 'PUT', '/hubspot', { token: 'x' });
    expect(token.json()).toMatchObject({ clientType: 'VALIDATION_ERROR' });
  });
});
