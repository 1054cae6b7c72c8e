import {
  addMonthsClamped,
  creditAllowance,
  isLivePaidSubscription,
  PLAN_PERIOD_MONTHS,
  periodStartAfterChange,
  reconcilePlanScopes,
  statusAfter,
  subscriptionScopes,
  supersedes,
} from '@adatlas/domain/billing';
import { CONFIRMED_TRIAL_TAG } from '@adatlas/domain/registration';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PaymentEvent } from '../../platform/payments/payment-provider.ts';
import { getCreditSources } from './consumption.repository.ts';
import { creditSourcesOf } from './credit-allowance.ts';
import { getPlan, getPlanByPriceId } from './plans.repository.ts';
import {
  extendLicence,
  getSubscriptionRow,
  insertPaymentEvent,
  insertSubscriptionRow,
  lockLicenceScopes,
  lockSubscriptionOwner,
  type SubscriptionRow,
  updateLicenceScopes,
  updateSubscriptionRow,
  updateUserAfterPayment,
} from './subscriptions.repository.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'stale';

export interface SubscriptionsService {
  /** The one state machine every payment provider drives. */
  applyPaymentEvent(event: PaymentEvent): Promise<EventOutcome>;
  getSubscription(userId: number, tenant: string): Promise<SubscriptionRow | undefined>;
  /** Whether the provider bills the user's subscription in `tenant` (see isLivePaidSubscription). */
  isBilled(userId: number, tenant: string): Promise<boolean>;
}

async function isBilled(db: Kysely<CoreDatabase>, row: SubscriptionRow): Promise<boolean> {
  const plan = await getPlan(db, row.plan_id);
  return isLivePaidSubscription({ status: row.status, provider: row.provider, price: plan?.price ?? 0 });
}

/**
 * The tenant's scopes follow the plan (a Pro plan grants favourites): what the new state grants is
 * added and what only the previous state granted is taken away, in the subscription's tenant only.
 */
async function applyPlanScopes(
  db: Kysely<CoreDatabase>,
  event: PaymentEvent,
  before: SubscriptionRow | undefined,
  after: SubscriptionRow,
): Promise<void> {
  const held = await lockLicenceScopes(db, event.userId, event.tenant);
  if (!held) return;
  const grants = {
    before: subscriptionScopes(before && { planId: before.plan_id, status: before.status }),
    after: subscriptionScopes({ planId: after.plan_id, status: after.status }),
  };
  const scopes = reconcilePlanScopes(held, grants);
  if (scopes.length !== held.length || scopes.some((scope, index) => scope !== held[index])) {
    await updateLicenceScopes(db, event.userId, event.tenant, scopes);
  }
}

/**
 * The start of the credit period the user's opens are counted in before `event`: the live
 * subscription's, else the grant the user had without one (a credits plugin or the tenant's).
 */
async function periodInForce(
  db: Kysely<CoreDatabase>,
  event: PaymentEvent,
  row: SubscriptionRow | undefined,
): Promise<Date> {
  if (row && row.status !== 'canceled') return row.period_start;
  const sources = await getCreditSources(db, event.userId, event.tenant);
  return creditAllowance({ ...creditSourcesOf(sources), subscription: undefined }, event.createdAt).period
    .start;
}

export function createSubscriptionsService(core: Kysely<CoreDatabase>): SubscriptionsService {
  return {
    getSubscription: (userId, tenant) => getSubscriptionRow(core, userId, tenant),

    async isBilled(userId, tenant) {
      const row = await getSubscriptionRow(core, userId, tenant);
      return row !== undefined && (await isBilled(core, row));
    },

    applyPaymentEvent(event) {
      return core.transaction().execute(async (trx) => {
        if (!(await insertPaymentEvent(trx, event))) return 'duplicate';
        await lockSubscriptionOwner(trx, event.userId);
        const row = await getSubscriptionRow(trx, event.userId, event.tenant, { forUpdate: true });
        // A plan change names the new price; the metadata still carries the plan bought first.
        const plan =
          (event.priceId ? await getPlanByPriceId(trx, event.priceId) : undefined) ??
          (await getPlan(trx, event.planId ?? row?.plan_id ?? ''));
        if (!plan) return 'stale';
        if (event.provider === 'none' && row && (await isBilled(trx, row))) {
          // Checked again under the lock: a trial confirmed while a payment completed must not win.
          throw new AppError(
            'SUBSCRIPTION_ALREADY_PAID',
            'A paid subscription is live: change plan in the portal',
          );
        }
        const target = statusAfter(event.kind, plan.period, row?.status);
        const periodStart = periodStartAfterChange({
          at: event.createdAt,
          isPaidCheckout: event.kind === 'checkout.completed' && event.provider !== 'none' && plan.price > 0,
          billedPeriodStart: event.periodStart,
          periodInForce: await periodInForce(trx, event, row),
        });
        const fresh = {
          plan_id: plan.id,
          status: target,
          provider: event.provider,
          provider_customer_id: event.customerId ?? row?.provider_customer_id ?? null,
          provider_subscription_id: event.subscriptionId ?? row?.provider_subscription_id ?? null,
          period_start: periodStart,
          period_end: event.periodEnd ?? addMonthsClamped(periodStart, PLAN_PERIOD_MONTHS[plan.period] || 1),
          last_event_at: event.createdAt,
        };
        let saved: SubscriptionRow;
        if (!row) {
          saved = await insertSubscriptionRow(trx, {
            user_id: event.userId,
            tenant_id: event.tenant,
            ...fresh,
          });
        } else {
          const applied = {
            status: row.status,
            lastEventAt: row.last_event_at,
            providerSubscriptionId: row.provider_subscription_id,
          };
          if (!supersedes(applied, event, target)) return 'stale';
          // Only a new period's events carry dates; a failure or a cancel keeps the period in force.
          const keepsPeriod = event.periodStart === null && event.kind !== 'checkout.completed';
          saved = await updateSubscriptionRow(trx, row.id, {
            ...fresh,
            ...(keepsPeriod ? { period_start: row.period_start, period_end: row.period_end } : {}),
            modified_at: new Date(),
          });
        }
        await updateUserAfterPayment(trx, event.userId, {
          overdue: saved.status === 'past_due',
          addTag: event.kind === 'checkout.completed' ? CONFIRMED_TRIAL_TAG : null,
          now: new Date(),
        });
        if (saved.status === 'active') await extendLicence(trx, event.userId, event.tenant, saved.period_end);
        await applyPlanScopes(trx, event, row, saved);
        return 'applied';
      });
    },
  };
}
