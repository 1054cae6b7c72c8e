import type { ActivePlan } from '@adatlas/domain/billing';
import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';

const PLAN_COLUMNS = [
  'id',
  'plan_name',
  'price',
  'currency',
  'period',
  'price_id',
  'company_credits',
  'contact_credits',
  'markets',
  'archived',
  'results_limited',
] as const;

type PlanRow = Awaited<ReturnType<typeof getPlanRow>> & {};

function getPlanRow(core: Kysely<CoreDatabase>, id: string) {
  return core.selectFrom('plans').select(PLAN_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function toActivePlan(row: PlanRow): ActivePlan {
  return {
    id: row.id,
    planName: row.plan_name,
    price: Number(row.price),
    currency: row.currency,
    priceId: row.price_id,
    period: row.period,
    companyCredits: row.company_credits,
    contactCredits: row.contact_credits,
    archived: row.archived,
    markets: row.markets,
    resultsLimited: row.results_limited,
  };
}

export async function getPlan(core: Kysely<CoreDatabase>, id: string): Promise<ActivePlan | undefined> {
  const row = await getPlanRow(core, id);
  return row && toActivePlan(row);
}

export async function getPlanByPriceId(
  core: Kysely<CoreDatabase>,
  priceId: string,
): Promise<ActivePlan | undefined> {
  const row = await core
    .selectFrom('plans')
    .select(PLAN_COLUMNS)
    .where('price_id', '=', priceId)
    .executeTakeFirst();
  return row && toActivePlan(row);
}

/** The plans a tenant sells now; the trial (price 0, no period) only where the tenant enables it. */
export async function findActivePlans(core: Kysely<CoreDatabase>, tenant: string): Promise<ActivePlan[]> {
  const rows = await core
    .selectFrom('plans')
    .innerJoin('tenants', (join) => join.on('tenants.id', '=', tenant))
    .select(PLAN_COLUMNS.map((column) => `plans.${column}` as const))
    .where('plans.archived', '=', false)
    .where(sql<boolean>`${tenant} = ANY(plans.markets)`)
    .where((eb) => eb.or([eb('plans.period', '!=', 'none'), eb('tenants.free_trial_enabled', '=', true)]))
    .orderBy('plans.sort_order')
    .execute();
  return rows.map(toActivePlan);
}
