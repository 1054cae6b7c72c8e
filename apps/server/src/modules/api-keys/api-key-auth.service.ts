import { apiLimitsOf, apiRateWindows, isApiKeyLive, rateLimitState } from '@adatlas/domain/api-keys';
import type { Kysely } from 'kysely';
import type { ApiKeyAuthenticator } from '../../platform/auth/api-key-auth.ts';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { toAuthUser } from '../../platform/http/request-context.ts';
import { hashApiKey } from './api-key-secret.ts';
import { dayOf, pluginLimits } from './api-keys.mapper.ts';
import * as repo from './api-keys.repository.ts';

/**
 * The auth hooks' view of API keys. Nothing is cached: the key row is read on every call (one
 * indexed lookup), so revoking or expiring a key takes effect on the very next request in every
 * process. Each call is counted in one statement (`countRequest`): row locks make the limits exact
 * across keys and processes.
 */
export function createApiKeyAuthenticator(core: Kysely<CoreDatabase>): ApiKeyAuthenticator {
  return {
    async authenticate(token, now) {
      const row = await repo.findApiKeyByHash(core, hashApiKey(token));
      if (!row || !isApiKeyLive({ revokedAt: row.revoked_at, expiresAt: row.expires_at }, now)) {
        throw new AppError('UNAUTHORIZED_ERROR', 'Unknown, revoked or expired API key');
      }
      if (!row.active) throw new AppError('USER_DISABLED', 'User disabled');
      // Keys belong to customers; an account promoted to the back office keeps none that work.
      if (row.group !== 'CUSTOMER')
        throw new AppError('UNAUTHORIZED_ERROR', 'API keys are for customer accounts');
      return { keyId: row.id, user: toAuthUser(row) };
    },

    async admit(principal, { tenant, ip, now }) {
      const plugin = await repo.findApiPlugin(core, principal.user.id, tenant);
      if (!plugin)
        throw new AppError('FORBIDDEN_ERROR', `The licence for ${tenant} does not include the API`);
      const limits = apiLimitsOf(pluginLimits(plugin));
      const windows = apiRateWindows(now);
      const month = dayOf(windows.monthStart);
      const monthUse = (used: number) => ({ limit: limits.perMonth, used, endsAt: windows.monthEnd });
      const minuteUse = (used: number) => ({ limit: limits.perMinute, used, endsAt: windows.minuteEnd });
      const counted = await repo.countRequest(core, {
        keyId: principal.keyId,
        userId: principal.user.id,
        tenant,
        minuteStart: windows.minuteStart,
        minuteLimit: limits.perMinute,
        month,
        monthLimit: limits.perMonth,
        day: dayOf(now),
        now,
        ip,
      });
      if (counted.minute !== null && counted.month !== null) {
        return {
          admitted: true,
          state: rateLimitState([minuteUse(counted.minute), monthUse(counted.month)], now),
        };
      }
      const [monthly, minute] = await Promise.all([
        counted.month ?? repo.getMonthlyRequests(core, { userId: principal.user.id, tenant, month }),
        counted.minute ?? repo.getMinuteRequests(core, principal.keyId, windows.minuteStart),
      ]);
      const refusedBy = counted.minute === null ? minuteUse(minute) : monthUse(monthly);
      return {
        admitted: false,
        state: rateLimitState([minuteUse(minute), monthUse(monthly)], now),
        retryAfterSeconds: rateLimitState([refusedBy], now).resetSeconds,
      };
    },
  };
}
