import { lazyPage } from '../../shared/utils/lazyPage.ts';

export {
  ImpersonationBannerSlot,
  ImpersonationGateSlot,
  type ImpersonationGateSlotProps,
} from './components/ImpersonationSlots.tsx';
export { useSeeAsUser } from './hooks/useSeeAsUser.tsx';

export const ImpersonatePage = lazyPage(() => import('./pages/ImpersonatePage.tsx'), 'ImpersonatePage');
