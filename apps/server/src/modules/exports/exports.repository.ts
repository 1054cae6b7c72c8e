import { type Kysely, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { COMPANY_EXPORT_SELECTION } from '../companies/companies.repository.ts';
import { CONTACT_EXPORT_SELECTION } from '../contacts/contacts.repository.ts';
import { heldRecordIds } from '../tags/tag-associations.repository.ts';

type Db = Kysely<TenantDatabase>;

/** Every company the tag holds (as its page lists them), by name, with the company list file's columns. */
export function taggedCompanyExportQuery(db: Db, tagId: number) {
  return db
    .selectFrom('companies')
    .select(COMPANY_EXPORT_SELECTION)
    .where('companies.id', 'in', heldRecordIds(db, tagId, 'company'))
    .orderBy('companies.name_norm')
    .orderBy('companies.id');
}

/** Every contact the tag holds (as its page lists them), by surname and name, with the list file's columns. */
export function taggedContactExportQuery(db: Db, tagId: number) {
  return db
    .selectFrom('contacts as p')
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('functions as fn', 'fn.id', 'p.function_id')
    .select(CONTACT_EXPORT_SELECTION)
    .where('p.id', 'in', heldRecordIds(db, tagId, 'contact'))
    .orderBy('p.surname_norm')
    .orderBy(sql`public.search_norm(${sql.ref('p.name')})`)
    .orderBy('p.id');
}
