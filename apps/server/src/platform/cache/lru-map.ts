/**
 * A Map kept in use order with a size limit, for the per-process caches: `touch` marks an entry
 * used, and `put` drops the least recently used entry when the map is full.
 */
export class LruMap<K, V> extends Map<K, V> {
  constructor(private readonly maxEntries: number) {
    super();
  }

  /** Moves `key` to the most recently used end. */
  touch(key: K): void {
    if (!super.has(key)) return;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
  }

  /** Stores `value` as the most recently used, first dropping the least recently used when full. */
  put(key: K, value: V): void {
    super.delete(key);
    if (this.size >= this.maxEntries) {
      const [oldest] = this.keys();
      if (oldest !== undefined) super.delete(oldest);
    }
    super.set(key, value);
  }
}
