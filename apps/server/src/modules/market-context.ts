import { CLIENT_HEADERS } from '@adatlas/domain/http';
import { DEFAULT_TENANT, isTenantId } from '@adatlas/domain/tenants';
import type { FastifyRequest } from 'fastify';
import type { Databases } from '../platform/database/databases.ts';
import { AppError } from '../platform/errors/app-error.ts';
import type { RequestContext } from '../platform/http/request-context.ts';

/**
 * Stand-in until the auth hook sets `request.ctx`: the tenant from `x-tenant` (default italy), no
 * user and every scope. The lead swaps each call for `request.ctx` when the accounts branch lands.
 */
export function resolveContext(request: FastifyRequest, databases: Databases): RequestContext {
  const header = request.headers[CLIENT_HEADERS.tenant];
  const tenant = header === undefined ? DEFAULT_TENANT : header;
  if (!isTenantId(tenant)) throw new AppError('NO_TENANT_SELECTED', `Unknown tenant ${String(tenant)}`);
  return {
    requestId: String(request.id),
    tenant,
    tenantDb: databases.tenant(tenant),
    user: null,
    sessionId: null,
    scopes: [],
    isAdmin: false,
    now: new Date(),
  };
}
