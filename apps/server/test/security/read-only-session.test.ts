import { READ_ONLY_REFUSAL, READ_ONLY_UPLOAD_REFUSAL } from '@adatlas/domain/auth';
import { SCOPES } from '@adatlas/domain/scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { changedTables, snapshotDatabase } from './db-snapshot.ts';
import { apiRoutes, collectRoutes, type InventoryRoute } from './route-inventory.ts';
import { createWorld, fillPath, type World } from './security-fixtures.ts';

/**
 * The "see as this user" session reads and never writes, decided by what each route declares
 * (`config.changesState`), not by its verb: a GET that opens a checkout or spends an export
 * allowance is refused, a search sent as POST is served.
 */
let t: TestApp;
let routes: InventoryRoute[];
let world: World;
let readOnly: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  routes = apiRoutes(await collectRoutes(t.db.databases, t.db.url));
  world = await createWorld(t);
  const customer = await createUser(t, { tenants: { italy: { scopes: [...SCOPES] } } });
  const admin = await createUser(t, { group: 'SUPER-ADMIN', tenants: {} });
  const adminHeaders = (await loginAs(t, admin)).headers;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${customer.id}/impersonate`,
    headers: adminHeaders,
  });
  expect(response.statusCode).toBe(201);
  readOnly = { authorization: `Bearer ${response.json().data.token}`, 'x-tenant': 'italy' };
});
afterAll(() => t.close());

/** The routes that look at the session: public ones serve everyone alike. */
const sessionRoutes = () => routes.filter((route) => route.policy?.kind !== 'public');

async function callAsReadOnly(route: InventoryRoute) {
  return t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, world),
    headers: readOnly,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('the read-only session, over the route inventory', () => {
  it('every route declares whether it changes state', () => {
    expect(
      routes.filter((route) => route.changesState === undefined).map((r) => `${r.method} ${r.url}`),
    ).toEqual([]);
  });

  it('is refused on every route that changes state, GETs included, and changes nothing', async () => {
    const writes = sessionRoutes().filter((route) => route.changesState);
    expect(writes.some((route) => route.method === 'GET')).toBe(true);
    const before = await snapshotDatabase(t.db.databases);
    const served: string[] = [];
    for (const route of writes) {
      const response = await callAsReadOnly(route);
      const refusal = route.uploadsFile ? READ_ONLY_UPLOAD_REFUSAL : READ_ONLY_REFUSAL;
      const refused = response.statusCode === 403 && response.json().description === refusal;
      if (!refused) served.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(served).toEqual([]);
    expect(changedTables(before, await snapshotDatabase(t.db.databases))).toEqual([]);
  });

  it('says "You cannot upload a file in this mode" to an import sent in it, and changes nothing', async () => {
    const uploads = sessionRoutes().filter((route) => route.uploadsFile);
    expect(uploads.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'POST /api/v1/admin/ad-library/google/imports',
      'POST /api/v1/admin/import/commit',
      'POST /api/v1/admin/import/dry-run',
      'POST /api/v1/admin/import/preview',
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/import/preview',
      headers: readOnly,
      payload: { entity: 'company', fileName: 'companies.csv', contentBase64: btoa('name\nAcme\n') },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      clientType: 'FORBIDDEN_ERROR',
      description: 'You cannot upload a file in this mode',
    });
  });

  it('reaches every route that only reads, searches sent as POST included', async () => {
    const reads = sessionRoutes().filter((route) => route.changesState === false);
    expect(reads.some((route) => route.method === 'POST')).toBe(true);
    const refused: string[] = [];
    for (const route of reads) {
      const response = await callAsReadOnly(route);
      if (response.statusCode === 403 && response.json().description === READ_ONLY_REFUSAL) {
        refused.push(`${route.method} ${route.url}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('cannot open a checkout or spend the export allowance through a GET', async () => {
    for (const url of [
      '/api/v1/checkout?priceId=trial',
      `/api/v1/frontend/tag/${world.ids.tag}/companies/export`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: readOnly });
      expect(response.json()).toMatchObject({ httpStatus: 403, description: READ_ONLY_REFUSAL });
    }
  });
});
