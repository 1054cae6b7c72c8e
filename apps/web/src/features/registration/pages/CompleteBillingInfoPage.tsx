import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

/** Placeholder until the registration feature lands: the menu, guards and title already work. */
export function CompleteBillingInfoPage() {
  return <PlaceholderPage titleKey="PAGES.COMPLETE_BILLING_INFO.TITLE" />;
}
