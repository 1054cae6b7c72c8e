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

/**
 * Each node's count with everything under it (what its tree filter would find), from the counts of
 * records by their own node; a node whose subtree holds none is left out. Each record sits on one
 * node, so the sums count no record twice.
 */
export function subtreeTotals(
  links: readonly { id: number; parentId: number | null }[],
  counts: ReadonlyMap<number, number>,
): Map<number, number> {
  const parentOf = new Map(links.map((link) => [link.id, link.parentId]));
  const totals = new Map<number, number>();
  for (const [id, count] of counts) {
    const seen = new Set<number>();
    for (
      let node: number | null | undefined = id;
      node != null && !seen.has(node);
      node = parentOf.get(node)
    ) {
      seen.add(node);
      totals.set(node, (totals.get(node) ?? 0) + count);
    }
  }
  return totals;
}
