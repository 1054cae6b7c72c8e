import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { ApiUsageTable } from './components/ApiUsageTable.tsx';
export { useApiAccess } from './hooks/useApiAccess.ts';

export const ApiKeysSection = lazyPage(() => import('./pages/ApiKeysSection.tsx'), 'ApiKeysSection');
