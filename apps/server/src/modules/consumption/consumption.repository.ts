import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import { CREDITS_PLUGIN } from '@adatlas/domain/billing';
import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import type { OpenedEntity } from '../search/record-open.ts';

/** Everything the credit sources depend on, read in one round trip per table. */
export async function getCreditSources(db: Kysely<CoreDatabase>, userId: number, tenant: string) {
  const [user, subscription, plugins, tenantRow] = await Promise.all([
    db
      .selectFrom('users')
      .select(['created_at', 'extra_company_credits', 'extra_contact_credits'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .select([
        'subscriptions.status',
        'subscriptions.period_start',
        'subscriptions.provider',
        'plans.id as plan_id',
        'plans.period',
        'plans.company_credits',
        'plans.contact_credits',
      ])
      .where('subscriptions.user_id', '=', userId)
      .where('subscriptions.tenant_id', '=', tenant)
      .where('subscriptions.status', '!=', 'canceled')
      .executeTakeFirst(),
    db
      .selectFrom('licence_plugins')
      .select(['name', 'period', 'period_start', 'company_limit', 'contact_limit', 'exported_count'])
      .where('user_id', '=', userId)
      .where('tenant_id', '=', tenant)
      .where('name', 'in', [CREDITS_PLUGIN, LICENCE_PLUGINS.exportCompanies])
      .execute(),
    db
      .selectFrom('tenants')
      .select(['company_credits', 'contact_credits'])
      .where('id', '=', tenant)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    user,
    subscription,
    creditsPlugin: plugins.find((plugin) => plugin.name === CREDITS_PLUGIN),
    exportPlugin: plugins.find((plugin) => plugin.name === LICENCE_PLUGINS.exportCompanies),
    tenant: tenantRow,
  };
}
export type CreditSources = Awaited<ReturnType<typeof getCreditSources>>;

interface OpenKey {
  userId: number;
  tenant: string;
  entity: OpenedEntity;
  periodStart: Date;
}

export async function isOpenedInPeriod(db: Kysely<CoreDatabase>, key: OpenKey & { entityId: number }) {
  const row = await db
    .selectFrom('record_opens')
    .select('entity_id')
    .where('user_id', '=', key.userId)
    .where('tenant_id', '=', key.tenant)
    .where('entity_type', '=', key.entity)
    .where('entity_id', '=', key.entityId)
    .where('period_start', '=', key.periodStart)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countOpenedInPeriod(db: Kysely<CoreDatabase>, key: OpenKey): Promise<number> {
  const row = await db
    .selectFrom('record_opens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', key.userId)
    .where('tenant_id', '=', key.tenant)
    .where('entity_type', '=', key.entity)
    .where('period_start', '=', key.periodStart)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Debits one credit: records the open only while fewer than `credits` records of its kind were
 * opened in the period, under the user's advisory lock, in one statement (the function of core
 * migration 120 takes the lock, counts after it and inserts; the lock ends with the statement).
 * Answers whether the row was written; false when the quota is spent or the record was opened
 * meanwhile. Exact across processes: every debit of a user queues on the same lock.
 */
export async function insertOpenWithinCredits(
  db: Kysely<CoreDatabase>,
  key: OpenKey & { entityId: number; now: Date; credits: number },
): Promise<boolean> {
  const { rows } = await sql<{ written: boolean }>`
    SELECT core.insert_open_within_credits(${key.userId}, ${key.tenant}, ${key.entity}, ${key.entityId},
      ${key.periodStart}, ${key.now}, ${key.credits}) AS written`.execute(db);
  return rows[0]?.written === true;
}

/** Distinct records of a kind opened since `from` (a period start, or a date the caller gives). */
export async function findOpenedIds(
  db: Kysely<CoreDatabase>,
  key: { userId: number; tenant: string; entity: OpenedEntity; from: Date; periodStart: Date | null },
): Promise<number[]> {
  let query = db
    .selectFrom('record_opens')
    .select('entity_id')
    .distinct()
    .where('user_id', '=', key.userId)
    .where('tenant_id', '=', key.tenant)
    .where('entity_type', '=', key.entity);
  query = key.periodStart
    ? query.where('period_start', '=', key.periodStart)
    : query.where('opened_at', '>=', key.from);
  const rows = await query.orderBy('entity_id').execute();
  return rows.map((row) => row.entity_id);
}
