import { isAbortError } from './ApiError.ts';

type ErrorListener = (error: unknown) => void;
const listeners = new Set<ErrorListener>();

/**
 * Errors nobody handled in place (failed mutations, event handlers) go to the global overlay.
 * Aborted requests are not errors for the user and are dropped here.
 */
export const errorReporter = {
  report(error: unknown): void {
    if (isAbortError(error)) return;
    for (const listener of listeners) listener(error);
  },
  subscribe(listener: ErrorListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
