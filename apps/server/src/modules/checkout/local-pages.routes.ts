import { randomBytes } from 'node:crypto';
import { isTenantId } from '@adatlas/domain/tenants';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { PUBLIC } from '../../platform/http/route-policy.ts';
import {
  LOCAL_CHECKOUT_PATH,
  LOCAL_PORTAL_PATH,
  LOCAL_TEST_CARDS,
} from '../../platform/payments/local/local-provider.ts';
import type { PaymentEvent } from '../../platform/payments/payment-provider.ts';
import { findActivePlans, getPlan } from '../plans/plans.repository.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import { closePaymentSession, getOpenPaymentSession, getUserEmail } from './checkout.repository.ts';
import { checkoutPage, closedSessionPage, portalPage } from './local-pages.html.ts';

interface LocalPagesOptions {
  core: Kysely<CoreDatabase>;
  subscriptions: SubscriptionsService;
}

type Form = Record<string, string | undefined>;

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const localEventId = () => `local_evt_${randomBytes(12).toString('hex')}`;

/** The checkout and billing portal of the local provider: server-rendered forms, no script. */
export const localPaymentPages: FastifyPluginAsync<LocalPagesOptions> = async (
  app,
  { core, subscriptions },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const event = (
    session: { user_id: number; tenant_id: string },
    fields: Pick<PaymentEvent, 'kind' | 'planId' | 'subscriptionId'>,
  ): PaymentEvent | null =>
    isTenantId(session.tenant_id)
      ? {
          id: localEventId(),
          provider: 'local',
          createdAt: new Date(),
          userId: session.user_id,
          tenant: session.tenant_id,
          customerId: `local_cus_${session.user_id}`,
          periodStart: null,
          periodEnd: null,
          payload: { source: 'local-pages' },
          ...fields,
        }
      : null;

  app.get<{ Params: { sessionId: string } }>(
    `${LOCAL_CHECKOUT_PATH}/:sessionId`,
    { config: { auth: PUBLIC, changesState: false }, schema: { hide: true } },
    async (request, reply) => {
      const session = await getOpenPaymentSession(core, request.params.sessionId, 'checkout', new Date());
      const plan = session?.plan_id ? await getPlan(core, session.plan_id) : undefined;
      if (!session || !plan) return html(reply, closedSessionPage(), 404);
      return html(reply, checkoutPage({ plan, email: await getUserEmail(core, session.user_id) }));
    },
  );

  app.post<{ Params: { sessionId: string }; Body: Form }>(
    `${LOCAL_CHECKOUT_PATH}/:sessionId`,
    { config: { auth: PUBLIC, changesState: true }, schema: { hide: true } },
    async (request, reply) => {
      const session = await getOpenPaymentSession(core, request.params.sessionId, 'checkout', new Date());
      const plan = session?.plan_id ? await getPlan(core, session.plan_id) : undefined;
      if (!session || !plan) return html(reply, closedSessionPage(), 404);
      const card = String(request.body?.cardNumber ?? '').replace(/[\s-]/g, '');
      if (card === LOCAL_TEST_CARDS.declines) {
        await closePaymentSession(core, session.id, 'failed');
        return reply.redirect(session.cancel_url ?? session.return_url, 303);
      }
      if (card !== LOCAL_TEST_CARDS.succeeds) {
        const email = await getUserEmail(core, session.user_id);
        return html(
          reply,
          checkoutPage({ plan, email, error: 'Card not accepted: use one of the test cards below.' }),
          400,
        );
      }
      const completed = event(session, {
        kind: 'checkout.completed',
        planId: plan.id,
        subscriptionId: `local_sub_${session.id}`,
      });
      // Closing first makes a double submit pay once: the second request finds the session closed.
      if (completed && (await closePaymentSession(core, session.id, 'completed'))) {
        await subscriptions.applyPaymentEvent(completed);
      }
      return reply.redirect(session.return_url, 303);
    },
  );

  app.get<{ Querystring: { session?: string } }>(
    LOCAL_PORTAL_PATH,
    { config: { auth: PUBLIC, changesState: false }, schema: { hide: true } },
    async (request, reply) => {
      const session = await getOpenPaymentSession(
        core,
        String(request.query.session ?? ''),
        'portal',
        new Date(),
      );
      if (!session) return html(reply, closedSessionPage(), 404);
      const subscription = await subscriptions.getSubscription(session.user_id, session.tenant_id);
      const plan = subscription ? ((await getPlan(core, subscription.plan_id)) ?? null) : null;
      const plans = (await findActivePlans(core, session.tenant_id)).filter(
        (candidate) => candidate.price > 0,
      );
      return html(
        reply,
        portalPage({
          plan,
          status: subscription?.status ?? null,
          periodEnd: subscription?.period_end ?? null,
          plans,
          returnUrl: session.return_url,
        }),
      );
    },
  );

  app.post<{ Querystring: { session?: string }; Body: Form }>(
    LOCAL_PORTAL_PATH,
    { config: { auth: PUBLIC, changesState: true }, schema: { hide: true } },
    async (request, reply) => {
      const session = await getOpenPaymentSession(
        core,
        String(request.query.session ?? ''),
        'portal',
        new Date(),
      );
      if (!session) return html(reply, closedSessionPage(), 404);
      const subscription = await subscriptions.getSubscription(session.user_id, session.tenant_id);
      const action = request.body?.action;
      const plans = await findActivePlans(core, session.tenant_id);
      const newPlan = plans.find((plan) => plan.id === request.body?.planId && plan.price > 0);
      if (subscription && action === 'cancel') {
        const deleted = event(session, {
          kind: 'subscription.deleted',
          planId: null,
          subscriptionId: subscription.provider_subscription_id,
        });
        if (deleted) await subscriptions.applyPaymentEvent(deleted);
      } else if (subscription && action === 'change' && newPlan) {
        const changed = event(session, {
          kind: 'subscription.plan_changed',
          planId: newPlan.id,
          subscriptionId: subscription.provider_subscription_id,
        });
        if (changed) await subscriptions.applyPaymentEvent(changed);
      } else {
        return html(reply, closedSessionPage(), 400);
      }
      await closePaymentSession(core, session.id, 'completed');
      return reply.redirect(session.return_url, 303);
    },
  );
};
