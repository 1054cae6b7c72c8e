import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from './useDebouncedCallback.ts';

/**
 * How long a typed list filter waits after the last keystroke before it applies: long enough not
 * to search on every letter, short enough to feel immediate. Every list page uses it.
 */
export const FILTER_TYPING_DELAY_MS = 500;

/**
 * A typed filter's draft: applied by itself `FILTER_TYPING_DELAY_MS` after typing stops, at once on
 * Enter, on leaving the field or when cleared. A new `value` from outside (reset, back button)
 * replaces the draft unless the draft already means it.
 */
export function useFilterDraft<Value>(
  value: Value,
  onCommit: (value: Value) => void,
  normalise: (draft: Value) => Value = (draft) => draft,
) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  // Read through a ref: callers pass a new (pure) function each render.
  const normaliseRef = useRef(normalise);
  normaliseRef.current = normalise;
  useEffect(() => {
    committed.current = value;
    setDraft((current) => (normaliseRef.current(current) === value ? current : value));
  }, [value]);
  const commit = (next: Value) => {
    const normalised = normalise(next);
    if (normalised === committed.current) return;
    committed.current = normalised;
    onCommit(normalised);
  };
  const commitLater = useDebouncedCallback(commit, FILTER_TYPING_DELAY_MS);
  return {
    draft,
    change(next: Value) {
      setDraft(next);
      commitLater(next);
    },
    /** Applies the draft now: Enter, leaving the field, clearing it. */
    flush(next: Value = draft) {
      setDraft(next);
      commitLater.cancel();
      commit(next);
    },
  };
}
