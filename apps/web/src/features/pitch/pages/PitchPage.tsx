import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

/** Placeholder until the pitch feature lands: the menu, guards and title already work. */
export function PitchPage() {
  return <PlaceholderPage titleKey="PAGES.PITCH.TITLE" />;
}
