/**
 * Runs tasks one at a time per key, in arrival order, in this process; tasks of different keys run
 * side by side. A failed task does not stop the ones queued behind it.
 */
export function createKeyedQueue<K>() {
  const tails = new Map<K, Promise<unknown>>();
  return {
    run<T>(key: K, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
