import {
  BillingPortalQuerySchema,
  BillingPortalResponseSchema,
  CheckoutApiResponseSchema,
  CheckoutQuerySchema,
} from '@adatlas/domain/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, SESSION } from '../../platform/http/route-policy.ts';
import type { CheckoutService } from './checkout.service.ts';

const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  app.get(
    '/checkout',
    {
      // Opens a checkout (and may start the trial): a write, though a GET.
      config: { auth: SESSION, renewal: true, changesState: true },
      schema: {
        tags: ['billing'],
        summary:
          'Start buying a plan: the trial starts at once, a paid plan answers the checkout url; 409 SUBSCRIPTION_ALREADY_PAID while a paid subscription is live (change it in the billing portal), 409 TRIAL_NOT_OFFERED for the trial outside the sign-up flow (a contract licence) or once the licence has run out (a renewal session buys a paid plan)',
        security: [{ bearer: [] }],
        querystring: CheckoutQuerySchema,
        response: { 200: CheckoutApiResponseSchema },
      },
    },
    async (request) => ({ data: await checkout.checkout(request.ctx, request.query.priceId) }),
  );
  app.get(
    '/billing-portal',
    {
      // A subscriber whose renewal failed (past due) fixes the payment there.
      config: { auth: SESSION, renewal: true, changesState: false },
      schema: {
        tags: ['billing'],
        summary: "A session of the provider's billing portal",
        security: [{ bearer: [] }],
        querystring: BillingPortalQuerySchema,
        response: { 200: BillingPortalResponseSchema },
      },
    },
    async (request) => ({ data: await checkout.createPortalSession(request.ctx, request.query.returnTo) }),
  );

  // The signature covers the exact bytes sent, so this route keeps the body raw.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/payments/webhook',
      {
        config: { auth: PUBLIC, changesState: true },
        schema: { tags: ['billing'], summary: 'Signed payment provider events' },
      },
      async (request) => {
        const signature = request.headers[STRIPE_SIGNATURE_HEADER];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await checkout.receiveWebhook(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { data: { received: true, outcome } };
      },
    );
  });
};
