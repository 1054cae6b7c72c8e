import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { TenantDb } from '../../platform/database/databases.ts';
import type {
  AdLibraryAdvertiserStatus,
  BrandAdvertisersTable,
  TenantDatabase,
} from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase> | Transaction<TenantDatabase>;

/** Each name the staged ads carry, in one role, with how many ads carry it. */
export async function findStagedNames(tenantDb: TenantDb) {
  const ads = sql.table(`${tenantDb.schema}.ad_library_ads`);
  const { rows } = await sql<{ role: 'advertiser' | 'payer' | 'beneficiary'; name: string; n_ads: number }>`
    SELECT role, name, count(*)::int AS n_ads
    FROM ${ads},
      LATERAL (VALUES ('advertiser', advertiser_name), ('payer', payer), ('beneficiary', beneficiary)) AS n(role, name)
    WHERE name IS NOT NULL AND btrim(name) <> ''
    GROUP BY role, name`.execute(tenantDb.db);
  return rows;
}

/**
 * What the ads say besides names, for the advertiser they promote (beneficiary, else page):
 * link captions and websites (domains) and VAT numbers found in the raw records.
 */
export async function findStagedEvidence(tenantDb: TenantDb) {
  const ads = sql.table(`${tenantDb.schema}.ad_library_ads`);
  const { rows } = await sql<{ name: string; kind: 'domain' | 'vat'; value: string }>`
    SELECT DISTINCT coalesce(beneficiary, advertiser_name) AS name, e.kind, e.value
    FROM ${ads},
      LATERAL (
        SELECT 'domain' AS kind, c.value FROM jsonb_array_elements_text(
          CASE WHEN jsonb_typeof(raw->'ad_creative_link_captions') = 'array' THEN raw->'ad_creative_link_captions' ELSE '[]'::jsonb END
        ) AS c(value)
        UNION ALL SELECT 'domain', raw->>'website' WHERE raw->>'website' IS NOT NULL
        UNION ALL SELECT 'vat', coalesce(raw->>'vat', raw->>'vat_number') WHERE coalesce(raw->>'vat', raw->>'vat_number') IS NOT NULL
      ) AS e
    WHERE coalesce(beneficiary, advertiser_name) IS NOT NULL`.execute(tenantDb.db);
  return rows;
}

/** Adds new names and refreshes roles and ad counts of known ones; decisions are left as they are. */
export async function upsertAdvertisers(
  db: Db,
  rows: { name_key: string; name: string; roles: string[]; n_ads: number }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('ad_library_advertisers')
    .values(rows)
    .onConflict((oc) =>
      oc.column('name_key').doUpdateSet({
        roles: sql`ARRAY(SELECT DISTINCT r FROM unnest(ad_library_advertisers.roles || excluded.roles) AS r ORDER BY r)`,
        n_ads: (eb) => eb.ref('excluded.n_ads'),
      }),
    )
    .execute();
}

/** The names a run scores: the new and the still pending ones, never one a person decided. */
export function findAdvertisersToScore(db: Db) {
  return db
    .selectFrom('ad_library_advertisers')
    .select(['id', 'name_key', 'name'])
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

export interface CandidateRow {
  name_key: string;
  kind: 'brand' | 'company';
  id: number;
  company_id: number;
  name: string;
  website: string | null;
  vat: string | null;
}

/**
 * Brands and companies whose name is like one of `keys` (pg_trgm on the indexed `name_norm`, as a
 * whole or as a word inside it), the closest few of each kind per key.
 */
export async function findNameCandidates(tenantDb: TenantDb, keys: string[]): Promise<CandidateRow[]> {
  if (keys.length === 0) return [];
  const brands = sql.table(`${tenantDb.schema}.brands`);
  const companies = sql.table(`${tenantDb.schema}.companies`);
  const { rows } = await sql<CandidateRow>`
    SELECT k.key AS name_key, m.kind, m.id::int AS id, m.company_id::int AS company_id, m.name, m.website, m.vat
    FROM unnest(${keys}::text[]) AS k(key)
    CROSS JOIN LATERAL (
      (SELECT 'brand' AS kind, b.id, b.company_id, b.name, b.website, NULL::text AS vat
        FROM ${brands} b
        WHERE b.active AND b.company_id IS NOT NULL AND (b.name_norm % k.key OR k.key <% b.name_norm)
        ORDER BY greatest(similarity(b.name_norm, k.key), word_similarity(k.key, b.name_norm)) DESC, b.id
        LIMIT 6)
      UNION ALL
      (SELECT 'company', c.id, c.id, c.name, c.website, c.vat
        FROM ${companies} c
        WHERE c.active AND (c.name_norm % k.key OR k.key <% c.name_norm)
        ORDER BY greatest(similarity(c.name_norm, k.key), word_similarity(k.key, c.name_norm)) DESC, c.id
        LIMIT 6)
    ) AS m`.execute(tenantDb.db);
  return rows;
}

/** Brands and companies whose website has one of `domains`, or whose VAT number is one of `vats`. */
export async function findEvidenceCandidates(tenantDb: TenantDb, domains: string[], vats: string[]) {
  if (domains.length === 0 && vats.length === 0) return [];
  const brands = sql.table(`${tenantDb.schema}.brands`);
  const companies = sql.table(`${tenantDb.schema}.companies`);
  const host = (column: string) =>
    sql`regexp_replace(split_part(regexp_replace(lower(${sql.ref(column)}), '^[a-z][a-z0-9+.-]*://', ''), '/', 1), '^www[0-9]?\\.', '')`;
  const vatNumber = sql`regexp_replace(regexp_replace(upper(c.vat), '[^A-Z0-9]', '', 'g'), '^[A-Z]{2}(?=[0-9])', '')`;
  const { rows } = await sql<Omit<CandidateRow, 'name_key'>>`
    SELECT 'brand' AS kind, b.id::int AS id, b.company_id::int AS company_id, b.name, b.website, NULL::text AS vat
    FROM ${brands} b
    WHERE b.active AND b.company_id IS NOT NULL AND b.website IS NOT NULL AND ${host('b.website')} = ANY(${domains}::text[])
    UNION ALL
    SELECT 'company', c.id::int, c.id::int, c.name, c.website, c.vat
    FROM ${companies} c
    WHERE c.active AND (
      (c.website IS NOT NULL AND ${host('c.website')} = ANY(${domains}::text[]))
      OR (c.vat IS NOT NULL AND ${vatNumber} = ANY(${vats}::text[])))`.execute(tenantDb.db);
  return rows;
}

export async function updateScore(
  db: Db,
  id: number,
  score: {
    status: 'auto' | 'pending';
    company_id: number | null;
    brand_id: number | null;
    score: number | null;
    features: unknown;
    now: Date;
  },
) {
  await db
    .updateTable('ad_library_advertisers')
    .set({
      status: score.status,
      company_id: score.company_id,
      brand_id: score.brand_id,
      score: score.score,
      features: JSON.stringify(score.features ?? {}),
      scored_at: score.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

const advertiserColumns = (db: Db) =>
  db
    .selectFrom('ad_library_advertisers as a')
    .leftJoin('companies as c', 'c.id', 'a.company_id')
    .leftJoin('brands as b', 'b.id', 'a.brand_id')
    .select([
      'a.id',
      'a.name',
      'a.name_key',
      'a.roles',
      'a.n_ads',
      'a.status',
      'a.score',
      'a.features',
      'a.company_id',
      'c.name as company_name',
      'a.brand_id',
      'b.name as brand_name',
      'a.decided_by',
      'a.decided_at',
    ]);

export type AdvertiserRow = Awaited<ReturnType<typeof getAdvertiserRow>>;

export function getAdvertiserRow(db: Db, id: number, forUpdate = false) {
  return advertiserColumns(db)
    .where('a.id', '=', id)
    .$if(forUpdate, (query) => query.forUpdate('a'))
    .executeTakeFirst();
}

export function findAdvertiserRows(db: Db, status: AdLibraryAdvertiserStatus, limit: number, offset: number) {
  return advertiserColumns(db)
    .where('a.status', '=', status)
    .orderBy(status === 'pending' || status === 'auto' ? 'a.score' : 'a.decided_at', (ob) =>
      ob.desc().nullsLast(),
    )
    .orderBy('a.n_ads', 'desc')
    .orderBy('a.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAdvertisers(db: Db, status: AdLibraryAdvertiserStatus) {
  const row = await db
    .selectFrom('ad_library_advertisers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPendingAbove(db: Db, minScore: number) {
  return advertiserColumns(db)
    .where('a.status', '=', 'pending')
    .where('a.company_id', 'is not', null)
    .where('a.score', '>=', minScore)
    .orderBy('a.id')
    .forUpdate('a')
    .execute();
}

export async function setDecision(
  db: Db,
  id: number,
  decision: {
    status: 'accepted' | 'picked' | 'rejected';
    company_id: number | null;
    brand_id: number | null;
    decided_by: number | null;
    decided_at: Date;
  },
) {
  await db.updateTable('ad_library_advertisers').set(decision).where('id', '=', id).execute();
}

export function getCompanyRef(db: Db, id: number) {
  return db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function getBrandRef(db: Db, id: number) {
  return db.selectFrom('brands').select(['id', 'name', 'company_id']).where('id', '=', id).executeTakeFirst();
}

/** Companies and their brands by name, for an editor picking what a name really is. */
export async function findPickOptions(db: Db, norm: string, limit: number) {
  const like = `%${norm.replace(/[\\%_]/g, '\\$&')}%`;
  const brands = await db
    .selectFrom('brands as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select(['c.id as company_id', 'c.name as company_name', 'b.id as brand_id', 'b.name as brand_name'])
    .where('b.active', '=', true)
    .where('b.name_norm', 'like', like)
    .orderBy('b.name_norm')
    .limit(limit)
    .execute();
  const companies = await db
    .selectFrom('companies as c')
    .select(['c.id as company_id', 'c.name as company_name'])
    .where('c.active', '=', true)
    .where('c.name_norm', 'like', like)
    .orderBy('c.name_norm')
    .limit(limit)
    .execute();
  return { brands, companies };
}

/** The resolved names: the company and brand the aggregation books their ads under. */
export function findResolved(db: Db) {
  return db
    .selectFrom('ad_library_advertisers')
    .select(['name_key', 'company_id', 'brand_id'])
    .where('status', 'in', ['auto', 'accepted', 'picked'])
    .where('company_id', 'is not', null)
    .execute();
}

/** For companies resolved without a brand: the ones with exactly one active brand, and it. */
export async function findOnlyBrands(db: Db, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('brands')
    .select(['company_id', sql<number>`min(id)::int`.as('brand_id')])
    .where('company_id', 'in', companyIds)
    .where('active', '=', true)
    .groupBy('company_id')
    .having(sql`count(*)`, '=', 1)
    .execute();
}

/** The staged ads summed per source, page, payer, beneficiary and year (of their first showing). */
export async function findAdGroups(tenantDb: TenantDb) {
  const ads = sql.table(`${tenantDb.schema}.ad_library_ads`);
  const { rows } = await sql<{
    source: 'META' | 'GOOGLE';
    advertiser_id: string | null;
    advertiser_name: string | null;
    payer: string | null;
    beneficiary: string | null;
    year: number;
    n_ads: number;
    eu_total_reach: string | null;
    times_shown_lower: string | null;
    times_shown_upper: string | null;
  }>`
    SELECT source, advertiser_id, advertiser_name, payer, beneficiary,
      extract(year FROM coalesce(first_shown, last_shown, ingested_at::date))::int AS year,
      count(*)::int AS n_ads, sum(eu_total_reach) AS eu_total_reach,
      sum(times_shown_lower) AS times_shown_lower, sum(times_shown_upper) AS times_shown_upper
    FROM ${ads}
    GROUP BY 1, 2, 3, 4, 5, 6`.execute(tenantDb.db);
  return rows;
}

/** A brand_advertisers row as ingestion writes it: every column but the key and the origin it sets. */
export type AggregateRow = Omit<Selectable<BrandAdvertisersTable>, 'id' | 'origin'>;

/** Swaps every ingested aggregate row for `rows`; the demo generator's rows stay. */
export async function replaceIngestedAggregates(trx: Transaction<TenantDatabase>, rows: AggregateRow[]) {
  await trx.deleteFrom('brand_advertisers').where('origin', '=', 'ingested').execute();
  for (let start = 0; start < rows.length; start += 1000) {
    await trx
      .insertInto('brand_advertisers')
      .values(rows.slice(start, start + 1000).map((row) => ({ ...row, origin: 'ingested' as const })))
      .execute();
  }
}
