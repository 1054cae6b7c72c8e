import { describe, expect, it } from 'vitest';
import { nextQueueIndex, queueKeyAction } from './queueKeys.ts';

const press = (key: string, overrides: Partial<Parameters<typeof queueKeyAction>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: { tagName: 'DIV', isContentEditable: false, closest: () => null },
  ...overrides,
});

describe('queueKeyAction', () => {
  it('maps j/k and the arrows to moves, a/r/p to decisions', () => {
    expect(queueKeyAction(press('j'))).toBe('next');
    expect(queueKeyAction(press('ArrowDown'))).toBe('next');
    expect(queueKeyAction(press('k'))).toBe('previous');
    expect(queueKeyAction(press('ArrowUp'))).toBe('previous');
    expect(queueKeyAction(press('a'))).toBe('accept');
    expect(queueKeyAction(press('r'))).toBe('reject');
    expect(queueKeyAction(press('p'))).toBe('pick');
    expect(queueKeyAction(press('x'))).toBeNull();
  });

  it('leaves keys typed in a field, in a dialog or with a modifier alone', () => {
    expect(queueKeyAction(press('a', { target: { tagName: 'INPUT', isContentEditable: false } }))).toBeNull();
    expect(queueKeyAction(press('a', { ctrlKey: true }))).toBeNull();
    expect(
      queueKeyAction(
        press('r', { target: { tagName: 'DIV', isContentEditable: false, closest: () => ({}) } }),
      ),
    ).toBeNull();
  });
});

describe('nextQueueIndex', () => {
  it('starts at an end and stays within the list', () => {
    expect(nextQueueIndex(3, null, 1)).toBe(0);
    expect(nextQueueIndex(3, null, -1)).toBe(2);
    expect(nextQueueIndex(3, 2, 1)).toBe(2);
    expect(nextQueueIndex(3, 0, -1)).toBe(0);
    expect(nextQueueIndex(0, null, 1)).toBeNull();
  });
});
