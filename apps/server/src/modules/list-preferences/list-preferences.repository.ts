import type { PreferenceList } from '@adatlas/domain/list-preferences';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';

export function findListPreferences(core: Kysely<CoreDatabase>, userId: number) {
  return core
    .selectFrom('user_list_preferences')
    .select(['list', 'columns'])
    .where('user_id', '=', userId)
    .execute();
}

export async function upsertListColumns(
  core: Kysely<CoreDatabase>,
  row: { userId: number; list: PreferenceList; columns: readonly string[]; at: Date },
): Promise<void> {
  await core
    .insertInto('user_list_preferences')
    .values({ user_id: row.userId, list: row.list, columns: [...row.columns], modified_at: row.at })
    .onConflict((oc) =>
      oc.columns(['user_id', 'list']).doUpdateSet({ columns: [...row.columns], modified_at: row.at }),
    )
    .execute();
}
