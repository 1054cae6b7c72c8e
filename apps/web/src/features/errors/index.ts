import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { GlobalErrorHost } from './components/GlobalErrorHost.tsx';
export { LockedRecordCard, type LockedRecordCardProps } from './components/LockedRecordCard.tsx';
export { OutOfQuotaModal, type OutOfQuotaModalProps } from './components/OutOfQuotaModal.tsx';
export {
  UnexpectedErrorOverlay,
  type UnexpectedErrorOverlayProps,
} from './components/UnexpectedErrorOverlay.tsx';
export { type OutOfQuotaChoice, useOutOfQuotaChoice } from './hooks/useOutOfQuotaChoice.tsx';
export { RouteErrorPage } from './pages/RouteErrorPage.tsx';

export const ForbiddenPage = lazyPage(() => import('./pages/ForbiddenPage.tsx'), 'ForbiddenPage');
