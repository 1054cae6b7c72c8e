import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config.ts';
import { requireScope, SUPER_ADMIN } from '../http/route-policy.ts';

let db: TestDatabase;
let app: FastifyInstance;
const t = () => ({ app, db, close: async () => undefined });

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url }),
    databases: db.databases,
  });
  app.get(
    '/probe/favourites',
    { config: { auth: requireScope('favourites', 'ecommerce'), changesState: false } },
    async (request) => ({
      tenant: request.ctx.tenant,
      schema: request.ctx.tenantDb.schema,
      scopes: request.ctx.scopes,
    }),
  );
  app.get('/probe/super', { config: { auth: SUPER_ADMIN, changesState: false } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

describe('route policy', () => {
  it('refuses to register a route without config.auth', async () => {
    const other = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url }),
      databases: db.databases,
    });
    expect(() => other.get('/unguarded', async () => 'open')).toThrow(/declares no config.auth/);
    expect(() => other.get('/undeclared', { config: { auth: SUPER_ADMIN } }, async () => 'open')).toThrow(
      /does not declare config.changesState/,
    );
    await other.close();
  });

  it('lets a scope holder through with the tenant-scoped handle, refuses others with FORBIDDEN_ERROR', async () => {
    const holder = await createUser(t(), {
      tenants: { italy: { scopes: ['company'] }, uk: { scopes: ['ecommerce'] } },
    });
    const italy = await app.inject({
      method: 'GET',
      url: '/probe/favourites',
      headers: (await loginAs(t(), holder, 'italy')).headers,
    });
    expect(italy.json()).toMatchObject({ httpStatus: 403, clientType: 'FORBIDDEN_ERROR' });
    const uk = await app.inject({
      method: 'GET',
      url: '/probe/favourites',
      headers: (await loginAs(t(), holder, 'uk')).headers,
    });
    expect(uk.statusCode).toBe(200);
    expect(uk.json()).toEqual({ tenant: 'uk', schema: 'tenant_gb', scopes: ['ecommerce'] });
  });

  it('passes admins through every scope check and keeps SUPER_ADMIN routes to super admins', async () => {
    const admin = await createUser(t(), { group: 'ADMIN', tenants: {} });
    const headers = (await loginAs(t(), admin, 'mexico')).headers;
    expect((await app.inject({ method: 'GET', url: '/probe/favourites', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/probe/super', headers })).json().clientType).toBe(
      'FORBIDDEN_ERROR',
    );
    const superAdmin = await createUser(t(), { group: 'SUPER-ADMIN', tenants: {} });
    const superHeaders = (await loginAs(t(), superAdmin)).headers;
    expect((await app.inject({ method: 'GET', url: '/probe/super', headers: superHeaders })).statusCode).toBe(
      200,
    );
  });
});
