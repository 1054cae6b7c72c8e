import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

/** Placeholder until the pitch-scores feature lands: the menu, guards and title already work. */
export function PitchScoresPage() {
  return <PlaceholderPage titleKey="PAGES.PITCH_SCORES.TITLE" />;
}
