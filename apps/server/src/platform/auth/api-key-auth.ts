import type { RateLimitState } from '@adatlas/domain/api-keys';
import type { TenantId } from '@adatlas/domain/tenants';
import type { AuthUser } from '../http/request-context.ts';

/** The owner of a live API key. */
export interface ApiKeyPrincipal {
  keyId: number;
  user: AuthUser;
}

export interface ApiKeyAdmission {
  admitted: boolean;
  /** What the `RateLimit-*` headers report (the tightest of the key's windows). */
  state: RateLimitState;
  /** Refused calls only: seconds until a window that refused it ends. */
  retryAfterSeconds?: number;
}

/**
 * API keys as the auth hooks see them. The platform imports no module: modules/api-keys implements
 * this and the composition root hands it to `registerAuthHooks`.
 */
export interface ApiKeyAuthenticator {
  /**
   * The owner of a live key, read afresh on every call (a revoked or expired key stops at once);
   * UNAUTHORIZED_ERROR for an unknown, revoked or expired key, USER_DISABLED for a disabled owner.
   */
  authenticate(token: string, now: Date): Promise<ApiKeyPrincipal>;
  /**
   * Counts the call in the key's minute and the licence's month in `tenant` (and in the day's
   * usage, and as the key's last use); refused calls count nowhere. FORBIDDEN_ERROR when the
   * licence there does not include the API.
   */
  admit(
    principal: ApiKeyPrincipal,
    call: { tenant: TenantId; ip: string; now: Date },
  ): Promise<ApiKeyAdmission>;
}
