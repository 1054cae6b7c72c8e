import { REGISTRATION_FLOW_TAG, toUnixSeconds } from '@adatlas/domain/auth';
import {
  isLivePaidSubscription,
  remainingCredits,
  type SubscriptionInfo,
  subscriptionAccess,
} from '@adatlas/domain/billing';
import { isTenantId } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { ConsumptionService } from './consumption.service.ts';
import { getPlan } from './plans.repository.ts';
import type { OpenedEntity } from './record-open.ts';
import { findLicenceCoverage, getSubscriptionRow, getUserTags } from './subscriptions.repository.ts';

export interface SubscriptionInfoService {
  getSubscriptionInfo(ctx: RequestContext): Promise<SubscriptionInfo>;
}

export function createSubscriptionInfoService(deps: {
  core: Kysely<CoreDatabase>;
  consumption: ConsumptionService;
}): SubscriptionInfoService {
  return {
    async getSubscriptionInfo(ctx) {
      const user = requireUser(ctx);
      const [usage, row, tags, coverage] = await Promise.all([
        deps.consumption.getUsage(ctx),
        getSubscriptionRow(deps.core, user.id, ctx.tenant),
        getUserTags(deps.core, user.id),
        findLicenceCoverage(deps.core, user.id, { includeHidden: ctx.isAdmin }),
      ]);
      const plan = row ? ((await getPlan(deps.core, row.plan_id)) ?? null) : null;
      const { period, credits } = usage.allowance;
      const usageOf = (entity: OpenedEntity) =>
        usage.metered[entity]
          ? {
              total: credits[entity],
              consumed: usage.consumed[entity],
              remaining: remainingCredits({
                planCredits: credits[entity],
                extraCredits: 0,
                consumed: usage.consumed[entity],
              }),
            }
          : null;
      return {
        access: subscriptionAccess({
          isInRegistrationFlow: tags.includes(REGISTRATION_FLOW_TAG),
          status: row?.status ?? null,
        }),
        licence: coverage.flatMap((entry) =>
          isTenantId(entry.tenant_id)
            ? [{ tenant: entry.tenant_id, exp: toUnixSeconds(entry.expires_at) }]
            : [],
        ),
        plan,
        status: row?.status ?? null,
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
        // Credits renew when their period ends, which is when the debits start counting afresh.
        renewalDate: period.end.toISOString(),
        plans: row && plan ? [{ priceId: plan.priceId, periodEndDate: toUnixSeconds(row.period_end) }] : [],
        canManage:
          row !== undefined &&
          isLivePaidSubscription({ status: row.status, provider: row.provider, price: plan?.price ?? 0 }),
        credits: { company: usageOf('company'), contact: usageOf('contact') },
      };
    },
  };
}
