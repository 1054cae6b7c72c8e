import {
  type AdminTreeList,
  RECORD_FIELDS,
  RECORD_LIST_COLUMNS,
  type RecordEntity,
} from '@adatlas/domain/admin';
import { escapeLike } from '@adatlas/domain/search';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase> | Transaction<TenantDatabase>;
/**
 * The generic editor reaches nine tables by name, with the columns listed in the domain's field
 * definitions (tested against the real tables), so its queries are typed loosely here only.
 */
// biome-ignore lint/suspicious/noExplicitAny: table and columns come from the domain field list
type LooseDb = Kysely<any>;
const loose = (db: Db) => db as unknown as LooseDb;

export type RecordRow = Record<string, unknown>;

const columnsOf = (entity: RecordEntity) => RECORD_FIELDS[entity].map((field) => field.key);
/** The column a list search matches: the entity's first text column. */
const SEARCH_COLUMN: Record<RecordEntity, string> = {
  companies: 'name',
  contacts: 'surname',
  brands: 'name',
  pitches: 'title',
  creative_works: 'title',
  investment_rounds: 'company_id',
  job_offers: 'job_title',
  news_items: 'title',
  social_media: 'company_id',
};

export async function findRecordRows(
  db: Db,
  entity: RecordEntity,
  search: { q?: string; limit: number; offset: number },
) {
  let query = loose(db).selectFrom(entity);
  if (search.q) {
    const column = SEARCH_COLUMN[entity];
    const asId = /^\d+$/.test(search.q) ? Number(search.q) : null;
    query = query.where((eb) =>
      eb.or([
        ...(asId !== null ? [eb('id', '=', asId)] : []),
        ...(column.endsWith('_id')
          ? []
          : [eb(sql`lower(${sql.ref(column)})`, 'like', `%${escapeLike(search.q!.toLowerCase())}%`)]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(['id', ...RECORD_LIST_COLUMNS[entity]])
      .orderBy('id', 'desc')
      .limit(search.limit)
      .offset(search.offset)
      .execute() as Promise<RecordRow[]>,
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function getRecordRow(
  db: Db,
  entity: RecordEntity,
  id: number,
  forUpdate = false,
): Promise<RecordRow | undefined> {
  let query = loose(db).selectFrom(entity).select(columnsOf(entity)).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertRecordRow(db: Db, entity: RecordEntity, values: RecordRow): Promise<number> {
  const row = await loose(db).insertInto(entity).values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertRecordRows(db: Db, entity: RecordEntity, rows: RecordRow[]): Promise<void> {
  if (rows.length > 0) await loose(db).insertInto(entity).values(rows).execute();
}

export async function updateRecordRow(
  db: Db,
  entity: RecordEntity,
  id: number,
  values: RecordRow,
): Promise<void> {
  await loose(db).updateTable(entity).set(values).where('id', '=', id).execute();
}

export async function deleteRecordRow(db: Db, entity: RecordEntity, id: number): Promise<void> {
  await loose(db).deleteFrom(entity).where('id', '=', id).execute();
}

/** Which of these ids a records table or a reference tree holds: an update's target, a row's references. */
export async function findExistingIds(
  db: Db,
  entity: RecordEntity | AdminTreeList,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await loose(db)
    .selectFrom(entity)
    .select('id')
    .where('id', '=', sql`any(${ids}::bigint[])`)
    .execute();
  return new Set(rows.map((row: { id: unknown }) => Number(row.id)));
}

/** Companies by lower(name) + lower(city), for import matching. */
export async function findCompanyMatches(db: Db, names: string[]) {
  if (names.length === 0) return [];
  return db
    .selectFrom('companies')
    .select(['id', sql<string>`lower(name)`.as('name'), sql<string>`lower(coalesce(city, ''))`.as('city')])
    .where(sql`lower(name)`, '=', sql`any(${names.map((name) => name.toLowerCase())}::text[])`)
    .execute();
}

/** Contacts by lower(e-mail), for import matching. */
export async function findContactMatches(db: Db, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .selectFrom('contacts')
    .select(['id', sql<string>`lower(email)`.as('email')])
    .where(sql`lower(email)`, '=', sql`any(${emails.map((email) => email.toLowerCase())}::text[])`)
    .execute();
}
