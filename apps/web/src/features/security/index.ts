import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const SecuritySection = lazyPage(() => import('./pages/SecuritySection.tsx'), 'SecuritySection');
