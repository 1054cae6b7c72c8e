import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../auth-helpers.ts';
import { createBrand, createCompany, createContact } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { changedTables, snapshotDatabase } from './db-snapshot.ts';
import { apiRoutes, collectRoutes } from './route-inventory.ts';
import { createWorld, type World } from './security-fixtures.ts';

/** Far above any italy sequence, so the id exists only in france. */
const FRANCE_ONLY_ID = 900_001;

let t: TestApp;
let world: World;
let intruder: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createWorld(t);
  const france = t.db.databases.tenant('france');
  await createCompany(france, { id: FRANCE_ONLY_ID } as never);
  await createContact(france, { id: FRANCE_ONLY_ID } as never);
  await createBrand(france, { id: FRANCE_ONLY_ID } as never);
  // Same organisation as the owner, all scopes: only ownership stands between them.
  const other = await createUser(t, {
    tenants: { italy: { scopes: ['favourites', 'comments', 'company', 'contact', 'emailAlerts'] } },
    organisation: 'Org A',
  });
  intruder = (await loginAs(t, other)).headers;
});
afterAll(() => t.close());

describe('object-level access', () => {
  it('answers 404 on every italy /:id data route given an id that exists only in france', async () => {
    const routes = apiRoutes(await collectRoutes(t.db.databases, t.db.url)).filter(
      (r) => r.method === 'GET' && /\/frontend\/(company|contact|brand)\/:id/.test(r.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const licensed = (await loginAs(t, world.users.withScope)).headers;
    const wrong: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(':id', String(FRANCE_ONLY_ID));
      const response = await t.app.inject({ method: 'GET', url, headers: licensed });
      if (response.statusCode !== 404) wrong.push(`${url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses another user's tag, comment, saved search and setting with 404 or 403, changing nothing", async () => {
    const { ids } = world;
    const calls = [
      ['GET', `/api/v1/frontend/tag/${ids.tag}?entity=company`, undefined],
      ['PUT', `/api/v1/frontend/tag/${ids.tag}`, { name: 'Stolen', color: '000000' }],
      ['DELETE', `/api/v1/frontend/tag/${ids.tag}`, undefined],
      ['DELETE', `/api/v1/frontend/tag/${ids.tag}/${ids.company}?entity=company`, undefined],
      ['PUT', `/api/v1/frontend/tag/${ids.tag}/pitch-search`, {}],
      ['PUT', `/api/v1/frontend/tag/${ids.tag}/pitch-score-search`, {}],
      ['GET', `/api/v1/frontend/tag/${ids.tag}/companies/export`, undefined],
      ['GET', `/api/v1/frontend/tag/${ids.tag}/contacts/export`, undefined],
      ['PUT', `/api/v1/frontend/comments/${ids.comment}`, { content: 'Edited', commentType: 'public' }],
      ['DELETE', `/api/v1/frontend/comments/${ids.comment}`, undefined],
      ['GET', `/api/v1/frontend/saved-searches/${ids.savedSearch}`, undefined],
      ['POST', `/api/v1/frontend/saved-searches/${ids.savedSearch}/refresh`, undefined],
      ['DELETE', `/api/v1/frontend/saved-searches/${ids.savedSearch}`, undefined],
      ['PUT', `/api/v1/frontend/saved-searches/${ids.savedSearch}/alert`, { frequency: 'daily' }],
      ['POST', `/api/v1/frontend/saved-searches/${ids.savedSearch}/seen`, undefined],
      ['GET', `/api/v1/frontend/saved-searches/${ids.savedSearch}/new?since=0`, undefined],
      ['PATCH', `/api/v1/settings/${ids.setting}`, { data: { frequency: 'daily' } }],
      ['DELETE', `/api/v1/settings/${ids.setting}`, undefined],
    ] as const;
    const before = await snapshotDatabase(t.db.databases);
    const wrong: string[] = [];
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({
        method,
        url,
        headers: intruder,
        ...(payload ? { payload } : {}),
      });
      if (![403, 404].includes(response.statusCode))
        wrong.push(`${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await snapshotDatabase(t.db.databases))).toEqual([]);
  });

  it("does not list another user's private comment on the shared record", async () => {
    const url = `/api/v1/frontend/comments?entityType=company&entityId=${world.ids.company}`;
    const response = await t.app.inject({ method: 'GET', url, headers: intruder });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Private note');
    const owner = (await loginAs(t, world.users.withScope)).headers;
    const own = await t.app.inject({ method: 'GET', url, headers: owner });
    expect(own.body).toContain('Private note');
  });
});
