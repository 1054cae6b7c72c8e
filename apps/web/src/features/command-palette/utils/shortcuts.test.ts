import { describe, expect, it } from 'vitest';
import { shortcutAction, shortcutKeyOf, typedKeyOf } from './shortcuts.ts';

const press = (
  key: string,
  extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  ...extra,
});
const body = { tagName: 'BODY', isContentEditable: false };
const input = { tagName: 'INPUT', isContentEditable: false };

describe('shortcutKeyOf', () => {
  it('answers Ctrl+K and ⌘K everywhere, a text field included', () => {
    expect(shortcutKeyOf(press('k', { ctrlKey: true }), input)).toBe('palette');
    expect(shortcutKeyOf(press('K', { metaKey: true }), body)).toBe('palette');
    expect(shortcutKeyOf(press('k', { ctrlKey: true, altKey: true }), body)).toBeNull();
  });

  it('answers the single keys only outside a field and without a modifier', () => {
    expect(shortcutKeyOf(press('?'), body)).toBe('?');
    expect(shortcutKeyOf(press('g'), null)).toBe('g');
    expect(shortcutKeyOf(press('g'), input)).toBeNull();
    expect(shortcutKeyOf(press('f'), { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(shortcutKeyOf(press('f', { ctrlKey: true }), body)).toBeNull();
    expect(shortcutKeyOf(press('x'), body)).toBeNull();
    expect(shortcutKeyOf({ ...press('?'), defaultPrevented: true }, body)).toBeNull();
  });

  it('lets the second key of a sequence through as typed', () => {
    expect(typedKeyOf(press('c'), body)).toBe('c');
    expect(typedKeyOf(press('c'), input)).toBeNull();
  });
});

describe('shortcutAction', () => {
  it('goes to companies, contacts and home after g, and nowhere after g and another key', () => {
    expect(shortcutAction(null, 'g')).toEqual({ kind: 'pending' });
    expect(shortcutAction('g', 'c')).toEqual({ kind: 'go', to: '/companies' });
    expect(shortcutAction('g', 'o')).toEqual({ kind: 'go', to: '/contacts' });
    expect(shortcutAction('g', 'h')).toEqual({ kind: 'go', to: '/' });
    expect(shortcutAction('g', 'x')).toBeNull();
  });

  it('opens the palette and the list, and runs the page follow command', () => {
    expect(shortcutAction('g', 'palette')).toEqual({ kind: 'palette' });
    expect(shortcutAction(null, '?')).toEqual({ kind: 'help' });
    expect(shortcutAction(null, 'f')).toEqual({ kind: 'command', id: 'follow' });
    expect(shortcutAction(null, 'c')).toBeNull();
  });

  it('moves in the list on display with j and k, opens its row with o and tags with t', () => {
    expect(shortcutAction(null, 'j')).toEqual({ kind: 'move', step: 1 });
    expect(shortcutAction(null, 'k')).toEqual({ kind: 'move', step: -1 });
    expect(shortcutAction(null, 'o')).toEqual({ kind: 'open' });
    expect(shortcutAction(null, 't')).toEqual({ kind: 'command', id: 'tag' });
    // "g o" is still the contacts page, not an open.
    expect(shortcutAction('g', 'o')).toEqual({ kind: 'go', to: '/contacts' });
  });

  it('never takes the list keys typed into a field', () => {
    for (const key of ['j', 'k', 'o', 't']) {
      expect(shortcutKeyOf(press(key), body)).toBe(key);
      expect(shortcutKeyOf(press(key), input)).toBeNull();
      expect(shortcutKeyOf(press(key), { tagName: 'TEXTAREA', isContentEditable: false })).toBeNull();
      expect(shortcutKeyOf(press(key), { tagName: 'DIV', isContentEditable: true })).toBeNull();
      expect(shortcutKeyOf(press(key.toUpperCase()), body)).toBeNull();
    }
  });
});
