import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { changedTables, snapshotDatabase } from './db-snapshot.ts';
import { junkBody, junkQuery } from './junk.arbitraries.ts';
import { apiRoutes, collectRoutes, type InventoryRoute } from './route-inventory.ts';
import { createWorld, fillPath, hasBody, headersFor, type World } from './security-fixtures.ts';

const RUNS_PER_ROUTE = 30;
/** The local payment provider's pages answer HTML for a browser; they must still never fail with 5xx. */
const HTML_PAGES = ['/billing/', '/checkout/local/'];

let t: TestApp;
let world: World;
let routes: InventoryRoute[];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', LOGIN_THROTTLE_MAX_FAILURES: '100000' });
  world = await createWorld(t);
  routes = apiRoutes(await collectRoutes(t.db.databases, t.db.url)).filter(
    (route) => route.querystring !== undefined || (hasBody(route.method) && route.method !== 'GET'),
  );
});
afterAll(() => t.close());

function isEnvelope(body: unknown, status: number): boolean {
  const e = body as Record<string, unknown>;
  return (
    e?.httpStatus === status &&
    typeof e.clientType === 'string' &&
    typeof e.description === 'string' &&
    typeof e.id === 'string'
  );
}

describe('fuzzed input on every route with a body or query', () => {
  it('answers junk with a 4xx envelope (or a 2xx when valid), never a 5xx, and rejected junk changes nothing', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const route of routes) {
      const persona = route.policy?.kind === 'admin' ? 'superAdmin' : 'withScope';
      const headers = await headersFor(t, world, persona);
      const url = fillPath(route.url, world);
      const before = await snapshotDatabase(t.db.databases);
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(
          route.querystring ? junkQuery(route.querystring) : fc.constant(undefined),
          hasBody(route.method) ? junkBody(route.body) : fc.constant(undefined),
          async (query, body) => {
            const response = await t.app.inject({
              method: route.method as 'POST',
              url,
              headers,
              ...(query ? { query } : {}),
              ...(body !== undefined
                ? {
                    payload: JSON.stringify(body),
                    headers: { ...headers, 'content-type': 'application/json' },
                  }
                : {}),
            });
            const status = response.statusCode;
            if (status < 400) {
              accepted++;
              return;
            }
            const json = String(response.headers['content-type']).includes('json')
              ? response.json()
              : undefined;
            const htmlPage = HTML_PAGES.some((prefix) => route.url.startsWith(prefix));
            if (status >= 500 || (!htmlPage && !isEnvelope(json, status))) {
              problems.push(
                `${route.method} ${route.url} ${status} ${response.body.slice(0, 300)} <- ${JSON.stringify({ query, body }).slice(0, 300)}`,
              );
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 20_261_121, endOnFailure: true },
      );
      if (accepted === 0) {
        const changed = changedTables(before, await snapshotDatabase(t.db.databases));
        if (changed.length > 0)
          problems.push(`${route.method} ${route.url}: rejected junk changed ${changed}`);
      }
    }
    const firstPerRoute = problems.filter(
      (p, i) => problems.findIndex((q) => q.split(' ', 2).join() === p.split(' ', 2).join()) === i,
    );
    expect(firstPerRoute).toEqual([]);
  }, 180_000);

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const headers = await headersFor(t, world, 'withScope');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/tag',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": "half',
    });
    expect(response.statusCode).toBe(400);
    expect(isEnvelope(response.json(), 400)).toBe(true);
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const headers = await headersFor(t, world, 'withScope');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/tag',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000), color: 'FF0000' }),
    });
    expect(response.json()).toMatchObject({ httpStatus: 413, clientType: 'PAYLOAD_TOO_LARGE' });
  });
});
