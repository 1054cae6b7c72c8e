/** What a key pressed in the review queue does; null when it is not one of the queue's keys. */
export type QueueKeyAction = 'next' | 'previous' | 'accept' | 'reject' | 'pick';

const KEYS: Readonly<Record<string, QueueKeyAction>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  a: 'accept',
  r: 'reject',
  p: 'pick',
};
const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export interface QueueKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: { tagName: string; isContentEditable: boolean; closest?: (selector: string) => unknown } | null;
}

/** The queue's action for a key press outside fields, dialogs and modifier chords. */
export function queueKeyAction(press: QueueKeyPress): QueueKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.defaultPrevented) return null;
  const target = press.target;
  if (target && (target.isContentEditable || TYPING_TAGS.has(target.tagName))) return null;
  if (target?.closest?.('[role="dialog"]')) return null;
  return KEYS[press.key] ?? null;
}

/** The row index after `step`, staying within the list; the first row when none is focused. */
export function nextQueueIndex(length: number, index: number | null, step: 1 | -1): number | null {
  if (length === 0) return null;
  if (index === null) return step === 1 ? 0 : length - 1;
  return Math.min(length - 1, Math.max(0, index + step));
}
