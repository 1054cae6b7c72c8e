import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

/** Placeholder until the contacts feature lands: the menu, guards and title already work. */
export function ContactDetailPage() {
  return <PlaceholderPage titleKey="PAGES.CONTACTS.TITLE" />;
}
