import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * For a jsdom test file: a React root on an element of its own for each test, unmounted and
 * removed after it. Read `host` and `root` inside the tests (they are new for each one).
 */
export function jsdomRoot(): { readonly host: HTMLDivElement; readonly root: Root } {
  const current = {} as { host: HTMLDivElement; root: Root };
  beforeEach(() => {
    current.host = document.createElement('div');
    document.body.append(current.host);
    current.root = createRoot(current.host);
  });
  afterEach(() => {
    current.root.unmount();
    current.host.remove();
  });
  return current;
}
