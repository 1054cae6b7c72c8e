import { useSyncExternalStore } from 'react';

/** Spec §9: the mobile breakpoint is 575 px. */
const MOBILE_QUERY = '(max-width: 575px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
}
