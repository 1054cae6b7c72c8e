import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

/** Placeholder until the brand-advertisers feature lands: the menu, guards and title already work. */
export function BrandAdvertisersPage() {
  return <PlaceholderPage titleKey="PAGES.BRAND_ADVERTISERS.TITLE" />;
}
