import { randomBytes } from 'node:crypto';
import type { ActivePlan } from '@adatlas/domain/billing';
import { isTenantId } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { LOCAL_TEST_CARDS } from '../../platform/payments/local/local-provider.ts';
import type { PaymentEvent } from '../../platform/payments/payment-provider.ts';
import { closePaymentSession, getOpenPaymentSession, getUserEmail } from './checkout.repository.ts';
import { findActivePlans, getPlan } from './plans.repository.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export interface CheckoutView {
  plan: ActivePlan;
  email: string;
}

export type CheckoutOutcome =
  | { kind: 'closed' }
  | { kind: 'card-refused'; view: CheckoutView }
  | { kind: 'redirect'; url: string };

export interface PortalView {
  plan: ActivePlan | null;
  status: string | null;
  periodEnd: Date | null;
  plans: ActivePlan[];
  returnUrl: string;
}

export type PortalOutcome = { kind: 'closed' } | { kind: 'refused' } | { kind: 'redirect'; url: string };

/** The local provider's checkout and portal: the pages' use cases, which apply payment events. */
export interface LocalPaymentPagesService {
  getCheckout(sessionId: string): Promise<CheckoutView | null>;
  submitCheckout(sessionId: string, cardNumber: string): Promise<CheckoutOutcome>;
  getPortal(sessionId: string): Promise<PortalView | null>;
  submitPortal(sessionId: string, form: { action?: string; planId?: string }): Promise<PortalOutcome>;
}

const localEventId = () => `local_evt_${randomBytes(12).toString('hex')}`;

function paymentEvent(
  session: { user_id: number; tenant_id: string },
  fields: Pick<PaymentEvent, 'kind' | 'planId' | 'subscriptionId'>,
): PaymentEvent | null {
  if (!isTenantId(session.tenant_id)) return null;
  return {
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
  };
}

export function createLocalPaymentPagesService(deps: {
  core: Kysely<CoreDatabase>;
  subscriptions: SubscriptionsService;
}): LocalPaymentPagesService {
  const { core, subscriptions } = deps;
  const openCheckout = async (sessionId: string) => {
    const session = await getOpenPaymentSession(core, sessionId, 'checkout', new Date());
    const plan = session?.plan_id ? await getPlan(core, session.plan_id) : undefined;
    return session && plan ? { session, plan } : null;
  };
  const openPortal = (sessionId: string) => getOpenPaymentSession(core, sessionId, 'portal', new Date());
  const applyEvent = async (event: PaymentEvent | null) => {
    if (event) await subscriptions.applyPaymentEvent(event);
  };

  return {
    async getCheckout(sessionId) {
      const open = await openCheckout(sessionId);
      if (!open) return null;
      return { plan: open.plan, email: await getUserEmail(core, open.session.user_id) };
    },

    async submitCheckout(sessionId, cardNumber) {
      const open = await openCheckout(sessionId);
      if (!open) return { kind: 'closed' };
      const { session, plan } = open;
      const card = cardNumber.replace(/[\s-]/g, '');
      if (card === LOCAL_TEST_CARDS.declines) {
        await closePaymentSession(core, session.id, 'failed');
        return { kind: 'redirect', url: session.cancel_url ?? session.return_url };
      }
      if (card !== LOCAL_TEST_CARDS.succeeds) {
        return { kind: 'card-refused', view: { plan, email: await getUserEmail(core, session.user_id) } };
      }
      const completed = paymentEvent(session, {
        kind: 'checkout.completed',
        planId: plan.id,
        subscriptionId: `local_sub_${session.id}`,
      });
      // Closing first makes a double submit pay once: the second request finds the session closed.
      if (completed && (await closePaymentSession(core, session.id, 'completed'))) {
        await subscriptions.applyPaymentEvent(completed);
      }
      return { kind: 'redirect', url: session.return_url };
    },

    async getPortal(sessionId) {
      const session = await openPortal(sessionId);
      if (!session) return null;
      const subscription = await subscriptions.getSubscription(session.user_id, session.tenant_id);
      const plan = subscription ? ((await getPlan(core, subscription.plan_id)) ?? null) : null;
      const plans = (await findActivePlans(core, session.tenant_id)).filter(
        (candidate) => candidate.price > 0,
      );
      return {
        plan,
        status: subscription?.status ?? null,
        periodEnd: subscription?.period_end ?? null,
        plans,
        returnUrl: session.return_url,
      };
    },

    async submitPortal(sessionId, form) {
      const session = await openPortal(sessionId);
      if (!session) return { kind: 'closed' };
      const subscription = await subscriptions.getSubscription(session.user_id, session.tenant_id);
      const plans = await findActivePlans(core, session.tenant_id);
      const newPlan = plans.find((plan) => plan.id === form.planId && plan.price > 0);
      if (subscription && form.action === 'cancel') {
        await applyEvent(
          paymentEvent(session, {
            kind: 'subscription.deleted',
            planId: null,
            subscriptionId: subscription.provider_subscription_id,
          }),
        );
      } else if (subscription && form.action === 'change' && newPlan) {
        await applyEvent(
          paymentEvent(session, {
            kind: 'subscription.plan_changed',
            planId: newPlan.id,
            subscriptionId: subscription.provider_subscription_id,
          }),
        );
      } else {
        return { kind: 'refused' };
      }
      await closePaymentSession(core, session.id, 'completed');
      return { kind: 'redirect', url: session.return_url };
    },
  };
}
