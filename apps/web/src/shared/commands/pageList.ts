import { useCallback, useEffect, useRef, useState } from 'react';

/** The result list on display, as the keyboard shortcuts reach it (`j` / `k` move, `o` opens). */
export interface PageList {
  move: (step: 1 | -1) => void;
  open: () => void;
}

let current: PageList | null = null;

/** The list the mounted page offers to the keyboard, if any. */
export const pageList = {
  get: (): PageList | null => current,
};

/** The background of the row `j` / `k` are on: antd's light primary, as a selected menu item. */
export const KEYBOARD_ROW_BACKGROUND = '#e6f4ff';

/** The attribute that marks a row of a keyboard list, holding its id. */
export const LIST_ROW_ATTRIBUTE = 'data-list-row';

/**
 * The row after `step` from `focusedId` in `ids`: the first (or, going up, the last) when none is
 * focused or the focused one left the page; the ends stay put, as in a mail client.
 */
export function nextRowId(ids: readonly number[], focusedId: number | null, step: 1 | -1): number | null {
  if (ids.length === 0) return null;
  const index = focusedId === null ? -1 : ids.indexOf(focusedId);
  if (index < 0) return (step === 1 ? ids[0] : ids.at(-1)) ?? null;
  return ids[Math.min(ids.length - 1, Math.max(0, index + step))] ?? null;
}

export interface KeyboardList {
  /** The row the keyboard is on, null until `j` or `k` is pressed (or when it left the page). */
  focusedId: number | null;
  /** Attributes for each row: its mark, and a focus target for the keyboard. */
  rowProps: (id: number) => { [LIST_ROW_ATTRIBUTE]: number; tabIndex: number };
}

/**
 * Offers the page's rows to `j` / `k` / `o` while the calling component is mounted: the row moved
 * to takes the focus (screen readers read it, the page scrolls to it) and `o` opens it with `open`
 * (null when the viewer may not open these rows).
 */
export function useKeyboardList(ids: readonly number[], open: ((id: number) => void) | null): KeyboardList {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const focusedId = chosenId !== null && ids.includes(chosenId) ? chosenId : null;
  const latest = useRef({ ids, focusedId, open });
  latest.current = { ids, focusedId, open };

  useEffect(() => {
    const list: PageList = {
      move: (step) => {
        const next = nextRowId(latest.current.ids, latest.current.focusedId, step);
        if (next === null) return;
        setChosenId(next);
        document.querySelector<HTMLElement>(`[${LIST_ROW_ATTRIBUTE}="${next}"]`)?.focus();
      },
      open: () => {
        const { focusedId: id, open: openRow } = latest.current;
        if (id !== null) openRow?.(id);
      },
    };
    current = list;
    return () => {
      if (current === list) current = null;
    };
  }, []);

  const rowProps = useCallback((id: number) => ({ [LIST_ROW_ATTRIBUTE]: id, tabIndex: -1 }), []);
  return { focusedId, rowProps };
}
