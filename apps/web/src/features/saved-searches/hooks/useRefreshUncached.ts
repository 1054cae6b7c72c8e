import type { SavedSearch, SavedSearchType } from '@adatlas/domain/saved-searches';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateSavedSearches, savedSearchApi } from '../api/savedSearches.queries.ts';

/** Spec data §4: a saved search without a cached count is counted once, after it has been shown. */
export function useRefreshUncached(entity: SavedSearchType, searches: readonly SavedSearch[] | undefined) {
  const queryClient = useQueryClient();
  const refreshed = useRef(new Set<number>());
  useEffect(() => {
    const uncached = (searches ?? []).filter(
      (search) => search.cache === null && !refreshed.current.has(search.id),
    );
    if (uncached.length === 0) return;
    for (const search of uncached) refreshed.current.add(search.id);
    void Promise.allSettled(uncached.map((search) => savedSearchApi.refresh(search.id))).then(() =>
      invalidateSavedSearches(queryClient, entity),
    );
  }, [entity, searches, queryClient]);
}
