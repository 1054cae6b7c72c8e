import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned sentinel scrolls into view inside `root` (a scrolling box),
 * with some margin so the next page is on its way before the end shows.
 */
export function useInfiniteScroll(
  root: RefObject<HTMLElement | null>,
  onReach: () => void,
  isEnabled: boolean,
): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    if (!isEnabled || !sentinel.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { root: root.current, rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [root, isEnabled]);
  return sentinel;
}
