import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

/** Placeholder until the registration feature lands: the menu, guards and title already work. */
export function ConfirmPlanPage() {
  return <PlaceholderPage titleKey="PAGES.CONFIRM_PLAN.TITLE" />;
}
