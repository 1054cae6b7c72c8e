import type { PageCommandId } from '../../../shared/commands/pageCommands.ts';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface PressedOn {
  tagName: string;
  isContentEditable: boolean;
}

/** The document event that opens the palette without a keyboard (the phone menu's button). */
export const OPEN_PALETTE_EVENT = 'adatlas:open-command-palette';

/** The single keys that wake the keyboard layer when pressed outside a field. */
const SINGLE_KEYS = new Set(['?', 'g', 'f', 'j', 'k', 'o', 't']);
const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Ctrl+K (⌘K on a Mac) opens the palette from anywhere, a text field included. */
export function isPaletteShortcut(press: KeyPress): boolean {
  return (press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k';
}

/**
 * The shortcut a key press starts, or null: `palette` for Ctrl/⌘K, otherwise one of the single
 * keys when it is not typed into a field and no other handler took it.
 */
export function shortcutKeyOf(press: KeyPress, target: PressedOn | null): string | null {
  const key = typedKeyOf(press, target);
  return key === 'palette' || (key !== null && SINGLE_KEYS.has(key)) ? key : null;
}

/** Any key pressed outside a field without a modifier (the second key of "g c"), or `palette`. */
export function typedKeyOf(press: KeyPress, target: PressedOn | null): string | null {
  if (isPaletteShortcut(press)) return 'palette';
  if (press.ctrlKey || press.metaKey || press.altKey || press.defaultPrevented) return null;
  if (target && (target.isContentEditable || TYPING_TAGS.has(target.tagName))) return null;
  return press.key;
}

export type ShortcutAction =
  | { kind: 'palette' }
  | { kind: 'help' }
  | { kind: 'pending' }
  | { kind: 'go'; to: string }
  | { kind: 'move'; step: 1 | -1 }
  | { kind: 'open' }
  | { kind: 'command'; id: PageCommandId };

/** `g` then a letter: the pages a second key reaches, as on GitHub. */
export const GO_TO_KEYS: Readonly<Record<string, string>> = { c: '/companies', o: '/contacts', h: '/' };

/**
 * What a shortcut key does after `pending` (the previous key when it opened a sequence, else null);
 * null when the keys mean nothing together.
 */
export function shortcutAction(pending: string | null, key: string): ShortcutAction | null {
  if (key === 'palette') return { kind: 'palette' };
  if (pending === 'g') {
    const to = GO_TO_KEYS[key];
    return to ? { kind: 'go', to } : null;
  }
  switch (key) {
    case '?':
      return { kind: 'help' };
    case 'g':
      return { kind: 'pending' };
    case 'f':
      return { kind: 'command', id: 'follow' };
    case 't':
      return { kind: 'command', id: 'tag' };
    case 'j':
      return { kind: 'move', step: 1 };
    case 'k':
      return { kind: 'move', step: -1 };
    case 'o':
      return { kind: 'open' };
    default:
      return null;
  }
}
