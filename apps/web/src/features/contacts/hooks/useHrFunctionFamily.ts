import { findHrFunctionFamily } from '@adatlas/domain/profiles';
import { useQuery } from '@tanstack/react-query';
import { useHrMode } from '../../../shared/session/useHrMode.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { referenceListQueries } from '../../companies/api/referenceLists.queries.ts';

export interface HrFunctionFamily {
  /** The HR family's id in this country's function tree; null outside the HR edition or without one. */
  familyId: number | null;
  /** False while the HR edition still looks the family up: the list waits rather than flash every contact. */
  isReady: boolean;
}

/** The function family the HR edition's contact list opens on (spec access §6). */
export function useHrFunctionFamily(): HrFunctionFamily {
  const { session } = useSession();
  const isHrMode = useHrMode();
  const tree = useQuery({
    ...referenceListQueries.tree(session?.tenant ?? '', 'Function'),
    enabled: isHrMode,
  });
  if (!isHrMode) return { familyId: null, isReady: true };
  // A tree that cannot load leaves the list unfiltered rather than empty: the HR filter is a default.
  return { familyId: findHrFunctionFamily(tree.data ?? []), isReady: !tree.isPending };
}
