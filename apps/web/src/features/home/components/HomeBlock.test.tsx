// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { jsdomRoot } from '../../../shared/testing/jsdomRoot.ts';
import { HomeBlock } from './HomeBlock.tsx';

function answer(data?: string[]): UseQueryResult<readonly string[]> {
  return {
    isPending: data === undefined,
    isSuccess: data !== undefined,
    isError: false,
    data,
    error: null,
    refetch: vi.fn(),
  } as unknown as UseQueryResult<readonly string[]>;
}

const block = (query: UseQueryResult<readonly string[]>) => (
  <HomeBlock title="Latest" query={query} testId="block">
    {(items) => items.map((item) => <p key={item} data-item={item} />)}
  </HomeBlock>
);

const dom = jsdomRoot();
const drawn = () =>
  [...dom.host.querySelectorAll('[data-item]')].map((node) => node.getAttribute('data-item'));
const skeleton = () => dom.host.querySelector('.ant-skeleton');

describe('HomeBlock', () => {
  it("draws an arriving list in a render of its own, after the answer's blocking one", async () => {
    flushSync(() => dom.root.render(block(answer())));
    // The answer comes through useSyncExternalStore: a blocking render, which keeps the skeleton.
    flushSync(() => dom.root.render(block(answer(['a', 'b']))));
    expect(drawn()).toEqual([]);
    expect(skeleton()).not.toBeNull();
    await vi.waitFor(() => expect(drawn()).toEqual(['a', 'b']));
    expect(skeleton()).toBeNull();
  });

  it('shows no older answer while the query loads again (another country)', async () => {
    flushSync(() => dom.root.render(block(answer())));
    flushSync(() => dom.root.render(block(answer(['italy']))));
    await vi.waitFor(() => expect(drawn()).toEqual(['italy']));
    flushSync(() => dom.root.render(block(answer())));
    expect(drawn()).toEqual([]);
    expect(skeleton()).not.toBeNull();
  });
});
