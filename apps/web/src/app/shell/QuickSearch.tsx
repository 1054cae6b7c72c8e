import { QuickSearchBox } from '../../features/search/index.ts';

/** The header slot of the quick search (the search feature owns its behaviour). */
export function QuickSearch() {
  return <QuickSearchBox />;
}
