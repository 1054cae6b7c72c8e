/**
 * Shares one in-flight load between the callers asking for the same key at the same time: a burst
 * of requests that all miss a cache sends one query, not one each. Nothing is kept once the load
 * settles; a failure reaches every caller that shared it.
 */
export function createSingleFlight<K>() {
  const inFlight = new Map<K, Promise<unknown>>();
  return {
    run<T>(key: K, load: () => Promise<T>): Promise<T> {
      const running = inFlight.get(key);
      if (running !== undefined) return running as Promise<T>;
      const started = load().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
  };
}
