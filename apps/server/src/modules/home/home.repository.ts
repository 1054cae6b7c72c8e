import type { HomeContact } from '@adatlas/domain/market-data';
import type { TenantDb } from '../../platform/database/databases.ts';

/** The most recently modified active contacts, with their company. */
export async function findLatestContacts(tenantDb: TenantDb, limit: number): Promise<HomeContact[]> {
  const rows = await tenantDb.db
    .selectFrom('contacts as ct')
    .leftJoin('companies as c', 'c.id', 'ct.company_id')
    .select([
      'ct.id',
      'ct.name',
      'ct.surname',
      'ct.title',
      'ct.modified_at',
      'c.id as company_id',
      'c.name as company_name',
    ])
    .where('ct.active', '=', true)
    .orderBy('ct.modified_at', 'desc')
    .orderBy('ct.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    surname: row.surname,
    title: row.title,
    company:
      row.company_id === null || row.company_name === null
        ? null
        : { id: row.company_id, name: row.company_name },
    modifiedAt: new Date(row.modified_at).toISOString(),
  }));
}
