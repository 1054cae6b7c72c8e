import type { AdLibraryRunProblem, AdLibrarySource } from '@adatlas/domain/ad-library-ingestion';
import { AD_LIBRARY_ERROR_REPORT_MAX } from '@adatlas/domain/ad-library-ingestion';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase> | Transaction<TenantDatabase>;

/**
 * One ad as the staging table keeps it (`raw` is the record as the source sent it); the source, the
 * run and the time are set on the way in.
 */
export type StagedAd = Omit<
  Selectable<TenantDatabase['ad_library_ads']>,
  'source' | 'run_id' | 'ingested_at'
>;

const RUN_COLUMNS = [
  'id',
  'source',
  'status',
  'region',
  'since',
  'cursor',
  'file_name',
  'file_bytes',
  'pages',
  'ads',
  'rows_read',
  'errors',
  'message',
  'started_by',
  'started_at',
  'finished_at',
  'max_delivery_start',
] as const;

export type RunRow = Awaited<ReturnType<typeof getRunRow>>;

export async function insertRun(
  db: Db,
  run: {
    source: AdLibrarySource;
    region: string;
    since?: string | null;
    fileName?: string | null;
    startedBy: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('ad_library_runs')
    .values({
      source: run.source,
      region: run.region,
      since: run.since ?? null,
      file_name: run.fileName ?? null,
      started_by: run.startedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function getRunRow(db: Db, id: number) {
  return db
    .selectFrom('ad_library_runs')
    .select([...RUN_COLUMNS, 'error_report'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findRunRows(db: Db, limit: number) {
  return db
    .selectFrom('ad_library_runs')
    .select(RUN_COLUMNS)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The latest run of a source still marked running: the one a crash left behind, or one under way. */
export async function findRunningRun(db: Db, source: AdLibrarySource, region: string) {
  return db
    .selectFrom('ad_library_runs')
    .select(RUN_COLUMNS)
    .where('source', '=', source)
    .where('region', '=', region)
    .where('status', '=', 'running')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Where the next incremental Meta read starts: the latest done run's latest delivery start. */
export async function lastDoneDeliveryStart(db: Db, region: string): Promise<string | null> {
  const row = await db
    .selectFrom('ad_library_runs')
    .select('max_delivery_start')
    .where('source', '=', 'META')
    .where('region', '=', region)
    .where('status', '=', 'done')
    .where('max_delivery_start', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.max_delivery_start ?? null;
}

/**
 * Inserts or replaces ads by (source, ad id): reading the same ad again (a rerun, a resumed page)
 * updates it, never duplicates it. Rows must have distinct ad ids.
 */
export async function upsertAds(db: Db, source: AdLibrarySource, runId: number, ads: readonly StagedAd[]) {
  if (ads.length === 0) return;
  await db
    .insertInto('ad_library_ads')
    .values(ads.map((ad) => ({ ...ad, source, run_id: runId, raw: JSON.stringify(ad.raw) })))
    .onConflict((oc) =>
      oc.columns(['source', 'ad_id']).doUpdateSet((eb) => ({
        advertiser_id: eb.ref('excluded.advertiser_id'),
        advertiser_name: eb.ref('excluded.advertiser_name'),
        payer: eb.ref('excluded.payer'),
        beneficiary: eb.ref('excluded.beneficiary'),
        region: eb.ref('excluded.region'),
        first_shown: eb.ref('excluded.first_shown'),
        last_shown: eb.ref('excluded.last_shown'),
        eu_total_reach: eb.ref('excluded.eu_total_reach'),
        times_shown_lower: eb.ref('excluded.times_shown_lower'),
        times_shown_upper: eb.ref('excluded.times_shown_upper'),
        snapshot_url: eb.ref('excluded.snapshot_url'),
        raw: eb.ref('excluded.raw'),
        run_id: eb.ref('excluded.run_id'),
        ingested_at: sql`now()`,
      })),
    )
    .execute();
}

/** A Meta page committed with its ads: the run moves on to the next cursor in the same transaction. */
export async function recordPage(
  db: Db,
  runId: number,
  page: { cursor: string | null; ads: number; maxDeliveryStart: string | null },
) {
  await db
    .updateTable('ad_library_runs')
    .set((eb) => ({
      cursor: page.cursor,
      pages: eb('pages', '+', 1),
      ads: eb('ads', '+', page.ads),
      rows_read: eb('rows_read', '+', page.ads),
      max_delivery_start: page.maxDeliveryStart
        ? sql<string>`greatest(max_delivery_start, ${page.maxDeliveryStart}::date)`
        : eb.ref('max_delivery_start'),
    }))
    .where('id', '=', runId)
    .execute();
}

export async function recordProgress(db: Db, runId: number, progress: { rowsRead: number; bytes: number }) {
  await db
    .updateTable('ad_library_runs')
    .set({ rows_read: progress.rowsRead, file_bytes: progress.bytes })
    .where('id', '=', runId)
    .execute();
}

export async function finishRun(
  db: Db,
  runId: number,
  outcome: {
    status: 'done' | 'failed';
    message: string | null;
    errors?: number;
    errorReport?: readonly AdLibraryRunProblem[];
    ads?: number;
    rowsRead?: number;
    fileBytes?: number;
    pages?: number;
  },
) {
  await db
    .updateTable('ad_library_runs')
    .set({
      status: outcome.status,
      message: outcome.message,
      finished_at: new Date(),
      ...(outcome.errors !== undefined && { errors: outcome.errors }),
      ...(outcome.errorReport !== undefined && {
        error_report: JSON.stringify(outcome.errorReport.slice(0, AD_LIBRARY_ERROR_REPORT_MAX)),
      }),
      ...(outcome.ads !== undefined && { ads: outcome.ads }),
      ...(outcome.rowsRead !== undefined && { rows_read: outcome.rowsRead }),
      ...(outcome.fileBytes !== undefined && { file_bytes: outcome.fileBytes }),
      ...(outcome.pages !== undefined && { pages: outcome.pages }),
    })
    .where('id', '=', runId)
    .execute();
}

/**
 * Holds a session-level advisory lock for one (source, region) while `work` runs, on a connection
 * of its own: a crashed process loses its connection and so its lock, which tells the next run that
 * a run still marked running was orphaned. Answers null when another process holds it.
 */
export async function withIngestionLock<T>(
  tenantDb: TenantDb,
  key: string,
  work: () => Promise<T>,
): Promise<{ value: T } | null> {
  const lockKey = `adatlas:ad-library:${tenantDb.schema}:${key}`;
  return tenantDb.withConnection(async (client) => {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [lockKey],
    );
    if (!rows[0]?.locked) return null;
    try {
      return { value: await work() };
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockKey]);
    }
  });
}
