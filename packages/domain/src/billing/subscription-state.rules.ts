import type { SubscriptionStatus } from './billing.api.schemas.ts';
import type { PlanPeriod } from './billing.constants.ts';

/** What a payment provider tells us happened to a subscription. */
export type PaymentEventKind =
  | 'checkout.completed'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'subscription.plan_changed'
  | 'subscription.deleted';

/** The parts of a payment event the state machine reads. */
export interface SubscriptionEvent {
  kind: PaymentEventKind;
  /** When the provider created the event. */
  createdAt: Date;
  subscriptionId: string | null;
}

/** On a tie of event times the later state in a subscription's life wins, so replays converge. */
const STATUS_RANK: Record<SubscriptionStatus, number> = { trialing: 0, active: 1, past_due: 2, canceled: 3 };

/** The state an event moves a subscription to. */
export function statusAfter(
  kind: PaymentEventKind,
  planPeriod: PlanPeriod,
  current: SubscriptionStatus | undefined,
): SubscriptionStatus {
  switch (kind) {
    case 'checkout.completed':
      return planPeriod === 'none' ? 'trialing' : 'active';
    case 'invoice.paid':
      return 'active';
    case 'invoice.payment_failed':
      return 'past_due';
    case 'subscription.deleted':
      return 'canceled';
    case 'subscription.plan_changed':
      return current ?? 'active';
  }
}

export interface AppliedState {
  status: SubscriptionStatus;
  lastEventAt: Date;
  providerSubscriptionId: string | null;
}

/**
 * Whether `event` (moving to `target`) supersedes what the row already reflects. Providers do not
 * deliver in order: the newest event by creation time wins, whatever the arrival order, and an
 * event about an older subscription than the row's never touches it.
 */
export function supersedes(row: AppliedState, event: SubscriptionEvent, target: SubscriptionStatus): boolean {
  const isOtherSubscription =
    row.providerSubscriptionId !== null &&
    event.subscriptionId !== null &&
    event.subscriptionId !== row.providerSubscriptionId;
  if (isOtherSubscription && event.kind !== 'checkout.completed') return false;
  const time = event.createdAt.getTime();
  const last = row.lastEventAt.getTime();
  return time > last || (time === last && STATUS_RANK[target] >= STATUS_RANK[row.status]);
}
