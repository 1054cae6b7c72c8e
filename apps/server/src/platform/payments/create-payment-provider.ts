import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { CoreDatabase } from '../database/schema.ts';
import { createLocalProvider } from './local/local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

/** Stripe when its keys are configured, else the built-in local checkout. */
export function createPaymentProvider(
  config: Config,
  core: Kysely<CoreDatabase>,
  publicUrl: string,
): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({
      core,
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
      timeoutMs: config.STRIPE_TIMEOUT_MS,
    });
  }
  return createLocalProvider({ core, publicUrl });
}
