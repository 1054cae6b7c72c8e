// @vitest-environment jsdom
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

function Broken(): never {
  throw new Error('the page broke');
}

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  // React reports the caught error on the console: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  root.unmount();
  host.remove();
  vi.restoreAllMocks();
});

const title = () => host.querySelector('.ant-result-title')?.textContent;

describe('RouteErrorBoundary', () => {
  it('shows the error page in place of a page that failed, and the next page after a navigation', async () => {
    root.render(
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
    expect(host.querySelector('[data-testid="fine"]')).toBeNull();

    void navigate('/fine');
    await vi.waitFor(() => expect(host.querySelector('[data-testid="fine"]')).not.toBeNull());
    expect(title()).toBeUndefined();
  });
});
