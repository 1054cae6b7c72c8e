import { CLIENT_HEADERS } from '@adatlas/domain/http';
import { SCOPES } from '@adatlas/domain/scopes';
import { DEFAULT_TENANT, isTenantId } from '@adatlas/domain/tenants';
import type { FastifyRequest } from 'fastify';
import type { Databases } from '../../platform/database/databases.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';

/**
 * Stand-in until the auth hook (accounts branch) sets `request.ctx`: the tenant comes from
 * `x-tenant` (default italy) and the caller holds every scope. The search, company, contact,
 * brand and reference-list routes get their ctx only through this function, so the merge
 * replaces this one body with `return request.ctx`.
 */
export function resolveContext(request: FastifyRequest, databases: Databases): RequestContext {
  const header = request.headers[CLIENT_HEADERS.tenant];
  const tenant = header === undefined || header === '' ? DEFAULT_TENANT : header;
  if (!isTenantId(tenant)) throw new AppError('NO_TENANT_SELECTED', `Unknown tenant ${String(tenant)}`);
  return {
    requestId: String(request.id),
    tenant,
    tenantDb: databases.tenant(tenant),
    user: null,
    sessionId: null,
    scopes: SCOPES,
    isAdmin: false,
    now: new Date(),
  };
}
