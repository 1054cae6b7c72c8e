/** Keys of everything the app keeps in localStorage. */
export const STORAGE_KEYS = {
  session: 'adatlas.session',
  tenant: 'adatlas.tenant',
  language: 'adatlas.language',
  launchCount: 'adatlas.launchCount',
  recentRecords: 'adatlas.recentRecords',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage that never throws (private browsing, quota, disabled storage). */
export const localStore = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives only for this page load.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored to remove.
    }
  },
};
