import type { TreeNode } from './reference-lists.schemas.ts';

/** Nests flat tree rows (ordered by sort_order) under their parents; orphans become roots. */
export function nestTree(
  rows: {
    id: number;
    key: string;
    path: string;
    active: boolean;
    parentId: number | null;
    code?: string | null;
  }[],
): TreeNode[] {
  const nodes = new Map<number, TreeNode>(
    rows.map(({ id, key, path, active, code }) => [
      id,
      { id, key, path, active, ...(code === undefined ? {} : { code }), children: [] },
    ]),
  );
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The given ids plus every descendant (a sector filter includes its sub-sectors). */
export function withDescendants(
  links: { id: number; parentId: number | null }[],
  ids: readonly number[],
): number[] {
  const children = new Map<number, number[]>();
  for (const link of links) {
    if (link.parentId !== null)
      children.set(link.parentId, [...(children.get(link.parentId) ?? []), link.id]);
  }
  const result = new Set<number>();
  const stack = [...ids];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (result.has(id)) continue;
    result.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...result].sort((a, b) => a - b);
}
