import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import type { Databases } from '../../src/platform/database/databases.ts';
import type { AuthPolicy } from '../../src/platform/http/route-policy.ts';

export interface InventoryRoute {
  method: string;
  url: string;
  policy: AuthPolicy | undefined;
  /** What the route declares (`config.changesState`); read-only sessions reach only `false`. */
  changesState: boolean | undefined;
  /** The call carries a file (`config.uploadsFile`). */
  uploadsFile: boolean;
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
}

/**
 * Routes served by plugins registered before the auth hook on purpose: the OpenAPI UI and its
 * JSON document are public by design and carry no data. Anything else without a policy fails.
 */
export const POLICY_FREE_PREFIXES = ['/api/docs'];

/** Every route a production-shaped app registers, collected by an `onRoute` hook on a fresh build. */
export async function collectRoutes(databases: Databases, databaseUrl: string): Promise<InventoryRoute[]> {
  const routes: InventoryRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Record<string, ZodType | undefined>;
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        policy: route.config?.auth,
        changesState: route.config?.changesState,
        uploadsFile: route.config?.uploadsFile === true,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
      });
    }
  };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, databases, onRoute });
  await app.ready();
  await app.close();
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

export function describePolicy(policy: AuthPolicy | undefined): string {
  if (policy === undefined) return 'NONE';
  if (policy.kind === 'scope') return `scope(${policy.anyOf.join('|')})`;
  if (policy.kind === 'admin') return policy.superAdminOnly ? 'SUPER_ADMIN' : 'ADMIN';
  return policy.kind.toUpperCase();
}

export function isPolicyFree(route: InventoryRoute): boolean {
  return POLICY_FREE_PREFIXES.some((prefix) => route.url.startsWith(prefix));
}

/** The API routes the matrix and the fuzzer drive (everything but the OpenAPI UI). */
export function apiRoutes(routes: InventoryRoute[]): InventoryRoute[] {
  return routes.filter((route) => !isPolicyFree(route));
}
