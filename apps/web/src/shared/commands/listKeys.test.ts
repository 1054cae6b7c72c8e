import { describe, expect, it } from 'vitest';
import { listKeyAction, nextRowIndex } from './listKeys.ts';

const QUEUE_KEYS = { a: 'accept', r: 'reject', p: 'pick' } as const;

const press = (key: string, overrides: Partial<Parameters<typeof listKeyAction>[1]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: { tagName: 'DIV', isContentEditable: false, closest: () => null },
  ...overrides,
});

describe('listKeyAction', () => {
  it("maps j/k and the arrows to moves, and the list's own keys to its decisions", () => {
    expect(listKeyAction(QUEUE_KEYS, press('j'))).toBe('next');
    expect(listKeyAction(QUEUE_KEYS, press('ArrowDown'))).toBe('next');
    expect(listKeyAction(QUEUE_KEYS, press('k'))).toBe('previous');
    expect(listKeyAction(QUEUE_KEYS, press('ArrowUp'))).toBe('previous');
    expect(listKeyAction(QUEUE_KEYS, press('a'))).toBe('accept');
    expect(listKeyAction(QUEUE_KEYS, press('r'))).toBe('reject');
    expect(listKeyAction(QUEUE_KEYS, press('p'))).toBe('pick');
    expect(listKeyAction(QUEUE_KEYS, press('x'))).toBeNull();
    expect(listKeyAction({ c: 'confirm' }, press('a'))).toBeNull();
  });

  it('leaves keys typed in a field, in a dialog or with a modifier alone', () => {
    expect(
      listKeyAction(QUEUE_KEYS, press('a', { target: { tagName: 'INPUT', isContentEditable: false } })),
    ).toBeNull();
    expect(listKeyAction(QUEUE_KEYS, press('a', { ctrlKey: true }))).toBeNull();
    expect(
      listKeyAction(
        QUEUE_KEYS,
        press('r', { target: { tagName: 'DIV', isContentEditable: false, closest: () => ({}) } }),
      ),
    ).toBeNull();
  });
});

describe('nextRowIndex', () => {
  it('starts at an end and stays within the list', () => {
    expect(nextRowIndex(3, null, 1)).toBe(0);
    expect(nextRowIndex(3, null, -1)).toBe(2);
    expect(nextRowIndex(3, 2, 1)).toBe(2);
    expect(nextRowIndex(3, 0, -1)).toBe(0);
    expect(nextRowIndex(0, null, 1)).toBeNull();
  });
});
