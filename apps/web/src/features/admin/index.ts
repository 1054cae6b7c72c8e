import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const AdminPage = lazyPage(() => import('./pages/AdminPage.tsx'), 'AdminPage');
