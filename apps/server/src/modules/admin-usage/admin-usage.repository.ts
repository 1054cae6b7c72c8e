import { CREDITS_PLUGIN } from '@adatlas/domain/billing';
import type { Kysely } from 'kysely';
import type { CoreDatabase, TenantDatabase } from '../../platform/database/schema.ts';

type UserTenant = { userId: number; tenant: string };

export function userExists(core: Kysely<CoreDatabase>, userId: number) {
  return core.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
}

/** Opened records per period start and kind, newest period first. */
export function countOpensByPeriod(core: Kysely<CoreDatabase>, key: UserTenant) {
  return core
    .selectFrom('record_opens')
    .select(['period_start', 'entity_type', (eb) => eb.fn.countAll<string>().as('count')])
    .where('user_id', '=', key.userId)
    .where('tenant_id', '=', key.tenant)
    .groupBy(['period_start', 'entity_type'])
    .orderBy('period_start', 'desc')
    .execute();
}

export function findRecentOpens(core: Kysely<CoreDatabase>, key: UserTenant, limit: number) {
  return core
    .selectFrom('record_opens')
    .select(['entity_type', 'entity_id', 'opened_at'])
    .where('user_id', '=', key.userId)
    .where('tenant_id', '=', key.tenant)
    .orderBy('opened_at', 'desc')
    .orderBy('entity_id', 'desc')
    .limit(limit)
    .execute();
}

export function countExportsSince(core: Kysely<CoreDatabase>, key: UserTenant, since: Date) {
  return core
    .selectFrom('export_log')
    .select([
      'kind',
      (eb) => eb.fn.countAll<string>().as('files'),
      (eb) => eb.fn.sum<string>('row_count').as('rows'),
    ])
    .where('user_id', '=', key.userId)
    .where('tenant_id', '=', key.tenant)
    .where('created_at', '>=', since)
    .groupBy('kind')
    .orderBy('kind')
    .execute();
}

/** Licence plugins other than the credits one: the export allowances and their counters. */
export function findExportPlugins(core: Kysely<CoreDatabase>, key: UserTenant) {
  return core
    .selectFrom('licence_plugins')
    .select(['name', 'company_limit', 'contact_limit', 'exported_count'])
    .where('user_id', '=', key.userId)
    .where('tenant_id', '=', key.tenant)
    .where('name', '!=', CREDITS_PLUGIN)
    .orderBy('name')
    .execute();
}

export function findCompanyNames(db: Kysely<TenantDatabase>, ids: number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('companies').select(['id', 'name']).where('id', 'in', ids).execute();
}

export function findContactNames(db: Kysely<TenantDatabase>, ids: number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('contacts').select(['id', 'name', 'surname']).where('id', 'in', ids).execute();
}
