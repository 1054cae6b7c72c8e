import type { Insertable } from 'kysely';
import type { TenantDb } from '../src/platform/database/databases.ts';
import type {
  BrandsTable,
  CompaniesTable,
  ContactsTable,
  ReferenceItemsTable,
} from '../src/platform/database/schema.ts';

/** Test data builders: each inserts one row with sensible defaults and returns it with its id. */
let sequence = 0;
const next = () => ++sequence;

export async function createCompany(tenantDb: TenantDb, overrides: Partial<Insertable<CompaniesTable>> = {}) {
  return tenantDb.db
    .insertInto('companies')
    .values({ name: `Company ${next()}`, type: 'ADV', ...overrides })
    .returning(['id', 'name', 'type'])
    .executeTakeFirstOrThrow();
}

export async function createContact(tenantDb: TenantDb, overrides: Partial<Insertable<ContactsTable>> = {}) {
  return tenantDb.db
    .insertInto('contacts')
    .values({ name: 'Anna', surname: `Person${next()}`, ...overrides })
    .returning(['id', 'name', 'surname'])
    .executeTakeFirstOrThrow();
}

export async function createBrand(tenantDb: TenantDb, overrides: Partial<Insertable<BrandsTable>> = {}) {
  return tenantDb.db
    .insertInto('brands')
    .values({ name: `Brand ${next()}`, ...overrides })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function createTreeNode(
  tenantDb: TenantDb,
  table: 'categories' | 'sectors' | 'functions',
  key: string,
  parentId: number | null = null,
) {
  const row = await tenantDb.db
    .insertInto(table)
    .values({ key, parent_id: parentId, path: key })
    .returning(['id', 'key'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function createReferenceItem(
  tenantDb: TenantDb,
  list: string,
  key: string,
  overrides: Partial<Insertable<ReferenceItemsTable>> = {},
) {
  return tenantDb.db
    .insertInto('reference_items')
    .values({ list, key, label: key, ...overrides })
    .returning(['id', 'key'])
    .executeTakeFirstOrThrow();
}
