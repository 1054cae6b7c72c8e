import type { Kysely } from 'kysely';
import type { CoreDatabase, TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase>;

/** A company's address and stored position (from a maps place result when it was entered). */
export function getCompanyAddress(db: Db, id: number) {
  return db
    .selectFrom('companies')
    .select(['address', 'postal_code', 'city', 'province', 'nation', 'lat', 'lng'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A contact's address, with its company's address and position to reuse when they are the same place. */
export function getContactAddress(db: Db, id: number) {
  return db
    .selectFrom('contacts as p')
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .select([
      'p.address',
      'p.city',
      'p.province',
      'p.nation',
      'c.address as company_address',
      'c.city as company_city',
      'c.lat as company_lat',
      'c.lng as company_lng',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** The interface language a user last chose (null until known), to name places in it. */
export async function getUserLanguage(core: Kysely<CoreDatabase>, userId: number) {
  const row = await core.selectFrom('users').select(['language']).where('id', '=', userId).executeTakeFirst();
  return row?.language ?? null;
}
