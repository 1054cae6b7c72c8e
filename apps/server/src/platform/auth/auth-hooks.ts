import { isApiKeyToken, type RateLimitState } from '@adatlas/domain/api-keys';
import { READ_ONLY_REFUSAL, READ_ONLY_UPLOAD_REFUSAL } from '@adatlas/domain/auth';
import { FRONTEND_API_BASE } from '@adatlas/domain/http';
import { hasAnyScope, isAdminGroup, SCOPES } from '@adatlas/domain/scopes';
import { DEFAULT_TENANT, isTenantId, type TenantId } from '@adatlas/domain/tenants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Databases } from '../database/databases.ts';
import { AppError } from '../errors/app-error.ts';
import { type AuthUser, type RequestContext, toAuthUser } from '../http/request-context.ts';
import type { AuthPolicy } from '../http/route-policy.ts';
import type { ApiKeyAuthenticator } from './api-key-auth.ts';
import { type AuthCache, createAuthCache } from './auth-cache.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import { findLicenceTenant, findSessionByTokenHash, touchSession } from './sessions.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every route that declares `config.auth`. */
    ctx: RequestContext;
  }
}

export interface AuthHooksOptions {
  databases: Databases;
  /** Reuses session and licence rows between requests; default: none (every request reads core). */
  cache?: AuthCache;
  /** Accepts `Bearer ada_live_…` keys on the data API; without it every key answers 401. */
  apiKeys?: ApiKeyAuthenticator;
  now?: () => Date;
}

/**
 * Enforces each route's `config.auth` before its handler runs, and refuses at start-up any route
 * registered after this call without one, so nothing ships unguarded. Call it after the plugins
 * that serve their own public assets (OpenAPI UI, static web) and before the API routes.
 */
export function registerAuthHooks(app: FastifyInstance, options: AuthHooksOptions): void {
  const clock = options.now ?? (() => new Date());
  const lookups = authLookups(
    options.databases,
    options.cache ?? createAuthCache({ databases: options.databases, ttlMs: 0 }),
  );
  app.addHook('onRoute', (route) => {
    if (route.config?.auth === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no config.auth policy`);
    }
    if (typeof route.config.changesState !== 'boolean') {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.changesState`);
    }
  });
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request, reply) => {
    const policy = request.routeOptions.config.auth;
    if (policy === undefined) return;
    const token = readBearerToken(request);
    request.ctx =
      token !== undefined && isApiKeyToken(token)
        ? await resolveApiKeyContext({ request, reply, policy, token, lookups, options, now: clock() })
        : await resolveContext(request, policy, options.databases, lookups, clock());
  });
}

export function readTenantHeader(request: FastifyRequest): TenantId | undefined {
  const raw = request.headers['x-tenant'];
  if (raw === undefined || raw === '') return undefined;
  if (!isTenantId(raw)) {
    throw new AppError('VALIDATION_ERROR', 'Unknown tenant in x-tenant', [
      { path: 'headers.x-tenant', message: 'must be a tenant id' },
    ]);
  }
  return raw;
}

export function readBearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

type AuthLookups = ReturnType<typeof authLookups>;

function authLookups(databases: Databases, cache: AuthCache) {
  return {
    session: (tokenHash: string) =>
      cache.session(tokenHash, () => findSessionByTokenHash(databases.core, tokenHash)),
    licence: (userId: number, tenant: TenantId) =>
      cache.licence(userId, tenant, () => findLicenceTenant(databases.core, userId, tenant)),
  };
}

async function resolveContext(
  request: FastifyRequest,
  policy: AuthPolicy,
  databases: Databases,
  lookups: AuthLookups,
  now: Date,
): Promise<RequestContext> {
  const base = baseContext(request, databases, now);
  const { tenant } = base;
  const token = readBearerToken(request);
  if (policy.kind === 'public') {
    // A public call with a stale token is still answered, as anonymous.
    const live = token ? await findLiveSession(lookups, token, now).catch(() => undefined) : undefined;
    if (!live || live.restrictedToTwoFactorSetup || live.renewalTenant !== null) return base;
    const {
      readOnly: _readOnly,
      lastSeenAt: _lastSeenAt,
      restrictedToTwoFactorSetup: _restricted,
      renewalTenant: _renewalTenant,
      ...session
    } = live;
    return { ...base, ...session, isReadOnly: live.readOnly };
  }
  if (!token) throw new AppError('UNAUTHORIZED_ERROR', 'Sign in to continue');
  const { readOnly, lastSeenAt, restrictedToTwoFactorSetup, renewalTenant, ...session } =
    await findLiveSession(lookups, token, now);
  if (restrictedToTwoFactorSetup && !request.routeOptions.config.twoFactorSetup) {
    throw new AppError('FORBIDDEN_ERROR', 'Set up two-factor sign-in first');
  }
  if (readOnly && request.routeOptions.config.changesState !== false) {
    const refusal = request.routeOptions.config.uploadsFile ? READ_ONLY_UPLOAD_REFUSAL : READ_ONLY_REFUSAL;
    throw new AppError('FORBIDDEN_ERROR', refusal);
  }
  const ctx = { ...base, ...session, isReadOnly: readOnly };
  if (!ctx.isAdmin) {
    const entry = await lookups.licence(session.user.id, tenant);
    const isLive = entry !== undefined && entry.expires_at.getTime() > now.getTime();
    // A session opened to renew the licence reaches, in its own tenant, only the routes that sell a
    // plan, with no scopes; once a payment made the licence live again it works like any other.
    if (!isLive && renewalTenant !== tenant) {
      throw new AppError('NO_RIGHTS_TO_TENANT', `No licence for ${tenant}`);
    }
    if (!isLive && !request.routeOptions.config.renewal) {
      throw new AppError('LICENCE_EXPIRED', 'The licence has expired: choose a plan to continue');
    }
    ctx.scopes = isLive ? entry.scopes : [];
  }
  if (policy.kind === 'admin') {
    const allowed = policy.superAdminOnly ? session.user.group === 'SUPER-ADMIN' : ctx.isAdmin;
    if (!allowed) throw new AppError('FORBIDDEN_ERROR', 'Administrators only');
  }
  if (policy.kind === 'scope' && !ctx.isAdmin && !hasAnyScope(ctx.scopes, policy.anyOf)) {
    throw new AppError('FORBIDDEN_ERROR', `Needs one of: ${policy.anyOf.join(', ')}`);
  }
  // The idle timeout counts in minutes: writing last_seen_at at most once a minute keeps reads
  // from committing a write (and queueing on the session row) on every request.
  if (now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(databases.core, session.sessionId, now);
  }
  return ctx;
}

const SESSION_TOUCH_INTERVAL_MS = 60_000;

function baseContext(request: FastifyRequest, databases: Databases, now: Date): RequestContext {
  const tenant = readTenantHeader(request) ?? DEFAULT_TENANT;
  return {
    requestId: String(request.id),
    tenant,
    tenantDb: databases.tenant(tenant),
    user: null,
    sessionId: null,
    scopes: [],
    isAdmin: false,
    isReadOnly: false,
    now,
  };
}

/** The data API only: account, billing, admin and every other route refuse keys. */
function acceptsApiKeys(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith(`${FRONTEND_API_BASE}/`) === true;
}

function setRateLimitHeaders(reply: FastifyReply, state: RateLimitState): void {
  reply.header('RateLimit-Limit', state.limit);
  reply.header('RateLimit-Remaining', state.remaining);
  reply.header('RateLimit-Reset', state.resetSeconds);
}

/**
 * A call with an API key: on the data API only, as its owner (the owner's licence, scopes and
 * credits in the tenant asked), counted against the key's limits. The key is read on every call,
 * so a revoked or expired one is refused at once.
 */
async function resolveApiKeyContext(call: {
  request: FastifyRequest;
  reply: FastifyReply;
  policy: AuthPolicy;
  token: string;
  lookups: AuthLookups;
  options: AuthHooksOptions;
  now: Date;
}): Promise<RequestContext> {
  const { request, reply, policy, lookups, options, now } = call;
  const base = baseContext(request, options.databases, now);
  // A key adds nothing to a public route: it is answered as for anyone.
  if (policy.kind === 'public') return base;
  if (!options.apiKeys || !acceptsApiKeys(request)) {
    throw new AppError('UNAUTHORIZED_ERROR', `API keys are accepted only under ${FRONTEND_API_BASE}`);
  }
  const principal = await options.apiKeys.authenticate(call.token, now);
  const entry = await lookups.licence(principal.user.id, base.tenant);
  if (entry === undefined || entry.expires_at.getTime() <= now.getTime()) {
    throw new AppError('NO_RIGHTS_TO_TENANT', `No licence for ${base.tenant}`);
  }
  const admission = await options.apiKeys.admit(principal, { tenant: base.tenant, ip: request.ip, now });
  setRateLimitHeaders(reply, admission.state);
  if (!admission.admitted) {
    reply.header('Retry-After', admission.retryAfterSeconds ?? admission.state.resetSeconds);
    throw new AppError('TOO_MANY_REQUESTS', 'API request limit reached, retry later');
  }
  if (policy.kind === 'admin') throw new AppError('FORBIDDEN_ERROR', 'Administrators only');
  if (policy.kind === 'scope' && !hasAnyScope(entry.scopes, policy.anyOf)) {
    throw new AppError('FORBIDDEN_ERROR', `Needs one of: ${policy.anyOf.join(', ')}`);
  }
  return { ...base, user: principal.user, scopes: entry.scopes };
}

interface LiveSession {
  readOnly: boolean;
  lastSeenAt: Date;
  user: AuthUser;
  sessionId: number;
  isAdmin: boolean;
  scopes: readonly string[];
  restrictedToTwoFactorSetup: boolean;
  /** The tenant of a session restricted to renewing its expired licence there, else null. */
  renewalTenant: TenantId | null;
}

async function findLiveSession(lookups: AuthLookups, token: string, now: Date): Promise<LiveSession> {
  const row = await lookups.session(hashOpaqueToken(token));
  if (!row) throw new AppError('UNAUTHORIZED_ERROR', 'Unknown session');
  if (row.revokedReason === 'replaced') {
    throw new AppError('USER_ALREADY_LOGGED', 'User already logged in with the same account');
  }
  if (row.revokedReason !== null) throw new AppError('UNAUTHORIZED_ERROR', 'Session ended');
  const idleLimit = row.lastSeenAt.getTime() + row.idleTimeoutSeconds * 1000;
  if (row.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) {
    throw new AppError('UNAUTHORIZED_ERROR', 'Session expired');
  }
  if (!row.active) throw new AppError('USER_DISABLED', 'User disabled');
  const isAdmin = isAdminGroup(row.group);
  return {
    sessionId: row.sessionId,
    readOnly: row.readOnly,
    lastSeenAt: row.lastSeenAt,
    user: toAuthUser(row),
    isAdmin,
    restrictedToTwoFactorSetup: row.restrictedToTwoFactorSetup,
    renewalTenant: row.restrictedToRenewal && isTenantId(row.tenant) ? row.tenant : null,
    // Admins pass every scope check; listing every scope keeps flags and menus consistent with that.
    scopes: isAdmin ? SCOPES : [],
  };
}
