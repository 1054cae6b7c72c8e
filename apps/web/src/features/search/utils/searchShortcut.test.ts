import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './searchShortcut.ts';

const press = (key: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  ...extra,
});
const on = (tagName: string, isContentEditable = false) => ({ tagName, isContentEditable });

describe('isSearchShortcut', () => {
  it('takes a bare slash pressed on the page', () => {
    expect(isSearchShortcut(press('/'), on('BODY'))).toBe(true);
    expect(isSearchShortcut(press('/'), on('BUTTON'))).toBe(true);
    expect(isSearchShortcut(press('/'), null)).toBe(true);
  });

  it('leaves a slash typed into a field, an editor or a select to it', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT'])
      expect(isSearchShortcut(press('/'), on(tag))).toBe(false);
    expect(isSearchShortcut(press('/'), on('DIV', true))).toBe(false);
  });

  it('ignores other keys, a slash with a modifier and one already handled', () => {
    expect(isSearchShortcut(press('s'), on('BODY'))).toBe(false);
    expect(isSearchShortcut(press('/', { ctrlKey: true }), on('BODY'))).toBe(false);
    expect(isSearchShortcut(press('/', { metaKey: true }), on('BODY'))).toBe(false);
    expect(isSearchShortcut(press('/', { altKey: true }), on('BODY'))).toBe(false);
    expect(isSearchShortcut(press('/', { defaultPrevented: true }), on('BODY'))).toBe(false);
  });
});
