import { canAccess, type Viewer } from '../navigation/navigation.rules.ts';

/** The three kinds of record the quick search and /searchPage look through, in display order. */
export const SEARCH_GROUPS = ['companies', 'contacts', 'brands'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/**
 * The scope each group needs: companies and brands are read through the company API
 * (`/frontend/company`, `/frontend/brand`), contacts through `/frontend/contact`.
 */
const SEARCH_GROUP_SCOPE: Record<SearchGroup, string> = {
  companies: 'company',
  contacts: 'contact',
  brands: 'company',
};

/**
 * The groups the viewer may see: the quick search answers only these (the others come back
 * empty), and the web offers only these, since opening one without its scope answers 403.
 */
export function allowedSearchGroups(viewer: Viewer): SearchGroup[] {
  return SEARCH_GROUPS.filter((group) => canAccess(viewer, [SEARCH_GROUP_SCOPE[group]]));
}
