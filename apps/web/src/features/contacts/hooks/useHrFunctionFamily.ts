import { findHrFunctionFamily } from '@adatlas/domain/profiles';
import type { TreeNode } from '@adatlas/domain/reference-lists';
import { useQuery } from '@tanstack/react-query';
import { referenceListQueries } from '../../../shared/api/referenceLists.queries.ts';
import { useHrMode } from '../../../shared/session/useHrMode.ts';
import { useSession } from '../../../shared/session/useSession.ts';

export interface HrFunctionFamily {
  /** The HR family's id in this country's function tree; null outside the HR edition or without one. */
  familyId: number | null;
  /** The family and every function under it, the only ones offered while the filter is on. */
  members: ReadonlySet<number>;
  /** False while the HR edition still looks the family up: the list waits rather than flash every contact. */
  isReady: boolean;
}

const NO_MEMBERS: ReadonlySet<number> = new Set();

function subtreeIds(node: TreeNode, ids = new Set<number>()): Set<number> {
  ids.add(node.id);
  for (const child of node.children) subtreeIds(child, ids);
  return ids;
}

/** The function family the HR edition's contact list opens on (spec access §6). */
export function useHrFunctionFamily(): HrFunctionFamily {
  const { session } = useSession();
  const isHrMode = useHrMode();
  const tree = useQuery({
    ...referenceListQueries.tree(session?.tenant ?? '', 'Function'),
    enabled: isHrMode,
  });
  if (!isHrMode) return { familyId: null, members: NO_MEMBERS, isReady: true };
  // A tree that cannot load leaves the list unfiltered rather than empty: the HR filter is a default.
  const roots = tree.data ?? [];
  const familyId = findHrFunctionFamily(roots);
  const family = roots.find((root) => root.id === familyId);
  return { familyId, members: family ? subtreeIds(family) : NO_MEMBERS, isReady: !tree.isPending };
}
