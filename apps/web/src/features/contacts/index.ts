import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const ContactsPage = lazyPage(() => import('./pages/ContactsPage.tsx'), 'ContactsPage');
export const ContactDetailPage = lazyPage(() => import('./pages/ContactDetailPage.tsx'), 'ContactDetailPage');
