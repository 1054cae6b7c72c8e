import type { Faker } from '@faker-js/faker';
import type { City } from './countries/country-profile.ts';
import { daysBefore, type SeedContext } from './seed-types.ts';

/** Picks items by weight in O(log n): built once, drawn thousands of times. */
export function weightedPicker<T>(faker: Faker, items: readonly T[], weightOf: (item: T) => number): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += Math.max(0, weightOf(item));
    cumulative.push(total);
  }
  return () => {
    const target = faker.number.float({ min: 0, max: total });
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return items[low]!;
  };
}

export function cityPicker(faker: Faker, cities: readonly City[]): () => City {
  return weightedPicker(faker, cities, (city) => city.weight);
}

/** A moment in the last `maxDays` days before the data set's "today". */
export function recentDate(ctx: SeedContext, maxDays: number, minDays = 0): Date {
  const days = ctx.faker.number.float({ min: minDays, max: maxDays });
  return daysBefore(ctx.today, days);
}

export function chance(faker: Faker, probability: number): boolean {
  return faker.number.float({ min: 0, max: 1 }) < probability;
}

/** `count` distinct items (fewer when the list is shorter). */
export function pickSome<T>(faker: Faker, items: readonly T[], count: number): T[] {
  return faker.helpers.arrayElements(items, Math.min(count, items.length));
}

/** Draws until `count` distinct values came out or the attempts run out. */
export function distinct<T>(count: number, draw: () => T, attempts = count * 5): T[] {
  const values = new Set<T>();
  for (let i = 0; i < attempts && values.size < count; i++) values.add(draw());
  return [...values];
}
