import type { LoginThrottle } from '@adatlas/domain/admin';
import {
  LOGIN_THROTTLE_BASE_DELAY_MS,
  LOGIN_THROTTLE_IP_FACTOR,
  type LoginThrottlePolicy,
  loginRetryAt,
} from '@adatlas/domain/auth';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { auditActor, insertAuditEntry } from '../audit/audit.repository.ts';
import {
  clearAccountFailures,
  type FailureCount,
  findFailingPairs,
  getIpFailures,
  getPairFailures,
  hasSignedInFrom,
  insertLoginAttempt,
} from './login-throttles.repository.ts';

export interface LoginThrottleSettings {
  /** How long a failure counts, and the longest wait. */
  windowSeconds: number;
  /** Failures of one (account, address) pair before each attempt waits. */
  maxFailures: number;
}

export interface LoginAttempt {
  email: string;
  ip: string;
  now: Date;
}

export interface LoginThrottlesService {
  /**
   * Refuses with TOO_MANY_REQUESTS while the (account, address) pair must wait, or the address
   * must wait for its failures on every account unless the account has signed in from it before.
   * Other addresses' failures never slow the account down: no one can lock its owner out.
   */
  assertMayAttempt(attempt: LoginAttempt): Promise<void>;
  record(attempt: LoginAttempt & { succeeded: boolean }): Promise<void>;
  /** The pairs waiting now, the latest failure first. */
  findThrottles(ctx: Pick<RequestContext, 'now'>): Promise<LoginThrottle[]>;
  /** Forgets the account's failures (audited); its pairs may try again at once. */
  clearThrottles(ctx: RequestContext, email: string): Promise<{ cleared: number }>;
}

export function createLoginThrottlesService(
  core: Kysely<CoreDatabase>,
  settings: LoginThrottleSettings,
): LoginThrottlesService {
  const maxDelayMs = settings.windowSeconds * 1000;
  const pairPolicy: LoginThrottlePolicy = {
    freeFailures: settings.maxFailures,
    baseDelayMs: LOGIN_THROTTLE_BASE_DELAY_MS,
    maxDelayMs,
  };
  const ipPolicy: LoginThrottlePolicy = {
    ...pairPolicy,
    freeFailures: settings.maxFailures * LOGIN_THROTTLE_IP_FACTOR,
  };
  const windowStart = (now: Date) => new Date(now.getTime() - maxDelayMs);
  const retryAt = (count: FailureCount, policy: LoginThrottlePolicy, now: Date) =>
    count.lastFailureAt ? loginRetryAt(count.failures, count.lastFailureAt, policy, now) : null;

  const throttledUntil = async ({ email, ip, now }: LoginAttempt): Promise<Date | null> => {
    const since = windowStart(now);
    const pairUntil = retryAt(await getPairFailures(core, { email, ip }, since), pairPolicy, now);
    if (pairUntil) return pairUntil;
    if (await hasSignedInFrom(core, { email, ip })) return null;
    return retryAt(await getIpFailures(core, ip, since), ipPolicy, now);
  };

  return {
    async assertMayAttempt(attempt) {
      const until = await throttledUntil(attempt);
      if (until === null) return;
      const seconds = Math.ceil((until.getTime() - attempt.now.getTime()) / 1000);
      throw new AppError('TOO_MANY_REQUESTS', `Too many failed attempts, retry in ${seconds} s`);
    },

    async record(attempt) {
      await insertLoginAttempt(core, attempt);
    },

    async findThrottles(ctx) {
      const pairs = await findFailingPairs(core, windowStart(ctx.now), settings.maxFailures);
      return pairs.flatMap((pair) => {
        const until = loginRetryAt(pair.failures, pair.lastFailureAt, pairPolicy, ctx.now);
        if (!until) return [];
        return [
          {
            email: pair.email,
            ip: pair.ip,
            failures: pair.failures,
            lastFailureAt: pair.lastFailureAt.toISOString(),
            until: until.toISOString(),
          },
        ];
      });
    },

    async clearThrottles(ctx, email) {
      return core.transaction().execute(async (trx) => {
        const cleared = await clearAccountFailures(trx, email, ctx.now);
        await insertAuditEntry(trx, {
          ...auditActor(ctx),
          tenant: null,
          entity: 'login_throttle',
          entityId: email,
          action: 'clear',
          before: { failures: cleared },
        });
        return { cleared };
      });
    },
  };
}
