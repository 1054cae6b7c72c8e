import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

/** Placeholder until the companies feature lands: the menu, guards and title already work. */
export function CompaniesPage() {
  return <PlaceholderPage titleKey="PAGES.COMPANIES.TITLE" />;
}
