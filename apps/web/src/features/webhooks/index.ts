import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const WebhooksSection = lazyPage(() => import('./pages/WebhooksSection.tsx'), 'WebhooksSection');
