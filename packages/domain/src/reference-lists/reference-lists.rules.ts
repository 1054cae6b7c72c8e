import type { TreeNode } from './reference-lists.schemas.ts';

/** Nests flat tree rows (ordered by sort_order) under their parents; orphans become roots. */
export function nestTree(rows: { id: number; key: string; path: string; active: boolean; parentId: number | null }[]): TreeNode[] {
  const nodes = new Map<number, TreeNode>(
    rows.map((row) => [row.id, { id: row.id, key: row.key, path: row.path, active: row.active, children: [] }]),
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
