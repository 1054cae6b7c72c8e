import { describe, expect, it } from 'vitest';
import { nestTree, subtreeTotals, withDescendants } from './reference-lists.rules.ts';

describe('nestTree', () => {
  it('nests rows under their parents and keeps the order', () => {
    const tree = nestTree([
      { id: 1, key: 'Food', path: '1', active: true, parentId: null },
      { id: 2, key: 'Coffee', path: '1/2', active: true, parentId: 1 },
      { id: 3, key: 'Cars', path: '3', active: false, parentId: null },
      { id: 4, key: 'Tea', path: '1/4', active: true, parentId: 1 },
    ]);
    expect(tree.map((n) => n.key)).toEqual(['Food', 'Cars']);
    expect(tree[0]?.children.map((n) => n.key)).toEqual(['Coffee', 'Tea']);
  });

  it('keeps a function family code on its node and adds none where rows have no code', () => {
    const [hr, marketing] = nestTree([
      { id: 1, key: 'Risorse umane', path: '1', active: true, parentId: null, code: 'hr' },
      { id: 2, key: 'Marketing', path: '2', active: true, parentId: null, code: null },
    ]);
    expect(hr).toMatchObject({ id: 1, code: 'hr' });
    expect(marketing?.code).toBeNull();
    const [food] = nestTree([{ id: 3, key: 'Food', path: '3', active: true, parentId: null }]);
    expect(food).not.toHaveProperty('code');
  });
});

describe('withDescendants', () => {
  it('adds every descendant once, even with a cycle', () => {
    const links = [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: null },
      { id: 1, parentId: 3 },
    ];
    expect(withDescendants(links, [2])).toEqual([1, 2, 3]);
    expect(withDescendants(links, [4, 99])).toEqual([4, 99]);
  });
});

describe('subtreeTotals', () => {
  const links = [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 2 },
    { id: 4, parentId: 1 },
    { id: 5, parentId: null },
  ];

  it("adds each node's own count to every ancestor, and leaves out nodes without any", () => {
    const totals = subtreeTotals(
      links,
      new Map([
        [3, 5],
        [2, 1],
        [4, 2],
      ]),
    );
    expect(Object.fromEntries(totals)).toEqual({ 1: 8, 2: 6, 3: 5, 4: 2 });
  });

  it('stops at a cycle and counts a node missing from the tree on its own', () => {
    const cyclic = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ];
    expect(Object.fromEntries(subtreeTotals(cyclic, new Map([[1, 3]])))).toEqual({ 1: 3, 2: 3 });
    expect(Object.fromEntries(subtreeTotals(links, new Map([[9, 1]])))).toEqual({ 9: 1 });
  });
});
