import { type AdminTreeNode, findSiblingNamed, wouldCreateCycle } from '@adatlas/domain/admin';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';

export interface MoveTarget {
  id: number;
  /** The node's path from the top ("Food › Snacks"): one name may sit under several parents. */
  label: string;
}

/**
 * The nodes `nodeId` can move under, in tree order: every node but itself and the ones below it
 * (the server refuses those: a node cannot become its own ancestor).
 */
export function moveTargets(nodes: readonly AdminTreeNode[], nodeId: number): MoveTarget[] {
  const targets: MoveTarget[] = [];
  const visit = (parentId: number | null, path: string[]) => {
    for (const node of nodes) {
      if (node.parentId !== parentId || node.id === nodeId) continue;
      const nodePath = [...path, node.key];
      targets.push({ id: node.id, label: nodePath.join(' › ') });
      visit(node.id, nodePath);
    }
  };
  visit(null, []);
  return targets;
}

/** A place a new entry can be added: under the selected node, or at the top level. */
export interface AddTarget {
  /** null: the top level. */
  parentId: number | null;
  /** The sibling there that already holds the name typed: adding there is refused. */
  twin: AdminTreeNode | undefined;
}

/**
 * Where a new entry named `key` can go: under the selected node when there is one, and always at
 * the top level, so adding a root never needs the selection undone.
 */
export function addTargets(
  nodes: readonly AdminTreeNode[],
  selectedId: number | null,
  key: string,
): AddTarget[] {
  const twinUnder = (parentId: number | null) =>
    key.trim() ? findSiblingNamed(nodes, parentId, key) : undefined;
  const parents = selectedId === null ? [null] : [selectedId, null];
  return parents.map((parentId) => ({ parentId, twin: twinUnder(parentId) }));
}

/**
 * The message for a name taken where an entry was to be added. With a node selected two places are
 * offered, so the message says which one holds the name.
 */
export function addNameTakenKey(parentId: number | null, hasSelection: boolean): string {
  if (!hasSelection) return 'ADMIN.REFERENCE.NAME_TAKEN';
  return parentId === null ? 'ADMIN.REFERENCE.NAME_TAKEN_AT_TOP' : 'ADMIN.REFERENCE.NAME_TAKEN_UNDER';
}

/** The message for a refused add or rename: a name taken among the siblings, or the catalogue's. */
export function treeEditErrorKey(error: unknown): string {
  if (!isApiError(error)) return errorMessageKey('UNEXPECTED');
  return error.clientType === 'CONFLICT' ? 'ADMIN.REFERENCE.NAME_TAKEN' : errorMessageKey(error.clientType);
}

/**
 * The message for a refused move of `node` under `parentId` (null: the top level). The server
 * explains in English; the same rules, run on the tree shown, say which one refused it.
 */
export function moveRefusalKey(
  error: unknown,
  nodes: readonly AdminTreeNode[],
  node: AdminTreeNode,
  parentId: number | null,
): string {
  if (isApiError(error) && error.clientType === 'CONFLICT') return 'ADMIN.REFERENCE.MOVE_NAME_TAKEN';
  if (isApiError(error) && error.clientType === 'VALIDATION_ERROR') {
    if (wouldCreateCycle(nodes, node.id, parentId)) return 'ADMIN.REFERENCE.MOVE_UNDER_ITSELF';
    if (node.hrFamily && parentId !== null) return 'ADMIN.REFERENCE.MOVE_HR_FAMILY';
  }
  return treeEditErrorKey(error);
}
