import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The history state with which the command palette opens a list on a saved search's filters. The
 * list applies them with its own URL writer, so the palette needs none of the lists' code.
 */
export interface RequestedSearchState {
  requestedSearch: Record<string, unknown>;
}

export function requestedSearchState(data: Record<string, unknown>): RequestedSearchState {
  return { requestedSearch: data };
}

/** The filters a history entry asks its list to load, if it is one the palette made. */
export function requestedSearchOf(state: unknown): Record<string, unknown> | null {
  const data = (state as Partial<RequestedSearchState> | null)?.requestedSearch;
  return data && typeof data === 'object' && !Array.isArray(data) ? data : null;
}

/** History entries whose requested search was applied: going back to one does not apply it again. */
const applied = new Set<string>();

/**
 * Loads the filters the palette asked for with `load` (the list's saved-search loader), once per
 * history entry and once `isReady` (a list whose loader needs reference data first).
 */
export function useRequestedSearch(load: (data: Record<string, unknown>) => void, isReady = true): void {
  const location = useLocation();
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const data = requestedSearchOf(location.state);
    if (!isReady || !data || applied.has(location.key)) return;
    applied.add(location.key);
    latest.current(data);
  }, [location.key, location.state, isReady]);
}
