/**
 * Failed sign-ins slow down who makes them, never the account's owner elsewhere: failures are
 * counted per (account, address) and per address across accounts, and past the free ones each
 * further attempt waits twice as long as the one before, up to a cap.
 */
export interface LoginThrottlePolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The first pair failure waits this long; the next one twice that, and so on. */
export const LOGIN_THROTTLE_BASE_DELAY_MS = 1_000;
/** Failed sign-ins from one address across all accounts, as a multiple of the per-pair allowance. */
export const LOGIN_THROTTLE_IP_FACTOR = 10;

/** The wait that follows the `failures`-th failure: none within the free ones, then 1×, 2×, 4× … the base. */
export function loginThrottleDelayMs(failures: number, policy: LoginThrottlePolicy): number {
  const past = failures - policy.freeFailures;
  if (past < 0) return 0;
  // 2^past overflows to Infinity long before it matters; the cap keeps it finite.
  return Math.min(policy.baseDelayMs * 2 ** past, policy.maxDelayMs);
}

/** When the next attempt is allowed after `failures` failures, the last at `lastFailureAt`; null: now. */
export function loginRetryAt(
  failures: number,
  lastFailureAt: Date,
  policy: LoginThrottlePolicy,
  now: Date,
): Date | null {
  const delay = loginThrottleDelayMs(failures, policy);
  if (delay === 0) return null;
  const retryAt = new Date(lastFailureAt.getTime() + delay);
  return retryAt > now ? retryAt : null;
}
