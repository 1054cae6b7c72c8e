import type { InferredRelationStatus } from '@adatlas/domain/inferred-relations';
import { type ExpressionBuilder, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { InferredWorkRelationsTable, TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase> | Transaction<TenantDatabase>;

/**
 * The evidence of the confirmed inference behind the relation of `brandRef` and `agencyRef` (null
 * for relations entered by hand): the projection the work-relation search, the brand modal and
 * the company's brands read in their one query.
 */
export function confirmedEvidence<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  brandRef: string,
  agencyRef: string,
) {
  return jsonObjectFrom(
    (eb as unknown as ExpressionBuilder<TenantDatabase, never>)
      .selectFrom('inferred_work_relations as iwr')
      .select([
        'iwr.n_ads as nAds',
        'iwr.reach',
        'iwr.times_shown_lower as timesShownLower',
        'iwr.times_shown_upper as timesShownUpper',
        'iwr.first_shown as firstShown',
        'iwr.last_shown as lastShown',
      ])
      .where(sql<boolean>`iwr.brand_id = ${sql.ref(brandRef)}`)
      .where(sql<boolean>`iwr.agency_company_id = ${sql.ref(agencyRef)}`)
      .where('iwr.status', '=', 'confirmed'),
  );
}

/** The staging ads summed per payer and beneficiary (the advertiser when no beneficiary is named). */
export async function findAdEvidenceByNames(tenantDb: TenantDb) {
  const ads = sql.table(`${tenantDb.schema}.ad_library_ads`);
  const { rows } = await sql<
    { payer: string; beneficiary: string | null; advertiser: string | null } & EvidenceTotals
  >`
    SELECT payer, beneficiary, advertiser_name AS advertiser, count(*)::int AS n_ads,
      sum(eu_total_reach) AS reach, sum(times_shown_lower) AS times_shown_lower,
      sum(times_shown_upper) AS times_shown_upper, min(first_shown) AS first_shown,
      max(last_shown) AS last_shown
    FROM ${ads}
    WHERE payer IS NOT NULL AND payer <> ''
    GROUP BY payer, beneficiary, advertiser_name`.execute(tenantDb.db);
  return rows;
}

/**
 * The resolved advertisers among `keys` (matched automatically or by an editor, to a company),
 * with the company's type and its active brands.
 */
export function findResolvedAdvertisers(db: Db, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ad_library_advertisers as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select((eb) => [
      'a.name_key',
      'c.id as company_id',
      'c.type as company_type',
      'a.brand_id',
      sql<number[]>`ARRAY(${eb
        .selectFrom('brands as cb')
        .select('cb.id')
        .whereRef('cb.company_id', '=', 'c.id')
        .where('cb.active', '=', true)
        .orderBy('cb.id')})`.as('company_brand_ids'),
    ])
    .where('a.name_key', '=', sql<string>`ANY(${keys}::text[])`)
    .where('a.status', 'in', ['auto', 'accepted', 'picked'])
    .execute();
}

/** Serialises the recomputes of one tenant until the transaction ends. */
export async function lockProposals(trx: Transaction<TenantDatabase>, schema: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`inferred_work_relations:${schema}`}))`.execute(trx);
}

/** The evidence columns of an inference, as the table declares them. */
export type EvidenceRow = Pick<
  Selectable<InferredWorkRelationsTable>,
  | 'agency_company_id'
  | 'brand_id'
  | 'n_ads'
  | 'reach'
  | 'times_shown_lower'
  | 'times_shown_upper'
  | 'first_shown'
  | 'last_shown'
  | 'payer_names'
  | 'beneficiary_names'
>;

/** What the staging ads add up to per payer and beneficiary: the totals an evidence row stores. */
type EvidenceTotals = Pick<
  EvidenceRow,
  'n_ads' | 'reach' | 'times_shown_lower' | 'times_shown_upper' | 'first_shown' | 'last_shown'
>;

/**
 * Writes the evidence of every pair: new pairs become proposals unless a work relation entered by
 * hand already links them; known pairs keep their status (a rejected one stays rejected) and get
 * the new evidence. Proposals no evidence supports any more are withdrawn.
 */
export async function upsertEvidence(trx: Transaction<TenantDatabase>, rows: EvidenceRow[]) {
  const existing = await trx
    .selectFrom('inferred_work_relations')
    .select(['id', 'agency_company_id', 'brand_id', 'status'])
    .execute();
  const known = new Map(existing.map((row) => [`${row.agency_company_id}:${row.brand_id}`, row]));
  const manual = new Set(
    rows.length === 0
      ? []
      : (
          await trx
            .selectFrom('work_relations')
            .select(['agency_company_id', 'brand_id'])
            .where('inferred_relation_id', 'is', null)
            .where(
              'brand_id',
              'in',
              rows.map((row) => row.brand_id),
            )
            .execute()
        ).map((row) => `${row.agency_company_id}:${row.brand_id}`),
  );
  const fresh = rows.filter((row) => {
    const key = `${row.agency_company_id}:${row.brand_id}`;
    return known.has(key) || !manual.has(key);
  });
  let proposed = 0;
  for (const row of fresh) if (!known.has(`${row.agency_company_id}:${row.brand_id}`)) proposed++;
  if (fresh.length > 0) {
    await trx
      .insertInto('inferred_work_relations')
      .values(fresh)
      .onConflict((oc) =>
        oc.columns(['agency_company_id', 'brand_id']).doUpdateSet((eb) => ({
          n_ads: eb.ref('excluded.n_ads'),
          reach: eb.ref('excluded.reach'),
          times_shown_lower: eb.ref('excluded.times_shown_lower'),
          times_shown_upper: eb.ref('excluded.times_shown_upper'),
          first_shown: eb.ref('excluded.first_shown'),
          last_shown: eb.ref('excluded.last_shown'),
          payer_names: eb.ref('excluded.payer_names'),
          beneficiary_names: eb.ref('excluded.beneficiary_names'),
          evidence_at: sql<Date>`now()`,
        })),
      )
      .execute();
  }
  const supported = new Set(fresh.map((row) => `${row.agency_company_id}:${row.brand_id}`));
  const withdrawn = existing
    .filter((row) => row.status === 'proposed' && !supported.has(`${row.agency_company_id}:${row.brand_id}`))
    .map((row) => row.id);
  if (withdrawn.length > 0)
    await trx.deleteFrom('inferred_work_relations').where('id', 'in', withdrawn).execute();
  return { proposed, updated: fresh.length - proposed, withdrawn: withdrawn.length };
}

function listColumns(db: Db) {
  return db
    .selectFrom('inferred_work_relations as i')
    .innerJoin('companies as ag', 'ag.id', 'i.agency_company_id')
    .innerJoin('brands as b', 'b.id', 'i.brand_id')
    .leftJoin('companies as owner', 'owner.id', 'b.company_id')
    .leftJoin('work_relations as w', 'w.inferred_relation_id', 'i.id')
    .leftJoin('reference_items as cat', 'cat.id', 'w.category_id')
    .select([
      'i.id',
      'i.agency_company_id',
      'ag.name as agency_name',
      'i.brand_id',
      'b.name as brand_name',
      'owner.id as owner_id',
      'owner.name as owner_name',
      'i.n_ads',
      'i.reach',
      'i.times_shown_lower',
      'i.times_shown_upper',
      'i.first_shown',
      'i.last_shown',
      'i.payer_names',
      'i.beneficiary_names',
      'i.status',
      'cat.id as category_id',
      'cat.label as category_label',
      'i.decided_by',
      'i.decided_at',
    ]);
}
export type InferredRelationRow = NonNullable<Awaited<ReturnType<typeof getInferredRelationRow>>>;

/** One page of the inferences in a status, the strongest evidence first. */
export function findInferredRelationPage(
  db: Db,
  status: InferredRelationStatus,
  page: { offset: number; limit: number },
) {
  return listColumns(db)
    .where('i.status', '=', status)
    .orderBy('i.n_ads', 'desc')
    .orderBy('i.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countInferredRelations(db: Db, status: InferredRelationStatus) {
  const { total } = await db
    .selectFrom('inferred_work_relations')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(total);
}

export function getInferredRelationRow(db: Db, id: number) {
  return listColumns(db).where('i.id', '=', id).executeTakeFirst();
}

/** Locks the inference for a decision, so two editors deciding at once apply one after the other. */
export function lockInferredRelation(trx: Transaction<TenantDatabase>, id: number) {
  return trx
    .selectFrom('inferred_work_relations')
    .select(['id', 'agency_company_id', 'brand_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function setStatus(
  trx: Transaction<TenantDatabase>,
  id: number,
  change: { status: InferredRelationStatus; decided_by: string | null; decided_at: Date | null },
) {
  return trx.updateTable('inferred_work_relations').set(change).where('id', '=', id).execute();
}

/** The agency categories a relation can be confirmed into. */
export function findAgencyCategories(db: Db) {
  return db
    .selectFrom('reference_items')
    .select(['id', 'key', 'label'])
    .where('list', '=', 'agency_category')
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('label')
    .execute();
}

/**
 * The work relation a confirmation creates; undefined when the pair already has a relation in that
 * category (entered by hand meanwhile).
 */
export function insertInferredWorkRelation(
  trx: Transaction<TenantDatabase>,
  relation: {
    brand_id: number;
    agency_company_id: number;
    category_id: number;
    inferred_relation_id: number;
  },
) {
  return trx
    .insertInto('work_relations')
    .values(relation)
    .onConflict((oc) => oc.columns(['brand_id', 'agency_company_id', 'category_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function deleteInferredWorkRelation(trx: Transaction<TenantDatabase>, inferredId: number) {
  return trx.deleteFrom('work_relations').where('inferred_relation_id', '=', inferredId).execute();
}
