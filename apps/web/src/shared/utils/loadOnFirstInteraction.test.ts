// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnFirstInteraction } from './loadOnFirstInteraction.ts';

let stop: () => void = () => undefined;
afterEach(() => stop());

function field(): HTMLInputElement {
  const input = document.createElement('input');
  document.body.append(input);
  return input;
}

describe('loadOnFirstInteraction', () => {
  it('loads once, at the first input, and not when a field only takes the focus', () => {
    const load = vi.fn(async () => undefined);
    stop = loadOnFirstInteraction(load);
    const input = field();
    input.focus();
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at a key or a tap as well, and not after its cleanup', () => {
    const onKey = vi.fn(async () => undefined);
    stop = loadOnFirstInteraction(onKey);
    field().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(onKey).toHaveBeenCalledTimes(1);
    const cleanedUp = vi.fn(async () => undefined);
    loadOnFirstInteraction(cleanedUp)();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(cleanedUp).not.toHaveBeenCalled();
  });
});
