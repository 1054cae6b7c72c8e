import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const TagsPage = lazyPage(() => import('./pages/TagsPage.tsx'), 'TagsPage');
