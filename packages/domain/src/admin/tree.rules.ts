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

/** Node names compare without case or surrounding spaces: "Media" and " media" read as one. */
function isSameNodeName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The node already named `key` among the children of `parentId` (null: the top level), leaving
 * `exceptId` out (the node being renamed or moved): two siblings of one name cannot be told apart.
 */
export function findSiblingNamed<Node extends TreeLink & { key: string }>(
  nodes: readonly Node[],
  parentId: number | null,
  key: string,
  exceptId?: number,
): Node | undefined {
  return nodes.find(
    (node) => node.parentId === parentId && node.id !== exceptId && isSameNodeName(node.key, key),
  );
}
