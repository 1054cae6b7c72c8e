import { useMutation } from '@tanstack/react-query';
import { billingApi } from '../api/billing.api.ts';

/** Where the billing portal comes back after a change of plan: the page that shows the plan. */
export const SUBSCRIPTION_PAGE = '/profile/subscription-info';

/** Opens the payment provider's billing portal, coming back to `returnTo` (a path of this app). */
export function useBillingPortal(returnTo: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => billingApi.billingPortalUrl(returnTo),
    onSuccess: (url) => window.location.assign(url),
  });
}
