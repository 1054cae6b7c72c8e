import type { SubscriptionAccess } from '@adatlas/domain/billing';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/session/useSession.ts';
import { billingQueries } from '../api/billing.queries.ts';

export interface SubscriptionAccessState {
  /** Undefined while loading, when not enabled, or when the subscription cannot be read. */
  access: SubscriptionAccess | undefined;
  /** When the credits renew (ISO instant), as the subscription answers it. */
  renewalDate: string | undefined;
  isPending: boolean;
}

/**
 * How the caller holds access in the selected country, read only when `enabled`: a contract
 * customer gets more credits or a larger plan from their account manager, never from the plan
 * choice of useChangePlan (which sends them home). A failed read leaves `access` undefined, so the
 * caller keeps the e-commerce path.
 */
export function useSubscriptionAccess(enabled: boolean): SubscriptionAccessState {
  const { session } = useSession();
  const subscription = useQuery({ ...billingQueries.subscription(session?.tenant ?? ''), enabled });
  return {
    access: subscription.data?.access,
    renewalDate: subscription.data?.renewalDate,
    isPending: enabled && subscription.isPending,
  };
}
