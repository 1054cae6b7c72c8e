import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const WorkRelationsPage = lazyPage(() => import('./pages/WorkRelationsPage.tsx'), 'WorkRelationsPage');
