import { randomBytes } from 'node:crypto';
import type { TenantId } from '@adatlas/domain/tenants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createPool } from '../../src/platform/database/connection.ts';
import { createDatabases, type Databases } from '../../src/platform/database/databases.ts';
import { seedAll } from '../../src/seed/seed.ts';
import { createUser, TEST_PASSWORD } from '../auth-helpers.ts';
import { grantCredits, METERED_SCOPES } from '../billing-helpers.ts';
import { withDatabase } from '../database-url.ts';
import { createCompany } from '../factories.ts';
import type { TestApp } from '../test-app.ts';

const baseUrl = inject('serverDatabaseUrl');
const suffix = randomBytes(5).toString('hex');
const names = { main: `adatlas_ops_main_${suffix}`, france: `adatlas_ops_fr_${suffix}` };
const urls = { main: withDatabase(baseUrl, names.main), france: withDatabase(baseUrl, names.france) };
const admin = createPool(baseUrl, { max: 1 });
const direct = { main: createPool(urls.main, { max: 1 }), france: createPool(urls.france, { max: 1 }) };
let databases: Databases;
let app: FastifyInstance;
let firstRun: string[];

beforeAll(async () => {
  // Two empty databases standing for two Postgres servers: italy (and core) on one, france on the other.
  for (const name of Object.values(names)) await admin.query(`CREATE DATABASE ${name}`);
  databases = createDatabases({ url: urls.main, tenantUrls: { france: urls.france }, poolSize: 5 });
  firstRun = await databases.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: urls.main,
    TENANT_DATABASES: JSON.stringify({ france: urls.france }),
  });
  app = await buildApp({ config, databases });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await databases?.close();
  await Promise.all(Object.values(direct).map((pool) => pool.end()));
  for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const schemasOf = async (server: keyof typeof direct) =>
  (
    await direct[server].query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE nspname = 'core' OR nspname LIKE 'tenant\\_%' ORDER BY 1`,
    )
  ).rows.map((row) => row.nspname);
const countRows = async (server: keyof typeof direct, table: string) =>
  Number((await direct[server].query(`SELECT count(*) FROM ${table}`)).rows[0].count);

describe('tenant routing by configuration (TENANT_DATABASES)', () => {
  it('migrates core and the local tenants on the main server, only tenant_fr on the france server', async () => {
    expect(firstRun).toContain('core/001_tenants.sql');
    expect(firstRun).toContain('tenant_fr/002_companies_contacts.sql');
    expect(firstRun).toContain('tenant_it/002_companies_contacts.sql');
    const main = await schemasOf('main');
    expect(main).toContain('core');
    expect(main).toContain('tenant_it');
    expect(main).not.toContain('tenant_fr');
    expect(await schemasOf('france')).toEqual(['tenant_fr']);
    expect(await databases.migrate()).toEqual([]);
  });

  it('serves login, search, tags and credits on both servers with no cross-talk', async () => {
    const t = { app, db: { databases } } as unknown as TestApp;
    const scopes = [...METERED_SCOPES, 'favourites'];
    const user = await createUser(t, { tenants: { italy: { scopes }, france: { scopes } } });
    for (const tenant of ['italy', 'france'] as const)
      await grantCredits(t, user.id, { company: 5, contact: 0, tenant });
    const companies = {
      italy: await createCompany(databases.tenant('italy'), { name: 'Barilla Routing' }),
      france: await createCompany(databases.tenant('france'), { name: 'Danone Routing' }),
    };

    for (const tenant of ['italy', 'france'] as const) {
      const other: TenantId = tenant === 'italy' ? 'france' : 'italy';
      // Each login ends the previous session of the account: one tenant at a time.
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'x-tenant': tenant },
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      const headers = { authorization: `Bearer ${login.json().data.token}`, 'x-tenant': tenant };
      const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        app.inject({ method, url: `/api/v1/frontend${url}`, headers, ...(payload ? { payload } : {}) });

      const own = await call('POST', '/company', { key: 'Routing' });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().data.map((row: { name: string }) => row.name)).toEqual([companies[tenant].name]);
      const foreign = await call('POST', '/company', { key: companies[other].name.split(' ')[0] });
      expect(foreign.json().data).toEqual([]);

      const tag = await call('POST', '/tag', { name: `Tag ${tenant}`, color: '#112233' });
      expect(tag.statusCode, tag.body).toBe(201);
      const associated = await call('PUT', `/tag/${tag.json().data.id}`, {
        companies: [companies[tenant].id],
      });
      expect(associated.json().data.counts.companies).toBe(1);

      const opened = await call('GET', `/company/${companies[tenant].id}`);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().data.name).toBe(companies[tenant].name);
      const consumption = await app.inject({ method: 'GET', url: '/api/v1/consumption', headers });
      expect(consumption.json().data.companies).toEqual({ count: 1, ids: [companies[tenant].id] });
    }

    // Physically: france rows only on the france server, italy rows only on the main one.
    expect(await countRows('france', 'tenant_fr.companies')).toBe(1);
    expect(await countRows('france', 'tenant_fr.tags')).toBe(1);
    expect(await countRows('france', 'tenant_fr.tag_associations')).toBe(1);
    expect(await countRows('main', 'tenant_it.companies')).toBe(1);
    expect(await countRows('main', 'tenant_it.tags')).toBe(1);
    expect(await countRows('main', 'tenant_it.tag_associations')).toBe(1);
    // Accounts and credits live in core, on the main server only.
    const opens = await direct.main.query('SELECT tenant_id FROM core.record_opens ORDER BY tenant_id');
    expect(opens.rows.map((row) => row.tenant_id)).toEqual(['france', 'italy']);
  });

  it('seeds each tenant on the server that hosts it', async () => {
    await seedAll(databases, { scale: 0.02, tenants: ['france', 'portugal'], log: () => undefined });
    expect(await countRows('france', 'tenant_fr.companies')).toBeGreaterThan(1);
    expect(await countRows('main', 'tenant_pt.companies')).toBeGreaterThan(0);
    const markers = await direct.main.query('SELECT tenant_id FROM core.demo_seed ORDER BY tenant_id');
    expect(markers.rows.map((row) => row.tenant_id)).toEqual(['france', 'portugal']);
  });
});
