import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../utils/localStore.ts';
import { SessionContext } from './SessionContext.ts';
import { sessionStore } from './sessionStore.ts';

export interface SessionProviderProps {
  children: ReactNode;
}

/** Exposes the stored session to React and follows sign-ins and sign-outs of other tabs. */
export function SessionProvider({ children }: SessionProviderProps) {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.session || event.key === null) sessionStore.syncFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return <SessionContext value={session}>{children}</SessionContext>;
}
