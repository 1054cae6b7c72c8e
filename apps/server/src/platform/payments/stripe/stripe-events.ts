import { isTenantId } from '@adatlas/domain/tenants';
import type Stripe from 'stripe';
import type { PaymentEvent, PaymentEventKind } from '../payment-provider.ts';

/** What we put in checkout and subscription metadata, read back from every event. */
export interface BillingMetadata {
  userId: string;
  tenant: string;
  planId: string;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

interface Extracted {
  kind: PaymentEventKind;
  metadata: Record<string, string> | null | undefined;
  customerId: string | null;
  subscriptionId: string | null;
  period?: { start: number; end: number } | undefined;
  priceId?: string | null;
}

function extract(event: Stripe.Event): Extracted | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        kind: 'checkout.completed',
        metadata: session.metadata,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      return {
        kind: event.type === 'invoice.paid' ? 'invoice.paid' : 'invoice.payment_failed',
        metadata: details?.metadata,
        customerId: idOf(invoice.customer),
        subscriptionId: idOf(details?.subscription),
        period: event.type === 'invoice.paid' ? invoice.lines?.data[0]?.period : undefined,
      };
    }
    case 'customer.subscription.updated': {
      // A plan changed in the billing portal: the subscription's price says which plan it is now.
      const subscription = event.data.object;
      return {
        kind: 'subscription.plan_changed',
        metadata: subscription.metadata,
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
        priceId: subscription.items?.data[0]?.price?.id ?? null,
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        kind: 'subscription.deleted',
        metadata: subscription.metadata,
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
      };
    }
    default:
      return null;
  }
}

/** A verified Stripe event as the state machine reads it; null for events it does not follow. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  const extracted = extract(event);
  const userId = Number(extracted?.metadata?.userId);
  const tenant = extracted?.metadata?.tenant;
  if (!extracted || !Number.isInteger(userId) || userId <= 0 || !isTenantId(tenant)) return null;
  return {
    id: event.id,
    provider: 'stripe',
    kind: extracted.kind,
    createdAt: new Date(event.created * 1000),
    userId,
    tenant,
    planId: extracted.metadata?.planId ?? null,
    priceId: extracted.priceId ?? null,
    customerId: extracted.customerId,
    subscriptionId: extracted.subscriptionId,
    periodStart: fromSeconds(extracted.period?.start),
    periodEnd: fromSeconds(extracted.period?.end),
    payload: event,
  };
}
