import { useEffect } from 'react';

/** Something whose code loads on demand (a `lazyPage`). */
export interface Preloadable {
  preload(): Promise<unknown>;
}

/**
 * Loads `part`'s code once the browser is idle after the component mounts (or `enabled` turns
 * true): a dialog or panel the user opens from here is then drawn at the click. Opened before its
 * code was there, it suspended, and React held it back until its empty fallback had been up
 * 300 ms (lazyPage.ts).
 */
export function usePreloadWhenIdle(part: Preloadable, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const load = () => void part.preload().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 200);
    return () => window.clearTimeout(id);
  }, [part, enabled]);
}
