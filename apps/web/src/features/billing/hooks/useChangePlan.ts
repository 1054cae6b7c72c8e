import { REGISTRATION_ROUTES } from '@adatlas/domain/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';
import { billingApi } from '../api/billing.api.ts';
import { billingQueries } from '../api/billing.queries.ts';
import { SUBSCRIPTION_PAGE } from './useBillingPortal.ts';

/**
 * "Change plan": a paying subscriber goes to the provider's billing portal, where the plan changes
 * on the same subscription (a trial or a new checkout would overwrite it or bill twice, and the
 * server refuses both); a trial or expired user goes to the plan choice. The caller shows `isError`.
 * Not for a contract customer (useSubscriptionAccess): the plan choice sends them home, and their
 * account manager changes the contract (ContactAccountManagerButton).
 */
export function useChangePlan() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      const subscription = await queryClient.fetchQuery(billingQueries.subscription(session?.tenant ?? ''));
      return subscription.canManage ? billingApi.billingPortalUrl(SUBSCRIPTION_PAGE) : null;
    },
    onSuccess: (portalUrl) => {
      if (portalUrl) window.location.assign(portalUrl);
      else void navigate(REGISTRATION_ROUTES.confirmPlan);
    },
  });
}
