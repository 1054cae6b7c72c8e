import { STORAGE_KEYS } from '../utils/localStore.ts';
import type { Me, Session } from './session.types.ts';
import { sessionArea } from './sessionArea.ts';
import { tenantStore } from './tenantStore.ts';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Session | null = readStored();

function readStored(): Session | null {
  const raw = sessionArea.get(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Session>;
    // A stored session without token or user is unusable: treat it as signed out.
    return parsed.token && parsed.user ? (parsed as Session) : null;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * The signed-in session, kept in localStorage so it survives reloads (in sessionStorage in a tab
 * scoped to its own session, see sessionArea) and shared with React through
 * `useSyncExternalStore` (see SessionProvider). The API client reads the token here.
 */
export const sessionStore = {
  get(): Session | null {
    return current;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  save(session: Session): void {
    current = session;
    sessionArea.set(STORAGE_KEYS.session, JSON.stringify(session));
    tenantStore.set(session.tenant);
    emit();
  },
  /**
   * Refreshes the user; a different user than the stored one means the session is stale. The same
   * user as stored changes nothing: every reload fetches /user/me, and telling the subscribers
   * re-rendered the whole app at once (one blocking task, 0.5–0.8 s at a phone's CPU speed).
   */
  updateUser(user: Me): void {
    if (!current) return;
    if (current.user.id !== user.id) {
      sessionStore.clear();
      return;
    }
    if (JSON.stringify(current.user) === JSON.stringify(user)) return;
    sessionStore.save({ ...current, user });
  },
  clear(): void {
    if (!current && !sessionArea.get(STORAGE_KEYS.session)) return;
    current = null;
    sessionArea.remove(STORAGE_KEYS.session);
    emit();
  },
  /** Another tab signed in or out: follow it (a tab scoped to its own session reads only its own). */
  syncFromStorage(): void {
    const stored = readStored();
    if (stored?.token === current?.token) return;
    current = stored;
    emit();
  },
};
