import type { ActivePlan, PaymentEventKind } from '@adatlas/domain/billing';
import type { TenantId } from '@adatlas/domain/tenants';

export type { PaymentEventKind } from '@adatlas/domain/billing';

/** What a provider reports, normalised so one state machine serves every provider. */
export interface PaymentEvent {
  /** The provider's event id: a replay carries the same id and changes nothing. */
  id: string;
  provider: 'local' | 'stripe' | 'none';
  kind: PaymentEventKind;
  /** When the provider created the event; a late older event never overrides a newer one. */
  createdAt: Date;
  userId: number;
  tenant: TenantId;
  planId: string | null;
  /** The provider's price of the subscription, when the event names one (a plan change). */
  priceId?: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  payload: unknown;
}

export interface PayingUser {
  id: number;
  email: string;
  tenant: TenantId;
}

export interface ReturnUrls {
  success: string;
  cancel: string;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** A hosted checkout for `plan`; answers where to send the browser. */
  createCheckout(user: PayingUser, plan: ActivePlan, returnUrls: ReturnUrls): Promise<{ url: string }>;
  /** A billing portal session returning to `returnTo` (an absolute URL of this application). */
  createPortalSession(user: PayingUser, returnTo: string): Promise<{ url: string }>;
  /**
   * Verifies and reads a webhook delivery: throws VALIDATION_ERROR on a bad signature, answers
   * null for an event type the state machine does not follow.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}
