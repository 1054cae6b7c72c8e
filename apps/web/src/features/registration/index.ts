import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const ConfirmPlanPage = lazyPage(() => import('./pages/ConfirmPlanPage.tsx'), 'ConfirmPlanPage');
export const CompleteBillingInfoPage = lazyPage(
  () => import('./pages/CompleteBillingInfoPage.tsx'),
  'CompleteBillingInfoPage',
);
