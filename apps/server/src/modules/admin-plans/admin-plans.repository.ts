import type { AdminPlan } from '@adatlas/domain/admin';
import { isTrialPlan } from '@adatlas/domain/billing';
import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { CoreDatabase, PlansTable } from '../../platform/database/schema.ts';

type Db = Kysely<CoreDatabase> | Transaction<CoreDatabase>;

function selectPlans(db: Db) {
  return db
    .selectFrom('plans')
    .select([
      'plans.id',
      'plans.plan_name',
      'plans.price',
      'plans.currency',
      'plans.period',
      'plans.price_id',
      'plans.company_credits',
      'plans.contact_credits',
      'plans.markets',
      'plans.archived',
      'plans.results_limited',
      (eb) =>
        eb
          .selectFrom('subscriptions')
          .select(eb.fn.countAll<string>().as('count'))
          .whereRef('subscriptions.plan_id', '=', 'plans.id')
          .where('subscriptions.status', '!=', 'canceled')
          .as('subscribers'),
    ]);
}
type PlanRow = Awaited<ReturnType<ReturnType<typeof selectPlans>['executeTakeFirstOrThrow']>>;

function toAdminPlan(row: PlanRow): AdminPlan {
  const price = Number(row.price);
  return {
    id: row.id,
    planName: row.plan_name,
    price,
    currency: row.currency,
    period: row.period,
    priceId: row.price_id,
    companyCredits: row.company_credits,
    contactCredits: row.contact_credits,
    markets: row.markets,
    archived: row.archived,
    resultsLimited: row.results_limited,
    trial: isTrialPlan({ price, period: row.period }),
    subscribers: Number(row.subscribers ?? 0),
  };
}

/** Every plan, sold ones first in their shop order, archived ones after. */
export async function findAdminPlans(db: Db): Promise<AdminPlan[]> {
  const rows = await selectPlans(db).orderBy('plans.archived').orderBy('plans.sort_order').execute();
  return rows.map(toAdminPlan);
}

export async function getAdminPlan(db: Db, id: string): Promise<AdminPlan | undefined> {
  const row = await selectPlans(db).where('plans.id', '=', id).executeTakeFirst();
  return row && toAdminPlan(row);
}

/** Answers false when the id or the price id is taken. New plans go last in the shop. */
export async function insertPlan(
  db: Db,
  plan: Omit<Insertable<PlansTable>, 'archived' | 'sort_order'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('plans')
    .values({
      ...plan,
      sort_order: sql<number>`(SELECT coalesce(max(sort_order), 0) + 1 FROM core.plans)`,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updatePlan(db: Db, id: string, changes: Updateable<PlansTable>): Promise<void> {
  await db.updateTable('plans').set(changes).where('id', '=', id).execute();
}

export async function isPriceIdTaken(db: Db, priceId: string, exceptPlanId: string): Promise<boolean> {
  const row = await db
    .selectFrom('plans')
    .select('id')
    .where('price_id', '=', priceId)
    .where('id', '!=', exceptPlanId)
    .executeTakeFirst();
  return row !== undefined;
}
