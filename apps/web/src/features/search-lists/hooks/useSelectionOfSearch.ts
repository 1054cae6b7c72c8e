import { useEffect, useRef } from 'react';
import { selectionScopeKey } from '../utils/selectionScope.ts';

/**
 * The selection belongs to the search that showed its rows: a new filter or search clears it, so
 * no bulk action reaches rows no longer shown. A new page, page size or order keeps it.
 */
export function useSelectionOfSearch(search: object, selection: { clear: () => void }): void {
  const scope = selectionScopeKey(search);
  const shownScope = useRef(scope);
  const { clear } = selection;
  useEffect(() => {
    if (shownScope.current === scope) return;
    shownScope.current = scope;
    clear();
  }, [scope, clear]);
}
