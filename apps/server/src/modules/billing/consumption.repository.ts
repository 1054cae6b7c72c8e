import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import { CREDITS_PLUGIN } from '@adatlas/domain/billing';
import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import type { OpenedEntity } from './record-open.ts';

/**
 * Everything the credit sources depend on, in one statement: the user, the tenant's defaults,
 * the live subscription with its plan and the two licence plugins (a burst of first opens reads
 * this once per request, so one round trip instead of four matters).
 */
export async function getCreditSources(db: Kysely<CoreDatabase>, userId: number, tenant: string) {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('tenants as t', (join) => join.on('t.id', '=', tenant))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('subscriptions as s')
          .innerJoin('plans as p', 'p.id', 's.plan_id')
          .select([
            's.status',
            's.period_start',
            's.provider',
            'p.id as plan_id',
            'p.period',
            'p.company_credits',
            'p.contact_credits',
          ])
          .whereRef('s.user_id', '=', 'u.id')
          .where('s.tenant_id', '=', tenant)
          .where('s.status', '!=', 'canceled')
          .limit(1)
          .as('sub'),
      (join) => join.onTrue(),
    )
    .leftJoin('licence_plugins as cp', (join) =>
      join
        .onRef('cp.user_id', '=', 'u.id')
        .on('cp.tenant_id', '=', tenant)
        .on('cp.name', '=', CREDITS_PLUGIN),
    )
    .leftJoin('licence_plugins as ep', (join) =>
      join
        .onRef('ep.user_id', '=', 'u.id')
        .on('ep.tenant_id', '=', tenant)
        .on('ep.name', '=', LICENCE_PLUGINS.exportCompanies),
    )
    .select([
      'u.created_at',
      'u.extra_company_credits',
      'u.extra_contact_credits',
      't.company_credits as tenant_company_credits',
      't.contact_credits as tenant_contact_credits',
      'sub.status as sub_status',
      'sub.period_start as sub_period_start',
      'sub.provider as sub_provider',
      'sub.plan_id as sub_plan_id',
      'sub.period as sub_period',
      'sub.company_credits as sub_company_credits',
      'sub.contact_credits as sub_contact_credits',
      'cp.name as cp_name',
      'cp.period as cp_period',
      'cp.period_start as cp_period_start',
      'cp.company_limit as cp_company_limit',
      'cp.contact_limit as cp_contact_limit',
      'cp.exported_count as cp_exported_count',
      'ep.name as ep_name',
      'ep.period as ep_period',
      'ep.period_start as ep_period_start',
      'ep.company_limit as ep_company_limit',
      'ep.contact_limit as ep_contact_limit',
      'ep.exported_count as ep_exported_count',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const plugin = (
    name: string | null,
    rest: {
      period: 0 | 1 | 12 | null;
      period_start: Date | null;
      company_limit: number | null;
      contact_limit: number | null;
      exported_count: number | null;
    },
  ) =>
    name === null
      ? undefined
      : { name, ...rest, period: rest.period ?? 0, exported_count: rest.exported_count ?? 0 };
  return {
    user: {
      created_at: row.created_at,
      extra_company_credits: row.extra_company_credits,
      extra_contact_credits: row.extra_contact_credits,
    },
    subscription:
      row.sub_status === null ||
      row.sub_period_start === null ||
      row.sub_provider === null ||
      row.sub_plan_id === null ||
      row.sub_period === null ||
      row.sub_company_credits === null ||
      row.sub_contact_credits === null
        ? undefined
        : {
            status: row.sub_status,
            period_start: row.sub_period_start,
            provider: row.sub_provider,
            plan_id: row.sub_plan_id,
            period: row.sub_period,
            company_credits: row.sub_company_credits,
            contact_credits: row.sub_contact_credits,
          },
    creditsPlugin: plugin(row.cp_name, {
      period: row.cp_period,
      period_start: row.cp_period_start,
      company_limit: row.cp_company_limit,
      contact_limit: row.cp_contact_limit,
      exported_count: row.cp_exported_count,
    }),
    exportPlugin: plugin(row.ep_name, {
      period: row.ep_period,
      period_start: row.ep_period_start,
      company_limit: row.ep_company_limit,
      contact_limit: row.ep_contact_limit,
      exported_count: row.ep_exported_count,
    }),
    tenant: { company_credits: row.tenant_company_credits, contact_credits: row.tenant_contact_credits },
  };
}
export type CreditSourceRows = Awaited<ReturnType<typeof getCreditSources>>;

interface OpenKey {
  userId: number;
  tenant: string;
  entity: OpenedEntity;
  periodStart: Date;
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

export type DebitOutcome = 'reopened' | 'debited' | 'refused';

/**
 * Opens of records of one kind by one user, in one statement and one commit (the function of core
 * migration 120): under the user's advisory lock, each is free when already opened in the period,
 * recorded while fewer than `credits` records of its kind were opened in the period, or refused.
 * Exact across processes: every debit of a user queues on the same lock and counts after it.
 */
export async function debitRecordOpens(
  db: Kysely<CoreDatabase>,
  key: OpenKey & { credits: number },
  opens: readonly { entityId: number; openedAt: Date }[],
): Promise<DebitOutcome[]> {
  const ids = opens.map((open) => open.entityId);
  const openedAt = opens.map((open) => open.openedAt.toISOString());
  const { rows } = await sql<{ outcomes: DebitOutcome[] }>`
    SELECT core.debit_record_opens(${key.userId}, ${key.tenant}, ${key.entity}, ${ids}::integer[],
      ${openedAt}::timestamptz[], ${key.periodStart}, ${key.credits}) AS outcomes`.execute(db);
  return rows[0]!.outcomes;
}

/** Which of `ids` the user opened (paid for) in the period. */
export async function findOpenedAmong(
  db: Kysely<CoreDatabase>,
  key: OpenKey,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('record_opens')
    .select('entity_id')
    .where('user_id', '=', key.userId)
    .where('tenant_id', '=', key.tenant)
    .where('entity_type', '=', key.entity)
    .where('period_start', '=', key.periodStart)
    .where('entity_id', 'in', ids)
    .execute();
  return rows.map((row) => row.entity_id);
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
