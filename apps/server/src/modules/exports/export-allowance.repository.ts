import type { Kysely } from 'kysely';
import type { CoreDatabase, ExportLogTable } from '../../platform/database/schema.ts';

type Core = Kysely<CoreDatabase>;
export type LoggedExportKind = ExportLogTable['kind'];

export interface PluginKey {
  userId: number;
  tenant: string;
  name: string;
}

const PLUGIN_COLUMNS = [
  'id',
  'period',
  'period_start',
  'company_limit',
  'contact_limit',
  'exported_count',
] as const;

/** The plugin row, locked until the transaction ends: concurrent exports of one user queue here. */
export function lockPlugin(trx: Core, key: PluginKey) {
  return trx
    .selectFrom('licence_plugins')
    .select(PLUGIN_COLUMNS)
    .where('user_id', '=', key.userId)
    .where('tenant_id', '=', key.tenant)
    .where('name', '=', key.name)
    .forUpdate()
    .executeTakeFirst();
}

export function findPlugin(core: Core, key: PluginKey) {
  return core
    .selectFrom('licence_plugins')
    .select(PLUGIN_COLUMNS)
    .where('user_id', '=', key.userId)
    .where('tenant_id', '=', key.tenant)
    .where('name', '=', key.name)
    .executeTakeFirst();
}

export async function sumExported(
  core: Core,
  filter: { userId: number; tenant: string; kind: LoggedExportKind; since: Date },
): Promise<number> {
  const { total } = await core
    .selectFrom('export_log')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('row_count'), eb.lit(0)).as('total'))
    .where('user_id', '=', filter.userId)
    .where('tenant_id', '=', filter.tenant)
    .where('kind', '=', filter.kind)
    .where('created_at', '>=', filter.since)
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function logExport(
  core: Core,
  entry: { userId: number; tenant: string; kind: LoggedExportKind; rowCount: number; at: Date },
): Promise<void> {
  await core
    .insertInto('export_log')
    .values({
      user_id: entry.userId,
      tenant_id: entry.tenant,
      kind: entry.kind,
      row_count: entry.rowCount,
      created_at: entry.at,
    })
    .execute();
}

export async function addExportedCount(core: Core, pluginId: number, rows: number): Promise<void> {
  await core
    .updateTable('licence_plugins')
    .set((eb) => ({ exported_count: eb('exported_count', '+', rows) }))
    .where('id', '=', pluginId)
    .execute();
}
