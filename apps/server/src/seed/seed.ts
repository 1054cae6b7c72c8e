import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import type pg from 'pg';
import { createPitchScoreRecompute } from '../modules/pitch-scores/pitch-score-recompute.ts';
import { withoutTimeouts } from '../platform/database/connection.ts';
import type { Databases } from '../platform/database/databases.ts';
import { type SeedCounts, seedTenantData } from './demo-data.ts';

export interface SeedOptions {
  scale: number;
  log(line: string): void;
  /** The day the demo data is dated from (YYYY-MM-DD); the day it is loaded when absent. */
  day?: string;
}

export interface SeedAllOptions extends SeedOptions {
  /** Only these tenants (default: all of them). */
  tenants?: readonly TenantId[];
}

export interface SeedResult {
  summary: string;
  counts: Partial<Record<TenantId, SeedCounts>>;
  seconds: number;
}

/** Serialises seeding between processes starting at the same time on one database. */
const SEED_LOCK_ID = 7_203_115;
/** Loads the demo data set on first start; later starts find the markers and do nothing. */
export async function seedIfEmpty(databases: Databases, options: SeedOptions): Promise<SeedResult | null> {
  if ((await unseededTenants(databases.corePool)).length === 0) return null;
  return withSeedLock(databases, async (client) => {
    const tenants = await unseededTenants(client);
    return tenants.length === 0 ? null : seedTenants(databases, client, tenants, options);
  });
}

/** Reloads the demo data set of every tenant (or the ones given), whatever was there. */
export async function seedAll(databases: Databases, options: SeedAllOptions): Promise<SeedResult> {
  return withSeedLock(databases, (client) =>
    seedTenants(databases, client, options.tenants ?? TENANT_IDS, options),
  );
}

async function unseededTenants(db: pg.Pool | pg.PoolClient): Promise<TenantId[]> {
  const { rows } = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM core.demo_seed');
  const seeded = new Set(rows.map((row) => row.tenant_id));
  return TENANT_IDS.filter((tenant) => !seeded.has(tenant));
}

async function withSeedLock<T>(
  databases: Databases,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await databases.corePool.connect();
  try {
    // Another process may hold the lock for the whole of its load: wait for it, without a timeout.
    return await withoutTimeouts(client, async () => {
      await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_ID]);
      return work(client);
    });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

async function seedTenants(
  databases: Databases,
  client: pg.PoolClient,
  tenants: readonly TenantId[],
  options: SeedOptions,
): Promise<SeedResult> {
  const started = performance.now();
  options.log(`Loading demo data (scale ${options.scale}) into ${tenants.join(', ')} …`);
  const counts: Partial<Record<TenantId, SeedCounts>> = {};
  const pitchScores = createPitchScoreRecompute({
    tenantDb: (tenant) => databases.tenant(tenant),
  });
  // One tenant at a time: generation is synchronous CPU work that would stall another tenant's
  // connection attempts past their timeout, and the load is dominated by Postgres anyway.
  for (const tenant of tenants) {
    counts[tenant] = await seedTenantData(databases.tenant(tenant), options);
    // Pitch scores are derived data: compute them now rather than waiting for the nightly job.
    await pitchScores.recompute(databases.tenant(tenant), new Date());
    await client.query(
      `INSERT INTO core.demo_seed (tenant_id, scale, counts) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id) DO UPDATE SET scale = EXCLUDED.scale, counts = EXCLUDED.counts, seeded_at = now()`,
      [tenant, options.scale, JSON.stringify(counts[tenant])],
    );
  }
  const seconds = (performance.now() - started) / 1000;
  return { summary: summarise(counts, options.scale, seconds), counts, seconds };
}

function summarise(counts: Partial<Record<TenantId, SeedCounts>>, scale: number, seconds: number): string {
  const totals = Object.values(counts).reduce(
    (sum, tenant) => ({
      companies: sum.companies + tenant.companies,
      contacts: sum.contacts + tenant.contacts,
      brands: sum.brands + tenant.brands,
      pitches: sum.pitches + tenant.pitches,
    }),
    { companies: 0, contacts: 0, brands: 0, pitches: 0 },
  );
  const format = (value: number) => value.toLocaleString('en');
  return (
    `Demo data loaded into ${Object.keys(counts).length} tenants (scale ${scale}): ${format(totals.companies)} companies, ` +
    `${format(totals.contacts)} contacts, ${format(totals.brands)} brands, ${format(totals.pitches)} pitches in ${seconds.toFixed(1)} s`
  );
}
