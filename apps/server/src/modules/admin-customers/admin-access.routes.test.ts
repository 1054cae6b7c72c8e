import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Routes only a super admin may call; any other admin route must let an ADMIN through. */
const SUPER_ADMIN_ONLY = new Set([
  'GET /api/v1/admin/audit',
  'PATCH /api/v1/admin/tenants/{id}',
  'POST /api/v1/admin/plans',
  'PATCH /api/v1/admin/plans/{id}',
]);

/** Path parameters that reach a real handler but name nothing, so even allowed calls change nothing. */
const PARAMS: Record<string, string> = {
  id: '999999',
  tenant: 'italy',
  list: 'categories',
  entity: 'companies',
};

let t: TestApp;
const callers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const customer = await createUser(t, { tenants: { italy: { scopes: ['company', 'contact'] } } });
  const admin = await createUser(t, { group: 'ADMIN' });
  const superAdmin = await createUser(t, { group: 'SUPER-ADMIN' });
  callers.anonymous = { 'x-tenant': 'italy' };
  callers.customer = (await loginAs(t, customer)).headers;
  callers.admin = (await loginAs(t, admin)).headers;
  callers.superAdmin = (await loginAs(t, superAdmin)).headers;
  await createCompany(t.db.databases.tenant('italy'), { name: 'Untouched', city: 'Roma' });
});
afterAll(() => t.close());

/** Every admin route, read from the OpenAPI document built from the registered routes. */
function adminRoutes(): { method: string; path: string }[] {
  const spec = (
    t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }
  ).swagger();
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/v1/admin'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    );
}

const toUrl = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? '1');

/** A digest of every table an admin call could change. */
async function fingerprint(): Promise<string> {
  const { rows } = await sql<{ digest: string }>`
    SELECT md5(concat_ws('|',
      (SELECT string_agg(u::text, ',' ORDER BY id) FROM core.users u),
      (SELECT string_agg(l::text, ',' ORDER BY user_id, tenant_id) FROM core.licence_tenants l),
      (SELECT string_agg(x::text, ',' ORDER BY id) FROM core.tenants x),
      (SELECT string_agg(p::text, ',' ORDER BY id) FROM core.plans p),
      (SELECT count(*) FROM core.audit_log), (SELECT count(*) FROM core.import_jobs),
      (SELECT count(*) FROM core.mail_outbox),
      (SELECT count(*) FROM core.sessions WHERE read_only),
      (SELECT string_agg(c::text, ',' ORDER BY id) FROM tenant_it.companies c),
      (SELECT string_agg(c::text, ',' ORDER BY id) FROM tenant_it.categories c),
      (SELECT string_agg(f::text, ',' ORDER BY id) FROM tenant_it.news_feeds f))) AS digest`.execute(
    t.db.databases.core,
  );
  return rows[0]?.digest ?? '';
}

describe('admin API authorisation matrix', () => {
  it('covers the admin routes', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(25);
    for (const superOnly of SUPER_ADMIN_ONLY) {
      expect(routes.map((route) => `${route.method} ${route.path}`)).toContain(superOnly);
    }
  });

  it('answers each caller as its group allows, and denied calls change nothing', async () => {
    const before = await fingerprint();
    const outcomes: string[] = [];
    for (const route of adminRoutes()) {
      const name = `${route.method} ${route.path}`;
      const superOnly = SUPER_ADMIN_ONLY.has(name);
      const expected: Record<string, (status: number) => boolean> = {
        anonymous: (status) => status === 401,
        customer: (status) => status === 403,
        admin: superOnly ? (status) => status === 403 : (status) => status !== 401 && status !== 403,
        superAdmin: (status) => status !== 401 && status !== 403,
      };
      for (const [caller, headers] of Object.entries(callers)) {
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: toUrl(route.path),
          headers,
          ...(hasBody ? { payload: {} } : {}),
        });
        if (!expected[caller]?.(response.statusCode))
          outcomes.push(`${name} as ${caller}: ${response.statusCode}`);
        if (caller === 'customer') expect(await fingerprint(), `${name} as customer`).toBe(before);
        if (caller === 'anonymous') expect(await fingerprint(), `${name} as anonymous`).toBe(before);
      }
    }
    expect(outcomes).toEqual([]);
  });
});
