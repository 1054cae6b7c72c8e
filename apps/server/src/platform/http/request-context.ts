import type { TenantId } from '@adatlas/domain/tenants';
import type { TenantDb } from '../database/databases.ts';
import { AppError } from '../errors/app-error.ts';

/** The signed-in caller, as the auth layer resolved it from the session token. */
export interface AuthUser {
  id: number;
  email: string;
  name: string | null;
  surname: string | null;
  group: 'CUSTOMER' | 'ADMIN' | 'SUPER-ADMIN';
  /** The customer organisation; its members share public comments. */
  organisation: string | null;
}

/** The caller from a row that joined their `users` row (`userId` its id), as every auth path reads it. */
export function toAuthUser(row: Omit<AuthUser, 'id'> & { userId: number }): AuthUser {
  return {
    id: row.userId,
    email: row.email,
    name: row.name,
    surname: row.surname,
    group: row.group,
    organisation: row.organisation,
  };
}

/**
 * What every service call receives first (`ctx`): the tenant chosen by `x-tenant` (checked against
 * the caller's licence by the auth layer), its scoped database handle, the caller and their scopes
 * in that tenant, and the clock.
 */
export interface RequestContext {
  requestId: string;
  tenant: TenantId;
  tenantDb: TenantDb;
  user: AuthUser | null;
  sessionId: number | null;
  scopes: readonly string[];
  isAdmin: boolean;
  /** A read-only session an admin opened to see the app as this user: it reads without side effects. */
  isReadOnly: boolean;
  now: Date;
}

/** The caller of a route whose policy guarantees a session (SESSION, scope, ADMIN). */
export function requireUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new AppError('UNAUTHORIZED_ERROR', 'Sign in to continue');
  return ctx.user;
}
