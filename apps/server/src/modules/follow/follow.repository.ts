import type { SettingQuery } from '@adatlas/domain/alerts';
import type { Kysely } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase>;

const COLUMNS = ['id', 'key', 'entity_type', 'entity_id', 'data'] as const;

export type SettingRow = Awaited<ReturnType<typeof findOwnSettings>>[number];

export function findOwnSettings(db: Db, userId: number, query: SettingQuery) {
  let select = db.selectFrom('settings').select(COLUMNS).where('user_id', '=', userId).orderBy('id');
  if (query.key) select = select.where('key', '=', query.key);
  if (query.entityType) select = select.where('entity_type', '=', query.entityType);
  if (query.entityId !== undefined) select = select.where('entity_id', '=', query.entityId);
  return select.execute();
}

export function getOwnSetting(db: Db, userId: number, id: number) {
  return db
    .selectFrom('settings')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** One row per (user, key, entity): a second PUT replaces the data. */
export function upsertSetting(
  db: Db,
  values: {
    user_id: number;
    key: string;
    entity_type: string | null;
    entity_id: number | null;
    data: Record<string, unknown>;
    now: Date;
  },
) {
  const { now, data, ...identity } = values;
  const json = JSON.stringify(data) as never;
  return db
    .insertInto('settings')
    .values({ ...identity, data: json, created_at: now, modified_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key', 'entity_type', 'entity_id'])
        .doUpdateSet({ data: json, modified_at: now }),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateOwnSettingData(
  db: Db,
  userId: number,
  id: number,
  data: Record<string, unknown>,
  now: Date,
) {
  return db
    .updateTable('settings')
    .set({ data: JSON.stringify(data) as never, modified_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteOwnSetting(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('settings')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}
