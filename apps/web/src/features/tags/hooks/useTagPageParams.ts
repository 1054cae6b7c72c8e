import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTagPageParams, type TagPageParams, writeTagPageParams } from '../utils/tagPageParams.ts';

/** The /tag page's state in the URL. */
export function useTagPageParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTagPageParams(params), [params]);
  /** Changing the tag or the entity goes back to page 1 (spec data §2). */
  const update = useCallback(
    (patch: Partial<TagPageParams>) => {
      const next = { ...state, ...patch };
      if (!('pageNum' in patch)) next.pageNum = 1;
      setParams(writeTagPageParams(next));
    },
    [state, setParams],
  );
  return { state, update };
}
