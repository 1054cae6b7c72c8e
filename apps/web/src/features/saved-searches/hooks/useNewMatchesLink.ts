import {
  SAVED_SEARCH_URL_PARAMS,
  type SavedSearch,
  type SavedSearchNewMatches,
} from '@adatlas/domain/saved-searches';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { savedSearchApi } from '../api/savedSearches.queries.ts';

const syncNumber = (value: string | null) =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/**
 * A list opened from an alert's link (`?savedSearch=12&newSince=3&newUntil=4`): once the saved
 * searches are loaded, asks which records entered that search between the two syncs and hands
 * them to `onOpen`, once. A malformed link, or a search that is not the user's, opens nothing.
 */
export function useNewMatchesLink(
  searches: readonly SavedSearch[] | undefined,
  onOpen: (search: SavedSearch, matches: SavedSearchNewMatches) => void,
) {
  const [params] = useSearchParams();
  const handled = useRef(false);
  const id = syncNumber(params.get(SAVED_SEARCH_URL_PARAMS.savedSearch));
  const since = syncNumber(params.get(SAVED_SEARCH_URL_PARAMS.newSince));
  const until = syncNumber(params.get(SAVED_SEARCH_URL_PARAMS.newUntil));
  useEffect(() => {
    if (handled.current || !searches || id === undefined || since === undefined) return;
    handled.current = true;
    const search = searches.find((item) => item.id === id);
    if (!search) return;
    void savedSearchApi
      .newMatches(id, { since, until })
      .then(({ data }) => onOpen(search, data))
      .catch(() => undefined);
  }, [searches, id, since, until, onOpen]);
}
