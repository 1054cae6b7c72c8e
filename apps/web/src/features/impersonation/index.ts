import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { ImpersonationBanner } from './components/ImpersonationBanner.tsx';
export { ImpersonationGate, type ImpersonationGateProps } from './components/ImpersonationGate.tsx';
export { useSeeAsUser } from './hooks/useSeeAsUser.tsx';
export { IMPERSONATION_PATH } from './utils/impersonationLink.ts';

export const ImpersonatePage = lazyPage(() => import('./pages/ImpersonatePage.tsx'), 'ImpersonatePage');
