// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsdomRoot } from '../testing/jsdomRoot.ts';
import { usePreloadWhenIdle } from './usePreloadWhenIdle.ts';

const dom = jsdomRoot();
beforeEach(() => {
  vi.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.useRealTimers();
});

function Opener({ part, enabled }: { part: { preload: () => Promise<unknown> }; enabled: boolean }) {
  usePreloadWhenIdle(part, enabled);
  return null;
}

describe('usePreloadWhenIdle', () => {
  it('loads the part once idle after the component shows, and only while enabled', () => {
    const part = { preload: vi.fn(async () => undefined) };
    act(() => dom.root.render(<Opener part={part} enabled={false} />));
    vi.advanceTimersByTime(5_000);
    expect(part.preload).not.toHaveBeenCalled();
    act(() => dom.root.render(<Opener part={part} enabled />));
    expect(part.preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(part.preload).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the component is gone before the browser was idle', () => {
    const part = { preload: vi.fn(async () => undefined) };
    act(() => dom.root.render(<Opener part={part} enabled />));
    act(() => dom.root.render(null));
    vi.advanceTimersByTime(5_000);
    expect(part.preload).not.toHaveBeenCalled();
  });
});
