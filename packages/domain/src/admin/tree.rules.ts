/** A tree node as far as moving it is concerned. */
export interface TreeLink {
  id: number;
  parentId: number | null;
}

/**
 * Whether putting `nodeId` under `newParentId` would close a loop: the new parent is the node
 * itself or one of its descendants. Walks up from the new parent, so it costs the tree's depth.
 */
export function wouldCreateCycle(
  nodes: readonly TreeLink[],
  nodeId: number,
  newParentId: number | null,
): boolean {
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]));
  const seen = new Set<number>();
  let current = newParentId;
  while (current !== null && current !== undefined) {
    if (current === nodeId) return true;
    if (seen.has(current)) return true;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}

/** The materialised path of a node, its ancestors' ids and its own joined by dots ("3.17"). */
export function treePath(nodes: readonly TreeLink[], nodeId: number): string {
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]));
  const ids: number[] = [];
  let current: number | null = nodeId;
  while (current !== null && ids.length <= nodes.length) {
    ids.unshift(current);
    current = parentOf.get(current) ?? null;
  }
  return ids.join('.');
}
