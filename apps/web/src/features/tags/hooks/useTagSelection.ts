import { useCallback, useState } from 'react';

export interface TagSelection {
  isTagMode: boolean;
  selected: ReadonlySet<number>;
  setTagMode: (on: boolean) => void;
  toggle: (id: number) => void;
  /** Select every id given, or clear them all when they are all selected already. */
  toggleAll: (ids: readonly number[]) => void;
  clear: () => void;
}

/**
 * The rows chosen on a list and its tag mode (spec data §4): the list's bulk actions and tag mode
 * share one selection; turning tag mode off clears it.
 */
export function useTagSelection(): TagSelection {
  const [isTagMode, setIsTagMode] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const setTagMode = useCallback((on: boolean) => {
    setIsTagMode(on);
    if (!on) setSelected(new Set());
  }, []);
  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback((ids: readonly number[]) => {
    setSelected((current) => {
      const allSelected = ids.length > 0 && ids.every((id) => current.has(id));
      const next = new Set(current);
      for (const id of ids) {
        if (allSelected) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { isTagMode, selected, setTagMode, toggle, toggleAll, clear };
}
