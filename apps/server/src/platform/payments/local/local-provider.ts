import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../database/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PaymentProvider } from '../payment-provider.ts';

const SESSION_TTL_MS = 60 * 60 * 1000;

/** Test cards of the built-in checkout, the same numbers Stripe's test mode uses. */
export const LOCAL_TEST_CARDS = { succeeds: '4242424242424242', declines: '4000000000000002' } as const;

export const LOCAL_CHECKOUT_PATH = '/checkout/local';
export const LOCAL_PORTAL_PATH = '/billing/local-portal';

/**
 * The provider used without Stripe keys: checkout and portal are pages of this application
 * (see local-pages.routes.ts) that drive the same subscription state machine directly, so no
 * webhook is ever expected.
 */
export function createLocalProvider(deps: {
  core: Kysely<CoreDatabase>;
  publicUrl: string;
}): PaymentProvider {
  const createSession = async (values: {
    kind: 'checkout' | 'portal';
    userId: number;
    tenant: string;
    planId: string | null;
    returnUrl: string;
    cancelUrl: string | null;
  }) => {
    const id = randomBytes(18).toString('base64url');
    await deps.core
      .insertInto('payment_sessions')
      .values({
        id,
        kind: values.kind,
        user_id: values.userId,
        tenant_id: values.tenant,
        plan_id: values.planId,
        return_url: values.returnUrl,
        cancel_url: values.cancelUrl,
        expires_at: new Date(Date.now() + SESSION_TTL_MS),
      })
      .execute();
    return id;
  };
  return {
    name: 'local',
    async createCheckout(user, plan, returnUrls) {
      const id = await createSession({
        kind: 'checkout',
        userId: user.id,
        tenant: user.tenant,
        planId: plan.id,
        returnUrl: returnUrls.success,
        cancelUrl: returnUrls.cancel,
      });
      return { url: `${deps.publicUrl}${LOCAL_CHECKOUT_PATH}/${id}` };
    },
    async createPortalSession(user, returnTo) {
      const id = await createSession({
        kind: 'portal',
        userId: user.id,
        tenant: user.tenant,
        planId: null,
        returnUrl: returnTo,
        cancelUrl: null,
      });
      return { url: `${deps.publicUrl}${LOCAL_PORTAL_PATH}?session=${id}` };
    },
    parseWebhook() {
      throw new AppError('VALIDATION_ERROR', 'The local payment provider receives no webhooks', [
        { path: 'headers.stripe-signature', message: 'no webhook provider is configured' },
      ]);
    },
  };
}
