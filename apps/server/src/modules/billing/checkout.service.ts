import { toUnixSeconds } from '@adatlas/domain/auth';
import { isTrialPlan } from '@adatlas/domain/billing';
import type { CheckoutResponse } from '@adatlas/domain/registration';
import { canChoosePlan, REGISTRATION_ROUTES } from '@adatlas/domain/registration';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { PayingUser, PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { findActivePlans } from './plans.repository.ts';
import { getLicenceExpiry, getUserTags } from './subscriptions.repository.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export interface CheckoutService {
  checkout(ctx: RequestContext, priceId: string): Promise<CheckoutResponse>;
  createPortalSession(ctx: RequestContext, returnTo: string): Promise<{ url: string }>;
  /** Verifies a provider delivery and feeds it to the state machine. */
  receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<string>;
}

export function createCheckoutService(deps: {
  core: Kysely<CoreDatabase>;
  provider: PaymentProvider;
  subscriptions: SubscriptionsService;
  publicUrl: string;
}): CheckoutService {
  const { core, provider, subscriptions, publicUrl } = deps;
  const payingUser = (ctx: RequestContext): PayingUser => {
    const user = requireUser(ctx);
    return { id: user.id, email: user.email, tenant: ctx.tenant };
  };
  /**
   * A subscriber the provider bills changes plan in the billing portal: a trial would overwrite the
   * subscription while the provider keeps billing, and a new checkout would bill a second time.
   */
  const refuseWhileBilled = async (user: PayingUser) => {
    if (await subscriptions.isBilled(user.id, user.tenant)) {
      throw new AppError(
        'SUBSCRIPTION_ALREADY_PAID',
        'A paid subscription is live: change plan in the portal',
      );
    }
  };
  return {
    async checkout(ctx, priceId) {
      const user = payingUser(ctx);
      const plan = (await findActivePlans(core, ctx.tenant)).find(
        (candidate) => candidate.priceId === priceId,
      );
      if (!plan) {
        throw new AppError('VALIDATION_ERROR', `No active plan ${priceId} in ${ctx.tenant}`, [
          { path: 'querystring.priceId', message: 'must be an active plan of the tenant' },
        ]);
      }
      await refuseWhileBilled(user);
      if (isTrialPlan(plan)) {
        // The trial costs nothing: it starts at once and lasts as long as the trial licence.
        const licenceEnd = await getLicenceExpiry(core, user.id, ctx.tenant);
        const isOffered = canChoosePlan({
          tags: await getUserTags(core, user.id),
          licence: { tenants: licenceEnd ? [{ tenant: ctx.tenant, exp: toUnixSeconds(licenceEnd) }] : [] },
          tenant: ctx.tenant,
          now: ctx.now,
          kind: 'trial',
        });
        // A contract licence would be swapped for the trial's five credits, and an ended trial (or
        // plan) would start again for free: the page offers neither.
        if (!isOffered) {
          throw new AppError(
            'TRIAL_NOT_OFFERED',
            'The free trial is for new sign-ups, once: not for a contract or an ended licence',
          );
        }
        await subscriptions.applyPaymentEvent({
          id: `trial_${user.id}_${ctx.tenant}`,
          provider: 'none',
          kind: 'checkout.completed',
          createdAt: ctx.now,
          userId: user.id,
          tenant: ctx.tenant,
          planId: plan.id,
          customerId: null,
          subscriptionId: null,
          // Not a billed period: the trial carries on the credit period the sign-up started.
          periodStart: null,
          periodEnd: licenceEnd && licenceEnd > ctx.now ? licenceEnd : null,
          payload: { trial: true },
        });
        return { done: true, success: true };
      }
      const { url } = await provider.createCheckout(user, plan, {
        success: `${publicUrl}${REGISTRATION_ROUTES.paymentSuccessful}`,
        cancel: `${publicUrl}${REGISTRATION_ROUTES.paymentFailed}`,
      });
      return { done: false, url };
    },

    createPortalSession(ctx, returnTo) {
      return provider.createPortalSession(payingUser(ctx), `${publicUrl}${returnTo}`);
    },

    async receiveWebhook(rawBody, signature) {
      const event = provider.parseWebhook(rawBody, signature);
      return event ? subscriptions.applyPaymentEvent(event) : 'ignored';
    },
  };
}
