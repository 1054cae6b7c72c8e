import { type ActivePlan, isTrialPlan } from '@adatlas/domain/billing';
import { CONFIRMED_TRIAL_TAG, REGISTRATION_ROUTES } from '@adatlas/domain/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';
import { billingApi, billingQueries, useCheckout } from '../../billing/index.ts';
import { useUpdateMe } from '../../profile/index.ts';

/**
 * Confirms the chosen plan (spec access §4): the user is tagged regFlow_confirmed_trial and
 * refreshed; the trial starts at once and goes home, a paid plan goes through checkout.
 */
export function useConfirmPlan() {
  const { session } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const updateMe = useUpdateMe();
  const checkout = useCheckout();
  const confirm = useMutation({
    mutationFn: async (plan: ActivePlan) => {
      const tags = session?.user.tags ?? [];
      if (!tags.includes(CONFIRMED_TRIAL_TAG))
        await updateMe.mutateAsync({ tags: [...tags, CONFIRMED_TRIAL_TAG] });
      if (!isTrialPlan(plan)) return 'checkout' as const;
      // The trial's checkout answers done at once: it records the trial subscription.
      await billingApi.checkout(plan.priceId);
      return 'trial' as const;
    },
    onSuccess: async (kind, plan) => {
      if (kind === 'checkout') {
        checkout.mutate(plan.priceId);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: billingQueries.all });
      void navigate(REGISTRATION_ROUTES.home, { replace: true });
    },
  });
  return {
    confirm: (plan: ActivePlan) => confirm.mutate(plan),
    isPending: confirm.isPending || checkout.isPending || checkout.isSuccess,
    isError: confirm.isError || checkout.isError,
  };
}
