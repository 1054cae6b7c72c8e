import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';

/** The language the link's pages speak; undefined when the account is gone. */
export function getUnsubscribeRecipient(core: Kysely<CoreDatabase>, userId: number) {
  return core.selectFrom('users').select(['id', 'language']).where('id', '=', userId).executeTakeFirst();
}

/** Switches the weekly update off and keeps the chosen sections, as the profile's toggle does. */
export async function disableWeeklyUpdate(core: Kysely<CoreDatabase>, userId: number, now: Date) {
  await core
    .updateTable('users')
    .set({
      weekly_update_settings: sql`coalesce(weekly_update_settings, '{}'::jsonb) || '{"enabled": false}'::jsonb`,
      modified_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
