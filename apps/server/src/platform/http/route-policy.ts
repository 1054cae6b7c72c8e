/**
 * Every route declares who may call it, in `config.auth`: anyone, any signed-in user, a user
 * holding one of the scopes in the chosen tenant, or an admin. The auth plugin enforces it and
 * the route-inventory test fails on a route without one.
 */
export type AuthPolicy =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'scope'; anyOf: readonly string[] }
  | { kind: 'admin'; superAdminOnly?: boolean };

export const PUBLIC: AuthPolicy = { kind: 'public' };
export const SESSION: AuthPolicy = { kind: 'session' };
export const ADMIN: AuthPolicy = { kind: 'admin' };
export const SUPER_ADMIN: AuthPolicy = { kind: 'admin', superAdminOnly: true };
export function requireScope(...anyOf: string[]): AuthPolicy {
  return { kind: 'scope', anyOf };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthPolicy;
    /**
     * Whether a call changes state, declared by every route whatever its verb (the auth hook
     * refuses a route without it at start-up): a search sent as POST does not; a GET that opens a
     * checkout or spends an export allowance does. Read-only sessions ("see as this user") may
     * call only routes that declare `false`.
     */
    changesState?: boolean;
    /**
     * A route that changes state only by a small write of its own but mostly reads (an export spends
     * its allowance, then streams thousands of rows): its reads may go to a read replica that has
     * replayed the caller's last write, as those of a `changesState: false` route do; its writes
     * and any transaction that is not `read only` still go to the primary.
     */
    replicaReads?: boolean;
    /**
     * The call carries a file (an import): a read-only session is refused it with the spec's
     * "You cannot upload a file in this mode" rather than the general read-only refusal.
     */
    uploadsFile?: boolean;
    /** Reachable from a session restricted to setting up two-factor sign-in (an admin without it). */
    twoFactorSetup?: boolean;
    /**
     * Reachable from a session restricted to renewal (a self-registered user whose licence ran out):
     * the session and user reads, billing info, plans, checkout and the subscription. Such a session
     * gets no scopes here, and every other route answers it LICENCE_EXPIRED.
     */
    renewal?: boolean;
  }
}
