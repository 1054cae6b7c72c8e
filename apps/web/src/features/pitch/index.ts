import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const PitchPage = lazyPage(() => import('./pages/PitchPage.tsx'), 'PitchPage');
export const WorkRelationsPage = lazyPage(() => import('./pages/WorkRelationsPage.tsx'), 'WorkRelationsPage');
