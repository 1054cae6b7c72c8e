import { lazy } from 'react';
import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const ContactsPage = lazyPage(() => import('./pages/ContactsPage.tsx'), 'ContactsPage');
export const ContactDetailPage = lazyPage(() => import('./pages/ContactDetailPage.tsx'), 'ContactDetailPage');

/** Loaded on first open: the company page's contacts open here without the contacts feature's code. */
export const ContactModal = lazy(async () => ({
  default: (await import('./components/ContactModal.tsx')).ContactModal,
}));
