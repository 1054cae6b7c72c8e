import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const HomePage = lazyPage(() => import('./pages/HomePage.tsx'), 'HomePage');
