import { describe, expect, it } from 'vitest';
import { isSubmitEnter } from './isSubmitEnter.ts';

const field = (tagName: string, type: string | undefined, insideWidget = false) => ({
  tagName,
  type,
  closest: (selector: string) => (insideWidget && selector.includes('.ant-picker') ? {} : null),
});

describe('isSubmitEnter', () => {
  it('submits on Enter in a text, e-mail or phone input', () => {
    expect(isSubmitEnter({ key: 'Enter', target: field('INPUT', 'text') })).toBe(true);
    expect(isSubmitEnter({ key: 'Enter', target: field('INPUT', 'email') })).toBe(true);
    expect(isSubmitEnter({ key: 'Enter', target: field('INPUT', 'tel') })).toBe(true);
  });

  it('leaves other keys, IME composition and non-text targets alone', () => {
    expect(isSubmitEnter({ key: 'a', target: field('INPUT', 'text') })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', isComposing: true, target: field('INPUT', 'text') })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', target: field('TEXTAREA', undefined) })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', target: field('INPUT', 'checkbox') })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', target: field('BUTTON', 'button') })).toBe(false);
    expect(isSubmitEnter({ key: 'Enter', target: null })).toBe(false);
  });

  it('keeps Enter for a date picker or a select, which use it to pick', () => {
    expect(isSubmitEnter({ key: 'Enter', target: field('INPUT', 'text', true) })).toBe(false);
  });
});
