import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top: the window keeps its scroll across client-side navigations, so
 * starting the trial from the bottom of the plan choice landed on the home page scrolled down. Only
 * a change of page counts (filters and paging rewrite the query string and keep their place), and
 * back/forward (POP) is left to the browser's own restoration.
 */
export function useScrollToTopOnPageChange(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
