import { lazy } from 'react';

export type { KeyboardLayerProps } from './components/KeyboardLayer.tsx';

/**
 * The keyboard shortcuts and the palette's button, in a chunk of their own that the shell loads
 * after the first page; the palette itself loads when first opened.
 */
export const KeyboardShortcuts = lazy(async () => ({
  default: (await import('./components/KeyboardLayer.tsx')).KeyboardLayer,
}));
export { OpenPaletteButton, type OpenPaletteButtonProps } from './components/OpenPaletteButton.tsx';
export { useEarlyPaletteRequests } from './utils/earlyPalette.ts';
