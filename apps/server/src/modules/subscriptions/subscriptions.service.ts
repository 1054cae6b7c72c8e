import { addMonthsClamped, PLAN_PERIOD_MONTHS } from '@adatlas/domain/billing';
import { CONFIRMED_TRIAL_TAG } from '@adatlas/domain/registration';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import type { PaymentEvent } from '../../platform/payments/payment-provider.ts';
import { getPlan, getPlanByPriceId } from '../plans/plans.repository.ts';
import { statusAfter, supersedes } from './subscription-state.ts';
import {
  extendLicence,
  getSubscriptionRow,
  insertPaymentEvent,
  insertSubscriptionRow,
  lockSubscriptionOwner,
  lockSubscriptionRow,
  type SubscriptionRow,
  updateSubscriptionRow,
  updateUserAfterPayment,
} from './subscriptions.repository.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'stale';

export interface SubscriptionsService {
  /** The one state machine every payment provider drives. */
  applyPaymentEvent(event: PaymentEvent): Promise<EventOutcome>;
  getSubscription(userId: number, tenant: string): Promise<SubscriptionRow | undefined>;
}

export function createSubscriptionsService(core: Kysely<CoreDatabase>): SubscriptionsService {
  return {
    getSubscription: (userId, tenant) => getSubscriptionRow(core, userId, tenant),

    applyPaymentEvent(event) {
      return core.transaction().execute(async (trx) => {
        if (!(await insertPaymentEvent(trx, event))) return 'duplicate';
        await lockSubscriptionOwner(trx, event.userId);
        const row = await lockSubscriptionRow(trx, event.userId, event.tenant);
        // A plan change names the new price; the metadata still carries the plan bought first.
        const plan =
          (event.priceId ? await getPlanByPriceId(trx, event.priceId) : undefined) ??
          (await getPlan(trx, event.planId ?? row?.plan_id ?? ''));
        if (!plan) return 'stale';
        const target = statusAfter(event.kind, plan.period, row?.status);
        const periodStart = event.periodStart ?? event.createdAt;
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
        return 'applied';
      });
    },
  };
}
