import { useEffect } from 'react';
import { OPEN_PALETTE_EVENT, shortcutKeyOf } from './shortcuts.ts';

/**
 * The keyboard layer loads in a chunk of its own after the page: until it is there, a Ctrl/⌘K
 * (or the phone menu's button) is remembered here and the palette opens as soon as the layer
 * mounts, so the first press after a page load is never lost.
 */
let layerMounted = false;
let requested = false;

/** Listens for the palette's key and event while the layer is not mounted (the shell, signed in). */
export function useEarlyPaletteRequests(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (layerMounted) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (shortcutKeyOf(event, target) !== 'palette') return;
      event.preventDefault();
      requested = true;
    };
    const onOpen = () => {
      if (!layerMounted) requested = true;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener(OPEN_PALETTE_EVENT, onOpen);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener(OPEN_PALETTE_EVENT, onOpen);
      requested = false;
    };
  }, [enabled]);
}

/** Called by the layer when it mounts: answers whether the palette was asked for before. */
export function layerDidMount(): boolean {
  layerMounted = true;
  const wasRequested = requested;
  requested = false;
  return wasRequested;
}

export function layerDidUnmount(): void {
  layerMounted = false;
}
