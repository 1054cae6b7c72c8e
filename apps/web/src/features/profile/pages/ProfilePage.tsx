import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

/** Placeholder until the profile feature lands: the menu, guards and title already work. */
export function ProfilePage() {
  return <PlaceholderPage titleKey="PAGES.PROFILE.TITLE" />;
}
