import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const PitchPage = lazyPage(() => import('./pages/PitchPage.tsx'), 'PitchPage');
