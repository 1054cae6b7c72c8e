import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthPolicy } from '../../src/platform/http/route-policy.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { changedTables, snapshotDatabase } from './db-snapshot.ts';
import { apiRoutes, collectRoutes, describePolicy, type InventoryRoute } from './route-inventory.ts';
import { createWorld, fillPath, hasBody, headersFor, type Persona, type World } from './security-fixtures.ts';

/** What a persona must get: a status and, for denials, the error codes allowed. */
type Expectation = { deny: number; codes: string[] } | 'allowed' | 'unchecked';

const ALLOWED = 'allowed' as const;
const FORBIDDEN = { deny: 403, codes: ['FORBIDDEN_ERROR'] };
const UNAUTHORISED = { deny: 401, codes: ['UNAUTHORIZED_ERROR'] };
const OTHER_TENANT = { deny: 403, codes: ['NO_RIGHTS_TO_TENANT'] };
const EXPIRED = { deny: 403, codes: ['LICENCE_EXPIRED', 'NO_RIGHTS_TO_TENANT'] };

/** The expected answer class of each persona under a policy (the matrix). */
export function expectationFor(policy: AuthPolicy, persona: Persona): Expectation {
  switch (policy.kind) {
    case 'public':
      return persona === 'anonymous' ? ALLOWED : 'unchecked';
    case 'session':
      return persona === 'anonymous' ? UNAUTHORISED : persona === 'withScope' ? ALLOWED : 'unchecked';
    case 'scope': {
      const table: Record<Persona, Expectation> = {
        anonymous: UNAUTHORISED,
        noScope: FORBIDDEN,
        withScope: ALLOWED,
        expired: EXPIRED,
        otherTenant: OTHER_TENANT,
        admin: ALLOWED,
        superAdmin: ALLOWED,
      };
      return table[persona];
    }
    case 'admin': {
      const table: Record<Persona, Expectation> = {
        anonymous: UNAUTHORISED,
        noScope: FORBIDDEN,
        withScope: FORBIDDEN,
        expired: 'unchecked',
        otherTenant: 'unchecked',
        admin: policy.superAdminOnly ? FORBIDDEN : ALLOWED,
        superAdmin: ALLOWED,
      };
      return table[persona];
    }
  }
}

let t: TestApp;
let world: World;
let routes: InventoryRoute[];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  world = await createWorld(t);
  routes = apiRoutes(await collectRoutes(t.db.databases, t.db.url));
});
afterAll(() => t.close());

async function call(route: InventoryRoute, persona: Persona) {
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, world),
    headers: await headersFor(t, world, persona),
    ...(hasBody(route.method) ? { payload: {} } : {}),
  });
  const body = String(response.headers['content-type']).includes('json') ? response.json() : undefined;
  return { status: response.statusCode, clientType: body?.clientType as string | undefined };
}

/** Business refusals (an export allowance, a plan limit) are answers of an authorised caller. */
const AUTH_DENIALS = [
  'UNAUTHORIZED_ERROR',
  'FORBIDDEN_ERROR',
  'NO_RIGHTS_TO_TENANT',
  'LICENCE_EXPIRED',
  'USER_DISABLED',
];

const PERSONA_ORDER: Persona[] = [
  'anonymous',
  'noScope',
  'expired',
  'otherTenant',
  'withScope',
  'admin',
  'superAdmin',
];

describe('authorisation matrix over the route inventory', () => {
  it('answers every route × persona with the expected class, and denied calls change nothing', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const policy = route.policy as AuthPolicy;
      const denied = PERSONA_ORDER.filter((p) => {
        const e = expectationFor(policy, p);
        return typeof e === 'object';
      });
      const before = await snapshotDatabase(t.db.databases);
      for (const persona of PERSONA_ORDER) {
        const expected = expectationFor(policy, persona);
        if (expected === 'unchecked') continue;
        const answer = await call(route, persona);
        checked++;
        const label = `${route.method} ${route.url} [${describePolicy(policy)}] as ${persona}: ${answer.status} ${answer.clientType ?? ''}`;
        if (expected === ALLOWED) {
          const refused = answer.status === 401 || AUTH_DENIALS.includes(answer.clientType ?? '');
          if (refused || answer.status >= 500) failures.push(label);
        } else if (answer.status !== expected.deny || !expected.codes.includes(answer.clientType ?? '')) {
          failures.push(`${label} (expected ${expected.deny} ${expected.codes.join('|')})`);
        }
        if (persona === denied.at(-1)) {
          const changed = changedTables(before, await snapshotDatabase(t.db.databases));
          if (changed.length > 0)
            failures.push(`${route.method} ${route.url}: denied calls changed ${changed}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(routes.length * 2);
  }, 120_000);

  it('has a snapshot that sees a one-row change, so the no-change check can fail', async () => {
    const before = await snapshotDatabase(t.db.databases);
    await t.db.databases
      .tenant('italy')
      .db.insertInto('tags')
      .values({ user_id: world.users.noScope.id, name: 'Probe', color: '00FF00' })
      .execute();
    expect(changedTables(before, await snapshotDatabase(t.db.databases))).toEqual(['tenant_it.tags']);
  });
});
