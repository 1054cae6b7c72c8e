/**
 * Group commit per key: the first item of a key runs at once, alone; the items of that key that
 * arrive while it runs wait and then run together as the next batch, and so on. Batches of one
 * key never overlap; keys run side by side. `runBatch` answers one result per item, in order; a
 * failed batch fails each of its items, and the next batch still runs.
 */
export function createKeyedBatcher<I, O>(runBatch: (key: string, items: I[]) => Promise<O[]>) {
  interface Batch {
    items: I[];
    settle: { resolve(value: O): void; reject(error: unknown): void }[];
  }
  const waiting = new Map<string, Batch>();
  const running = new Set<string>();

  async function drain(key: string) {
    for (let batch = waiting.get(key); batch; batch = waiting.get(key)) {
      waiting.delete(key);
      try {
        const results = await runBatch(key, batch.items);
        for (const [index, item] of batch.settle.entries()) item.resolve(results[index] as O);
      } catch (error) {
        for (const item of batch.settle) item.reject(error);
      }
    }
    running.delete(key);
  }

  return {
    run(key: string, item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        let batch = waiting.get(key);
        if (!batch) {
          batch = { items: [], settle: [] };
          waiting.set(key, batch);
        }
        batch.items.push(item);
        batch.settle.push({ resolve, reject });
        if (!running.has(key)) {
          running.add(key);
          void drain(key);
        }
      });
    },
  };
}
