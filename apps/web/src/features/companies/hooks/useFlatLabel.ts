import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type FlatEntity, referenceListQueries } from '../../../shared/api/referenceLists.queries.ts';
import { useSession } from '../../../shared/session/useSession.ts';

/** Turns a stored reference key (`in_house`, `k`) into the tenant's label; the key until it loads. */
export function useFlatLabel(entity: FlatEntity): (key: string | null | undefined) => string {
  const { session } = useSession();
  const list = useQuery(referenceListQueries.flat(session?.tenant ?? '', entity));
  return useCallback(
    (key) => (key ? (list.data?.find((item) => item.key === key)?.label ?? key) : ''),
    [list.data],
  );
}
