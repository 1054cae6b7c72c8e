import {
  API_KEY_VISIBLE_LENGTH,
  API_KEYS_MAX_LIVE,
  API_USAGE_DAYS,
  type ApiAccess,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
  type ApiKeyUsage,
  apiLimitsOf,
  apiRateWindows,
} from '@adatlas/domain/api-keys';
import type { TenantId } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import { auditActor, insertAuditEntry } from '../audit/audit.repository.ts';
import { createApiKeySecret, hashApiKey } from './api-key-secret.ts';
import { dayOf, pluginLimits, toApiKey, toApiKeyUsage } from './api-keys.mapper.ts';
import * as repo from './api-keys.repository.ts';

export interface ApiKeysService {
  findKeys(ctx: RequestContext): Promise<{ keys: ApiKey[]; access: ApiAccess }>;
  /** A new key; the answer is the only place its secret ever appears. Audited. */
  createKey(ctx: RequestContext, request: ApiKeyCreateRequest): Promise<ApiKeyCreated>;
  /** Revokes one of the caller's keys at once. Audited. */
  revokeKey(ctx: RequestContext, keyId: number): Promise<void>;
  findUsage(ctx: RequestContext): Promise<ApiKeyUsage[]>;
  /** Back office: a customer's keys and their daily usage. */
  findCustomerKeys(ctx: RequestContext, userId: number): Promise<{ keys: ApiKey[]; usage: ApiKeyUsage[] }>;
  /** Back office: revokes a customer's key. Audited. */
  revokeCustomerKey(ctx: RequestContext, userId: number, keyId: number): Promise<void>;
  /** Whether the user's live licence in `tenant` includes the API (webhooks ask this too). */
  hasApiAccess(userId: number, tenant: TenantId, now: Date): Promise<boolean>;
}

const usageSince = (now: Date) => dayOf(new Date(now.getTime() - (API_USAGE_DAYS - 1) * 86_400_000));

export function createApiKeysService(core: Kysely<CoreDatabase>): ApiKeysService {
  async function revoke(ctx: RequestContext, owner: number, keyId: number) {
    const actor = requireUser(ctx);
    await core.transaction().execute(async (trx) => {
      const row = await repo.revokeApiKey(trx, {
        id: keyId,
        userId: owner,
        revokedBy: actor.id,
        now: ctx.now,
      });
      if (!row) throw new AppError('NOT_FOUND', `No live API key ${keyId}`);
      await insertAuditEntry(trx, {
        ...auditActor(ctx),
        tenant: null,
        entity: 'api_key',
        entityId: keyId,
        action: 'revoke',
        before: { userId: owner, name: row.name, prefix: row.token_prefix },
      });
    });
  }

  return {
    async findKeys(ctx) {
      const user = requireUser(ctx);
      const [rows, plugin] = await Promise.all([
        repo.findApiKeys(core, user.id),
        repo.findApiPlugin(core, user.id, ctx.tenant),
      ]);
      const month = dayOf(apiRateWindows(ctx.now).monthStart);
      const limits = plugin ? apiLimitsOf(pluginLimits(plugin)) : null;
      return {
        keys: rows.map(toApiKey),
        access: {
          enabled: plugin !== undefined,
          requestsPerMinute: limits?.perMinute ?? null,
          requestsPerMonth: limits?.perMonth ?? null,
          usedThisMonth: await repo.getMonthlyRequests(core, { userId: user.id, tenant: ctx.tenant, month }),
        },
      };
    },

    async createKey(ctx, request) {
      const user = requireUser(ctx);
      if (ctx.isAdmin) throw new AppError('FORBIDDEN_ERROR', 'API keys are for customer accounts');
      const expiresAt = request.expiresAt ? new Date(request.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= ctx.now.getTime()) {
        throw new AppError('VALIDATION_ERROR', 'The expiry must be in the future', [
          { path: 'body.expiresAt', message: 'must be in the future' },
        ]);
      }
      if (!(await repo.hasApiPlugin(core, user.id, ctx.now))) {
        throw new AppError('FORBIDDEN_ERROR', 'Your licence does not include the API');
      }
      const secret = createApiKeySecret();
      const row = await core.transaction().execute(async (trx) => {
        await repo.lockUser(trx, user.id);
        if ((await repo.countLiveApiKeys(trx, user.id, ctx.now)) >= API_KEYS_MAX_LIVE) {
          throw new AppError('CONFLICT', `At most ${API_KEYS_MAX_LIVE} live API keys: revoke one first`);
        }
        const inserted = await repo.insertApiKey(trx, {
          userId: user.id,
          name: request.name,
          tokenHash: hashApiKey(secret),
          tokenPrefix: secret.slice(0, API_KEY_VISIBLE_LENGTH),
          expiresAt,
          now: ctx.now,
        });
        await insertAuditEntry(trx, {
          ...auditActor(ctx),
          tenant: null,
          entity: 'api_key',
          entityId: inserted.id,
          action: 'create',
          after: {
            userId: user.id,
            name: inserted.name,
            prefix: inserted.token_prefix,
            expiresAt: request.expiresAt ?? null,
          },
        });
        return inserted;
      });
      return { ...toApiKey(row), secret };
    },

    revokeKey: (ctx, keyId) => revoke(ctx, requireUser(ctx).id, keyId),

    async findUsage(ctx) {
      const user = requireUser(ctx);
      return toApiKeyUsage(await repo.findDailyUsage(core, user.id, usageSince(ctx.now)));
    },

    async findCustomerKeys(ctx, userId) {
      if (!(await repo.userExists(core, userId))) throw new AppError('NOT_FOUND', `No user ${userId}`);
      const [keys, usage] = await Promise.all([
        repo.findApiKeys(core, userId),
        repo.findDailyUsage(core, userId, usageSince(ctx.now)),
      ]);
      return { keys: keys.map(toApiKey), usage: toApiKeyUsage(usage) };
    },

    revokeCustomerKey: (ctx, userId, keyId) => revoke(ctx, userId, keyId),

    hasApiAccess: (userId, tenant, now) => repo.hasApiPlugin(core, userId, now, tenant),
  };
}
