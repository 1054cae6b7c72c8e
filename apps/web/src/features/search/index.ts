import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { QuickSearchBox } from './components/QuickSearchBox.tsx';
export const SearchPage = lazyPage(() => import('./pages/SearchPage.tsx'), 'SearchPage');
