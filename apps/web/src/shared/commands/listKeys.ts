/** A key press as a review list reads it (a KeyboardEvent has all of this). */
export interface ListKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: { tagName: string; isContentEditable: boolean; closest?: (selector: string) => unknown } | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** j / k and the arrows move in every review list; each list adds its own decision keys. */
const MOVES = { j: 'next', ArrowDown: 'next', k: 'previous', ArrowUp: 'previous' } as const;

/**
 * What `press` does in a list whose decision keys are `keys` (a → accept, …): a move, a decision,
 * or null for a key that is not one of them, typed in a field, pressed in a dialog or with a
 * modifier.
 */
export function listKeyAction<Action extends string>(
  keys: Readonly<Record<string, Action>>,
  press: ListKeyPress,
): Action | 'next' | 'previous' | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.defaultPrevented) return null;
  const target = press.target;
  if (target && (target.isContentEditable || TYPING_TAGS.has(target.tagName))) return null;
  if (target?.closest?.('[role="dialog"]')) return null;
  return MOVES[press.key as keyof typeof MOVES] ?? keys[press.key] ?? null;
}

/** The row index after `step`, within the list; the first (or last) row when none is focused. */
export function nextRowIndex(length: number, index: number | null, step: 1 | -1): number | null {
  if (length === 0) return null;
  if (index === null) return step === 1 ? 0 : length - 1;
  return Math.min(length - 1, Math.max(0, index + step));
}
