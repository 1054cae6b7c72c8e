import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { CoreDatabase } from '../../database/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PayingUser, PaymentProvider } from '../payment-provider.ts';
import { type BillingMetadata, toPaymentEvent } from './stripe-events.ts';

export interface StripeProviderOptions {
  core: Kysely<CoreDatabase>;
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a local server in tests); default api.stripe.com. */
  apiUrl?: string;
  /** Per request; a slow Stripe must not hold the user's request for the SDK's default 80 s. */
  timeoutMs?: number;
}

function connection(apiUrl: string | undefined, timeout: number): Stripe.StripeConfig {
  if (!apiUrl) return { maxNetworkRetries: 2, timeout };
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
    maxNetworkRetries: 0,
    timeout,
  };
}

/**
 * Stripe unreachable or too slow (StripeConnectionError, a timeout included) or failing on its side
 * (StripeAPIError): the user gets a clear, retryable SERVICE_UNAVAILABLE instead of a 500.
 */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError
    ) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider did not answer; retry in a moment');
    }
    throw error;
  }
}

/** Stripe Checkout, Billing Portal and signed webhooks through the official SDK. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, connection(options.apiUrl, options.timeoutMs ?? 10_000));
  const { core } = options;

  const findCustomer = async (userId: number) => {
    const row = await core
      .selectFrom('payment_customers')
      .select('customer_id')
      .where('user_id', '=', userId)
      .where('provider', '=', 'stripe')
      .executeTakeFirst();
    return row?.customer_id ?? null;
  };
  const ensureCustomer = async (user: PayingUser) => {
    const existing = await findCustomer(user.id);
    if (existing) return existing;
    const customer = await callStripe(() =>
      stripe.customers.create({ email: user.email, metadata: { userId: String(user.id) } }),
    );
    await core
      .insertInto('payment_customers')
      .values({ user_id: user.id, provider: 'stripe', customer_id: customer.id })
      .onConflict((conflict) => conflict.columns(['user_id', 'provider']).doNothing())
      .execute();
    // Two concurrent first checkouts: the row that won is the customer from now on.
    return (await findCustomer(user.id)) ?? customer.id;
  };

  return {
    name: 'stripe',
    async createCheckout(user, plan, returnUrls) {
      const metadata: BillingMetadata = { userId: String(user.id), tenant: user.tenant, planId: plan.id };
      const customer = await ensureCustomer(user);
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: String(user.id),
          line_items: [{ price: plan.priceId, quantity: 1 }],
          success_url: returnUrls.success,
          cancel_url: returnUrls.cancel,
          metadata: { ...metadata },
          subscription_data: { metadata: { ...metadata } },
        }),
      );
      if (!session.url)
        throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider gave no checkout page');
      return { url: session.url };
    },
    async createPortalSession(user, returnTo) {
      const customer = await findCustomer(user.id);
      if (!customer) throw new AppError('DATA_ERROR', 'No paid subscription to manage');
      const session = await callStripe(() =>
        stripe.billingPortal.sessions.create({ customer, return_url: returnTo }),
      );
      return { url: session.url };
    },
    parseWebhook(rawBody, signature) {
      if (!signature) {
        throw new AppError('VALIDATION_ERROR', 'Missing webhook signature', [
          { path: 'headers.stripe-signature', message: 'required' },
        ]);
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new AppError('VALIDATION_ERROR', 'Invalid webhook signature', [
          { path: 'headers.stripe-signature', message: 'does not match the payload' },
        ]);
      }
      return toPaymentEvent(event);
    },
  };
}
