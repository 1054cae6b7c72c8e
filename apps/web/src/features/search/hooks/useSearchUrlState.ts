import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readUrlState, type UrlCodecs, writeUrlState } from '../utils/urlState.ts';

export interface SearchUrlStateConfig<State> {
  codecs: UrlCodecs;
  schemas: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
  defaults: State;
}

/**
 * A search's whole state (filters, sort, page) kept in the URL, so reload, bookmark and share
 * restore it. Any change other than the page itself goes back to page 1 (spec data §4).
 */
export function useSearchUrlState<State extends { pageNum: number }>(config: SearchUrlStateConfig<State>) {
  const { codecs, schemas, defaults } = config;
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => ({ ...defaults, ...readUrlState(params, schemas, codecs) }) as State,
    [params, schemas, codecs, defaults],
  );
  const update = useCallback(
    (patch: Partial<State>) => {
      // Read from the address bar, not the last render: router navigations render in a transition,
      // so two quick changes would otherwise drop the first one.
      const current = readUrlState(new URLSearchParams(window.location.search), schemas, codecs);
      const next = { ...defaults, ...current, ...patch } as State;
      if (!('pageNum' in patch)) next.pageNum = 1;
      setParams(writeUrlState(next, codecs, defaults));
    },
    [setParams, schemas, codecs, defaults],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  /** Replaces the whole state (a saved search); reading the URL back checks every stored value. */
  const load = useCallback(
    (stored: Record<string, unknown>) =>
      setParams(writeUrlState({ ...defaults, ...stored, pageNum: 1 } as State, codecs, defaults)),
    [setParams, codecs, defaults],
  );
  return { state, update, reset, load };
}
