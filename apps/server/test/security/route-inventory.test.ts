import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import {
  apiRoutes,
  collectRoutes,
  describePolicy,
  type InventoryRoute,
  isPolicyFree,
} from './route-inventory.ts';

let db: TestDatabase;
let routes: InventoryRoute[];

beforeAll(async () => {
  db = await createTestDatabase();
  routes = await collectRoutes(db.databases, db.url);
});
afterAll(() => db.drop());

describe('route inventory', () => {
  it('prints every route with its declared policy', () => {
    const lines = routes.map(
      (r) =>
        `${r.method.padEnd(6)} ${r.url.padEnd(64)} ${describePolicy(r.policy).padEnd(40)} ${r.changesState ? 'writes' : 'reads'}`,
    );
    console.info(`Route inventory (${routes.length} routes)\n${lines.join('\n')}`);
    expect(apiRoutes(routes).length).toBeGreaterThan(50);
  });

  it('has no route without a declared auth policy outside the OpenAPI UI', () => {
    const unguarded = routes.filter((r) => r.policy === undefined && !isPolicyFree(r));
    expect(unguarded.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('keeps the policy-free exception to the documentation pages', () => {
    const free = routes.filter(isPolicyFree);
    expect(free.every((r) => r.method === 'GET')).toBe(true);
  });
});
