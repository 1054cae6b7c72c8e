import { lazy, type ReactNode, Suspense } from 'react';
import { isTabScoped } from '../../../shared/session/sessionArea.ts';

const Banner = lazy(() =>
  import('./ImpersonationBanner.tsx').then((module) => ({ default: module.ImpersonationBanner })),
);
const Gate = lazy(() =>
  import('./ImpersonationGate.tsx').then((module) => ({ default: module.ImpersonationGate })),
);

/**
 * The banner of a "see as" tab. Only such a tab loads its code: every other visitor's first page
 * stays within the JavaScript budget (docs/performance.md).
 */
export function ImpersonationBannerSlot() {
  if (!isTabScoped()) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}

export interface ImpersonationGateSlotProps {
  children: ReactNode;
}

/** The page, or in a "see as" tab whose session ended, the notice that it ended. */
export function ImpersonationGateSlot({ children }: ImpersonationGateSlotProps) {
  if (!isTabScoped()) return children;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
