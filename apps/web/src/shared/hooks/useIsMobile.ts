import { useMediaQuery } from './useMediaQuery.ts';

/** Spec §9: the mobile breakpoint is 575 px. */
export const MOBILE_QUERY = '(max-width: 575px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
