import type { ActivePlan, Consumption, SubscriptionInfo } from '@adatlas/domain/billing';
import type { CheckoutResponse } from '@adatlas/domain/registration';
import { apiRequest } from '../../../shared/api/apiClient.ts';

/** The billing calls of spec access §7 (paths in docs/billing.md). */
export const billingApi = {
  async activePlans(signal?: AbortSignal): Promise<ActivePlan[]> {
    return (await apiRequest<{ data: { plans: ActivePlan[] } }>('/plans/active', { signal })).data.plans;
  },
  async subscription(signal?: AbortSignal): Promise<SubscriptionInfo> {
    return (await apiRequest<{ data: SubscriptionInfo }>('/subscription', { signal })).data;
  },
  async consumption(signal?: AbortSignal): Promise<Consumption> {
    return (await apiRequest<{ data: Consumption }>('/consumption', { signal })).data;
  },
  async checkout(priceId: string): Promise<CheckoutResponse> {
    return (await apiRequest<{ data: CheckoutResponse }>('/checkout', { query: { priceId } })).data;
  },
  async billingPortalUrl(returnTo: string): Promise<string> {
    return (await apiRequest<{ data: { url: string } }>('/billing-portal', { query: { returnTo } })).data.url;
  },
};
