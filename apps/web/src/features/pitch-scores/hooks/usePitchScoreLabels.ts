import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceListQueries } from '../../../shared/api/referenceLists.queries.ts';
import { useSession } from '../../../shared/session/useSession.ts';

/** The words a pitch-score row shows for its category id and scope key, from the reference lists. */
export function usePitchScoreLabels() {
  const tenant = useSession().session?.tenant ?? '';
  const categories = useQuery(referenceListQueries.flat(tenant, 'pitch_category'));
  const scopes = useQuery(referenceListQueries.flat(tenant, 'scope'));
  return useMemo(
    () => ({
      category: new Map((categories.data ?? []).map((item) => [item.id, item.label])),
      scope: new Map((scopes.data ?? []).map((item) => [item.key, item.label])),
    }),
    [categories.data, scopes.data],
  );
}
