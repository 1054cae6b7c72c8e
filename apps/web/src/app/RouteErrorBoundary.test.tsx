// @vitest-environment jsdom
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsdomRoot } from '../shared/testing/jsdomRoot.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

function Broken(): never {
  throw new Error('the page broke');
}

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

const dom = jsdomRoot();
beforeEach(() => {
  // React reports the caught error on the console: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const title = () => dom.host.querySelector('.ant-result-title')?.textContent;

describe('RouteErrorBoundary', () => {
  it('shows the error page in place of a page that failed, and the next page after a navigation', async () => {
    dom.root.render(
      <MemoryRouter initialEntries={['/broken']}>
        <Navigator />
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p data-testid="fine">fine</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    // The error page loads in a chunk of its own.
    await vi.waitFor(() => expect(title()).toBe('500'), { timeout: 10_000 });
    expect(dom.host.querySelector('[data-testid="fine"]')).toBeNull();

    void navigate('/fine');
    await vi.waitFor(() => expect(dom.host.querySelector('[data-testid="fine"]')).not.toBeNull());
    expect(title()).toBeUndefined();
  });
});
