import { useEffect, useRef, useState } from 'react';
import { listKeyAction, nextRowIndex } from './listKeys.ts';

export interface ReviewListKeysOptions<Row extends { id: number }, Action extends string> {
  rows: readonly Row[];
  /** The list's decision keys (a → accept, …); j / k and the arrows move. */
  keys: Readonly<Record<string, Action>>;
  /** The row element to focus, found by its id (the row carries this test id). */
  rowTestId: (id: number) => string;
  /** False while the keys must do nothing (a dialog of the list's own is open). */
  enabled?: boolean;
  /** Runs a decision key on the row the keyboard is on; answers whether it acted. */
  onDecision: (action: Action, row: Row) => boolean;
}

/**
 * The keyboard of a back-office review list: j / k move and focus a row, the list's own keys
 * decide on it. After a decision the row leaves the list and the next one takes its place at the
 * same index.
 */
export function useReviewListKeys<Row extends { id: number }, Action extends string>(
  options: ReviewListKeysOptions<Row, Action>,
) {
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const latest = useRef({ options, focusedIndex });
  latest.current = { options, focusedIndex };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: current, focusedIndex: focused } = latest.current;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = listKeyAction(current.keys, { ...event, key: event.key, target });
      if (!action || current.enabled === false) return;
      const index = focused === null ? null : Math.min(focused, current.rows.length - 1);
      if (action === 'next' || action === 'previous') {
        event.preventDefault();
        setFocusedIndex(nextRowIndex(current.rows.length, index, action === 'next' ? 1 : -1));
        return;
      }
      const row = index === null || index < 0 ? undefined : current.rows[index];
      if (row && current.onDecision(action as Action, row)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const { rows, rowTestId } = options;
  const shownIndex =
    focusedIndex === null || rows.length === 0 ? null : Math.min(focusedIndex, rows.length - 1);
  const shownId = shownIndex === null ? undefined : rows[shownIndex]?.id;
  useEffect(() => {
    if (shownId === undefined) return;
    document
      .querySelector<HTMLElement>(`[data-testid="${rowTestId(shownId)}"]`)
      ?.focus({ preventScroll: false });
  }, [shownId, rowTestId]);

  return { shownIndex, setFocusedIndex };
}
