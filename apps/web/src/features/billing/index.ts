export { billingApi } from './api/billing.api.ts';
export { billingQueries } from './api/billing.queries.ts';
export { BillingInfoRecap } from './components/BillingInfoRecap.tsx';
export { type BillingSection, billingSections } from './components/billingSections.tsx';
export {
  ContactAccountManagerButton,
  type ContactAccountManagerButtonProps,
} from './components/ContactAccountManagerButton.tsx';
export { PlanSelector } from './components/PlanSelector.tsx';
export { useBillingForm } from './hooks/useBillingForm.ts';
export { SUBSCRIPTION_PAGE, useBillingPortal } from './hooks/useBillingPortal.ts';
export { useChangePlan } from './hooks/useChangePlan.ts';
export { useCheckout } from './hooks/useCheckout.ts';
export { useRefreshedAccess } from './hooks/useRefreshedAccess.ts';
export { type SubscriptionAccessState, useSubscriptionAccess } from './hooks/useSubscriptionAccess.ts';
export { type BillingFormValues, storedBillingFormValues, toDomainBillingInfo } from './utils/billingForm.ts';
