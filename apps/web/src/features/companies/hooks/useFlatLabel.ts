import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../shared/session/useSession.ts';
import { referenceListQueries } from '../api/referenceLists.queries.ts';

/** Turns a stored reference key (`in_house`, `k`) into the tenant's label; the key until it loads. */
export function useFlatLabel(entity: string): (key: string | null | undefined) => string {
  const { session } = useSession();
  const list = useQuery(referenceListQueries.flat(session?.tenant ?? '', entity));
  return useCallback(
    (key) => (key ? (list.data?.find((item) => item.key === key)?.label ?? key) : ''),
    [list.data],
  );
}
