import { isTabScoped } from './sessionArea.ts';
import { useSession } from './useSession.ts';

/**
 * True in the tab an admin opened to "see as this user": its session is read-only, so the server
 * refuses every write there. Write controls ask this (through WriteAction) to show themselves
 * disabled instead of failing.
 */
export function useReadOnlyView(): boolean {
  const { session } = useSession();
  return session !== null && isTabScoped();
}
