import type { SavedSearchType } from '@adatlas/domain/saved-searches';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CoreDatabase, TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase> | Transaction<TenantDatabase>;

/** What a mail names each new record by, and the company it belongs to. */
export function findRecordLabels(db: Db, type: SavedSearchType, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  switch (type) {
    case 'company':
      return db
        .selectFrom('companies as c')
        .select([
          'c.id',
          'c.id as company_id',
          'c.name as label',
          sql<string | null>`NULL`.as('company_name'),
          sql<string | null>`NULL`.as('detail'),
        ])
        .where('c.id', 'in', ids)
        .orderBy('c.name')
        .execute();
    case 'contact':
      return db
        .selectFrom('contacts as p')
        .leftJoin('companies as c', 'c.id', 'p.company_id')
        .select([
          'p.id',
          'p.company_id',
          sql<string>`concat_ws(' ', p.name, p.surname)`.as('label'),
          'c.name as company_name',
          'p.title as detail',
        ])
        .where('p.id', 'in', ids)
        .orderBy('p.surname')
        .execute();
    case 'pitch':
      return db
        .selectFrom('pitches as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .leftJoin('companies as w', 'w.id', 'p.winner_company_id')
        .select([
          'p.id',
          'p.company_id',
          'p.title as label',
          'c.name as company_name',
          sql<string | null>`coalesce(w.name, p.external_winner)`.as('detail'),
        ])
        .where('p.id', 'in', ids)
        .orderBy('p.start_date', 'desc')
        .execute();
    case 'pitchScore':
      return db
        .selectFrom('pitch_scores as s')
        .innerJoin('companies as c', 'c.id', 's.company_id')
        .select([
          's.id',
          's.company_id',
          'c.name as label',
          sql<string | null>`NULL`.as('company_name'),
          sql<string | null>`s.score::text`.as('detail'),
        ])
        .where('s.id', 'in', ids)
        .orderBy('s.score', 'desc')
        .execute();
  }
}

export interface AlertDelivery {
  tenant: string;
  savedSearchId: number;
  period: string;
}

export async function hasAlertDelivery(
  core: Kysely<CoreDatabase>,
  delivery: AlertDelivery,
): Promise<boolean> {
  const row = await core
    .selectFrom('saved_search_alert_deliveries')
    .select('period')
    .where('tenant_id', '=', delivery.tenant)
    .where('saved_search_id', '=', delivery.savedSearchId)
    .where('period', '=', delivery.period)
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims the period for this alert: false when another run already holds it. */
export async function claimAlertDelivery(
  trx: Transaction<CoreDatabase>,
  delivery: AlertDelivery & { userId: number; records: number },
): Promise<boolean> {
  const row = await trx
    .insertInto('saved_search_alert_deliveries')
    .values({
      tenant_id: delivery.tenant,
      saved_search_id: delivery.savedSearchId,
      period: delivery.period,
      user_id: delivery.userId,
      records: delivery.records,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'saved_search_id', 'period']).doNothing())
    .returning('period')
    .executeTakeFirst();
  return row !== undefined;
}

export function setDeliveryMail(trx: Transaction<CoreDatabase>, delivery: AlertDelivery, mailId: number) {
  return trx
    .updateTable('saved_search_alert_deliveries')
    .set({ mail_id: mailId })
    .where('tenant_id', '=', delivery.tenant)
    .where('saved_search_id', '=', delivery.savedSearchId)
    .where('period', '=', delivery.period)
    .execute();
}
