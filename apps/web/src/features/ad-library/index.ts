import { lazyPage } from '../../shared/utils/lazyPage.ts';

/** The back office's ad-library ingestion section, in its own chunk. */
export const AdLibrariesPanel = lazyPage(
  () => import('./components/AdLibrariesPanel.tsx'),
  'AdLibrariesPanel',
);
