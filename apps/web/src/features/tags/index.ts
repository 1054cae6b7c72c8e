import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const TagsPage = lazyPage(() => import('./pages/TagsPage.tsx'), 'TagsPage');
export { tagQueries } from './api/tags.queries.ts';
export { RecordTags } from './components/RecordTags.tsx';
export { TagChips } from './components/TagChips.tsx';
export { TagModeBar } from './components/TagModeBar.tsx';
export { TagSelectedButton } from './components/TagSelectedButton.tsx';
export { usePageTags } from './hooks/usePageTags.ts';
export { type TagRows, useTagRows } from './hooks/useTagRows.tsx';
export { type TagSelection, useTagSelection } from './hooks/useTagSelection.ts';
