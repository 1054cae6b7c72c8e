import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { ApiUsageTable } from './components/ApiUsageTable.tsx';

export const ApiKeysSection = lazyPage(() => import('./pages/ApiKeysSection.tsx'), 'ApiKeysSection');
