import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

/** Placeholder until the tags feature lands: the menu, guards and title already work. */
export function TagsPage() {
  return <PlaceholderPage titleKey="PAGES.TAGS.TITLE" />;
}
