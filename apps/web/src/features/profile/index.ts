import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const ProfilePage = lazyPage(() => import('./pages/ProfilePage.tsx'), 'ProfilePage');
