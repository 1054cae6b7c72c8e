import { lazy } from 'react';
import { lazyPage } from '../../shared/utils/lazyPage.ts';

/**
 * Components other features show, each loaded in its own chunk when first rendered. index.ts
 * re-exports them from here: re-exported statically from index.ts, which the shell imports for the
 * route pages, they and the antd and TanStack modules they use joined the first page (+3.4 KiB
 * gzip); declared in index.ts itself, the index left the shell's chunk for one of its own (+2.4 KiB).
 */
export const ContactModal = lazyPage(() => import('./components/ContactModal.tsx'), 'ContactModal');
export const ContactResultList = lazy(async () => ({
  default: (await import('./components/ContactResultList.tsx')).ContactResultList,
}));
