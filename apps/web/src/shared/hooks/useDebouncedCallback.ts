import { useEffect, useMemo, useRef } from 'react';

/** `callback` called once `delayMs` after the last call; `cancel()` or unmount drops a pending call. */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
) {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const debounced = (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    };
    return Object.assign(debounced, { cancel: () => clearTimeout(timer.current) });
  }, [delayMs]);
}
