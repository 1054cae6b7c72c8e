import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { searchQueries } from './api/search.queries.ts';
// The search page's building blocks, shared by every list page (companies, contacts, tabs).
export { PageOutOfRange, type PageOutOfRangeProps } from './components/PageOutOfRange.tsx';
export { QuickSearchBox } from './components/QuickSearchBox.tsx';
export { ResultCount, type ResultCountProps } from './components/ResultCount.tsx';
export { ResultsLimitedNotice } from './components/ResultsLimitedNotice.tsx';
export { type SearchUrlStateConfig, useSearchUrlState } from './hooks/useSearchUrlState.ts';
export { formatResultCount } from './utils/sorting.ts';
export { readUrlState, type UrlCodec, type UrlCodecs, writeUrlState } from './utils/urlState.ts';
export const SearchPage = lazyPage(() => import('./pages/SearchPage.tsx'), 'SearchPage');
