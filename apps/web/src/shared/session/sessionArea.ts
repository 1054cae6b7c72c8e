import { localStore, type STORAGE_KEYS } from '../utils/localStore.ts';

type SessionKey = typeof STORAGE_KEYS.session | typeof STORAGE_KEYS.tenant;

/** Set in a tab that keeps its own session: the tab an admin opened to see the app as a user. */
const TAB_SCOPED_KEY = 'adatlas.tabScoped';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether this tab keeps its session in sessionStorage, out of reach of the other tabs. */
export function isTabScoped(): boolean {
  return tabStorage()?.getItem(TAB_SCOPED_KEY) === '1';
}

/**
 * From now on this tab keeps its session and country to itself, for as long as it is open: the
 * admin's own session in localStorage (and the admin's other tabs) stay as they are, and a sign-out
 * elsewhere does not reach it.
 */
export function scopeSessionToTab(): void {
  tabStorage()?.setItem(TAB_SCOPED_KEY, '1');
}

/**
 * Where the session and the chosen country live: localStorage, shared by every tab, or this tab's
 * sessionStorage once `scopeSessionToTab` ran. Never throws (private browsing, quota).
 */
export const sessionArea = {
  get(key: SessionKey): string | null {
    return isTabScoped() ? (tabStorage()?.getItem(key) ?? null) : localStore.get(key);
  },
  set(key: SessionKey, value: string): void {
    if (!isTabScoped()) {
      localStore.set(key, value);
      return;
    }
    try {
      tabStorage()?.setItem(key, value);
    } catch {
      // Storage full: the value lives only for this page load.
    }
  },
  remove(key: SessionKey): void {
    if (isTabScoped()) tabStorage()?.removeItem(key);
    else localStore.remove(key);
  },
};
