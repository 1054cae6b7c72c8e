import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { CrmPushButton } from './components/CrmPushButton.tsx';

export const CrmSection = lazyPage(() => import('./pages/CrmSection.tsx'), 'CrmSection');
