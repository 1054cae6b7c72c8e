import { LICENCE_PLUGINS } from '../auth/auth.constants.ts';
import {
  API_DEFAULT_REQUESTS_PER_MINUTE,
  API_DEFAULT_REQUESTS_PER_MONTH,
  API_KEY_PREFIX,
} from './api-keys.constants.ts';

/** Whether a bearer token is an API key rather than a session token. */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** A key authenticates until it is revoked or its expiry passes. */
export function isApiKeyLive(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now.getTime());
}

export interface ApiLimits {
  /** Requests of one key per minute. */
  perMinute: number;
  /** Requests of the licence (every key of the account in the tenant) per calendar month, UTC. */
  perMonth: number;
}

/** The limits the licence's Api plugin sets, the defaults where it sets none. */
export function apiLimitsOf(plugin: {
  requestLimit: number | null;
  requestsPerMinute: number | null;
}): ApiLimits {
  return {
    perMinute: plugin.requestsPerMinute ?? API_DEFAULT_REQUESTS_PER_MINUTE,
    perMonth: plugin.requestLimit ?? API_DEFAULT_REQUESTS_PER_MONTH,
  };
}

/** The fixed windows a request at `now` counts in: its minute and its calendar month (UTC). */
export function apiRateWindows(now: Date) {
  const minuteStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return {
    minuteStart,
    minuteEnd: new Date(minuteStart.getTime() + 60_000),
    monthStart,
    monthEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export interface RateWindowUse {
  limit: number;
  /** Requests counted in the window, this one included when it was admitted. */
  used: number;
  endsAt: Date;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window reported ends (at least 1). */
  resetSeconds: number;
}

/**
 * What the `RateLimit-*` headers report when a call counts in several windows: the window with
 * the fewest requests left (on a tie, the one that ends last, the longer wait).
 */
export function rateLimitState(windows: readonly RateWindowUse[], now: Date): RateLimitState {
  const states = windows.map((window) => ({
    limit: window.limit,
    remaining: Math.max(0, window.limit - window.used),
    resetSeconds: Math.max(1, Math.ceil((window.endsAt.getTime() - now.getTime()) / 1000)),
  }));
  const [first, ...rest] = states;
  if (!first) throw new Error('rateLimitState needs a window');
  return rest.reduce(
    (tightest, state) =>
      state.remaining < tightest.remaining ||
      (state.remaining === tightest.remaining && state.resetSeconds > tightest.resetSeconds)
        ? state
        : tightest,
    first,
  );
}

/** Whether a licence entry (as `/user/me` lists it) is live and includes the public API. */
export function hasApiAccess(
  entry: { exp: number; plugins: readonly { name: string }[] } | undefined,
  now: Date,
): boolean {
  if (!entry || entry.exp * 1000 <= now.getTime()) return false;
  return entry.plugins.some((plugin) => plugin.name === LICENCE_PLUGINS.api);
}
