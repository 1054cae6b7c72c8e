import { describe, expect, it } from 'vitest';
import { findSiblingNamed, treePath, wouldCreateCycle } from './tree.rules.ts';

// 1 ─ 2 ─ 3, and 4 alone.
const nodes = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: null },
];

describe('wouldCreateCycle', () => {
  it('refuses a move under the node itself or one of its descendants', () => {
    expect(wouldCreateCycle(nodes, 1, 1)).toBe(true);
    expect(wouldCreateCycle(nodes, 1, 3)).toBe(true);
    expect(wouldCreateCycle(nodes, 2, 3)).toBe(true);
  });
  it('allows moves elsewhere, and to the root', () => {
    expect(wouldCreateCycle(nodes, 3, 1)).toBe(false);
    expect(wouldCreateCycle(nodes, 1, 4)).toBe(false);
    expect(wouldCreateCycle(nodes, 2, null)).toBe(false);
  });
});

describe('treePath', () => {
  it('joins the ancestor ids with dots', () => {
    expect(treePath(nodes, 3)).toBe('1.2.3');
    expect(treePath(nodes, 4)).toBe('4');
  });
});

describe('findSiblingNamed', () => {
  const named = [
    { id: 1, parentId: null, key: 'Media' },
    { id: 2, parentId: 1, key: 'Press' },
    { id: 4, parentId: null, key: 'Retail' },
  ];
  it('finds a sibling of the same name, whatever its case and spaces', () => {
    expect(findSiblingNamed(named, null, ' media ')?.id).toBe(1);
    expect(findSiblingNamed(named, 1, 'PRESS')?.id).toBe(2);
  });
  it('ignores other levels and the node being renamed or moved', () => {
    expect(findSiblingNamed(named, 1, 'Media')).toBeUndefined();
    expect(findSiblingNamed(named, null, 'Press')).toBeUndefined();
    expect(findSiblingNamed(named, null, 'MEDIA', 1)).toBeUndefined();
  });
});

describe('SCOPE_AREAS', () => {
  it('places every scope in exactly one area', async () => {
    const { SCOPE_AREAS } = await import('./admin.constants.ts');
    const { SCOPES } = await import('../scopes/scopes.constants.ts');
    const placed = Object.values(SCOPE_AREAS).flat();
    expect([...placed].sort()).toEqual([...SCOPES].sort());
  });
});
