import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const ContactsPage = lazyPage(() => import('./pages/ContactsPage.tsx'), 'ContactsPage');
export const ContactDetailPage = lazyPage(() => import('./pages/ContactDetailPage.tsx'), 'ContactDetailPage');

// The search page's contacts tab: the list query, and the list and modal (loaded lazily).
export { contactQueries } from './api/contacts.queries.ts';
export { ContactModal, ContactResultList } from './lazyComponents.ts';
