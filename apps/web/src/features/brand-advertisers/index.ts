import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const BrandAdvertisersPage = lazyPage(
  () => import('./pages/BrandAdvertisersPage.tsx'),
  'BrandAdvertisersPage',
);
