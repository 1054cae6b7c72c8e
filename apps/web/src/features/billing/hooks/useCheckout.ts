import { checkoutOutcome } from '@adatlas/domain/registration';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { billingApi } from '../api/billing.api.ts';

/**
 * Starts the checkout of a plan and follows the answer (spec access §4): paid at once → success
 * page, refused or no address → failure page, else the provider's checkout page.
 */
export function useCheckout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (priceId: string) => billingApi.checkout(priceId),
    onSuccess: (response) => {
      const outcome = checkoutOutcome(response);
      if (outcome.kind === 'redirect') window.location.assign(outcome.url);
      else void navigate(outcome.path, { replace: true });
    },
  });
}
