/**
 * A small seeded PRNG (mulberry32): the bench draws tens of millions of values, and faker's
 * per-call overhead would dominate the load time at that scale.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** Index in [0, n) skewed towards 0: the head of a list holds most draws (power > 1). */
  skewed(n: number, power: number): number {
    return Math.min(n - 1, Math.floor(n * this.next() ** power));
  }

  pickSkewed<T>(items: readonly T[], power: number): T {
    return items[this.skewed(items.length, power)]!;
  }
}

/** Draws items by weight in O(log n) from a cumulative table. */
export function weightedIndex(random: Random, weights: ArrayLike<number>): () => number {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  for (let i = 0; i < weights.length; i++) {
    total += weights[i]!;
    cumulative[i] = total;
  }
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
