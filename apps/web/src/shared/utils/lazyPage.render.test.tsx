// @vitest-environment jsdom
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { jsdomRoot } from '../testing/jsdomRoot.ts';
import { type LazyPage, lazyPage } from './lazyPage.ts';

const dom = jsdomRoot();

function Page() {
  return <p data-testid="page">page</p>;
}

function renderNow(Lazy: LazyPage) {
  flushSync(() =>
    dom.root.render(
      <Suspense fallback={<p data-testid="fallback">loading</p>}>
        <Lazy />
      </Suspense>,
    ),
  );
}

const shown = () => dom.host.querySelector('[data-testid]')?.getAttribute('data-testid');

describe('a lazy page in React', () => {
  it('shows a page whose chunk is there in the first commit, not its loading state', async () => {
    const page = lazyPage(async () => ({ Page }), 'Page');
    await page.preload();
    renderNow(page);
    expect(shown()).toBe('page');
  });

  it('shows the loading state, then the page, when rendered before its chunk is there', async () => {
    const page = lazyPage(async () => ({ Page }), 'Page');
    renderNow(page);
    expect(shown()).toBe('fallback');
    await vi.waitFor(() => expect(shown()).toBe('page'), { timeout: 2_000 });
  });
});
