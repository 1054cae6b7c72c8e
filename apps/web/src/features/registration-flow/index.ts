import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { RegistrationFlowGate } from './components/RegistrationFlowGate.tsx';
// What sign-in and registration carry along: the plan asked for by link, and where the flow goes next.
export { registrationStepFor, requestedPlanSearch } from './utils/registrationStep.ts';

export const CompleteBillingInfoPage = lazyPage(
  () => import('./pages/CompleteBillingInfoPage.tsx'),
  'CompleteBillingInfoPage',
);
export const ConfirmPlanPage = lazyPage(() => import('./pages/ConfirmPlanPage.tsx'), 'ConfirmPlanPage');
export const PaymentSuccessfulPage = lazyPage(
  () => import('./pages/PaymentSuccessfulPage.tsx'),
  'PaymentSuccessfulPage',
);
export const PaymentFailedPage = lazyPage(() => import('./pages/PaymentFailedPage.tsx'), 'PaymentFailedPage');
export const PastDuePage = lazyPage(() => import('./pages/PastDuePage.tsx'), 'PastDuePage');
