/** The key that moves focus to the quick search from anywhere, as on GitHub or Crunchbase. */
export const SEARCH_SHORTCUT = '/';

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

interface PressedOn {
  tagName: string;
  isContentEditable: boolean;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Whether a key press is the search shortcut: a bare "/", not one typed into a field. */
export function isSearchShortcut(press: KeyPress, target: PressedOn | null): boolean {
  if (press.key !== SEARCH_SHORTCUT || press.ctrlKey || press.metaKey || press.altKey) return false;
  if (press.defaultPrevented) return false;
  return !target || !(target.isContentEditable || TYPING_TAGS.has(target.tagName));
}
