/** What a key pressed in the inferred-relations list does; null when it is not one of its keys. */
export type InferredKeyAction = 'next' | 'previous' | 'confirm' | 'reject' | 'reopen';

const KEYS: Readonly<Record<string, InferredKeyAction>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  c: 'confirm',
  r: 'reject',
  u: 'reopen',
};
const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export interface InferredKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: { tagName: string; isContentEditable: boolean; closest?: (selector: string) => unknown } | null;
}

/** The list's action for a key press outside fields, dialogs and modifier chords. */
export function inferredKeyAction(press: InferredKeyPress): InferredKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.defaultPrevented) return null;
  const target = press.target;
  if (target && (target.isContentEditable || TYPING_TAGS.has(target.tagName))) return null;
  if (target?.closest?.('[role="dialog"]')) return null;
  return KEYS[press.key] ?? null;
}

/** The row index after `step`, within the list; the first (or last) row when none is focused. */
export function nextRowIndex(length: number, index: number | null, step: 1 | -1): number | null {
  if (length === 0) return null;
  if (index === null) return step === 1 ? 0 : length - 1;
  return Math.min(length - 1, Math.max(0, index + step));
}
