import { QuickSearchBox } from '../../features/search/components/QuickSearchBox.tsx';

/** The header slot of the quick search (the search feature owns its behaviour). */
export function QuickSearch() {
  return <QuickSearchBox />;
}
