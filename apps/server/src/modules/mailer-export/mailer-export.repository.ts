import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';

export function findMailerCredentials(core: Kysely<CoreDatabase>, userId: number) {
  return core
    .selectFrom('users')
    .select(['mailer_username', 'mailer_password_enc'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
