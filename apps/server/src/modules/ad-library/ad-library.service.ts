import type { Readable } from 'node:stream';
import {
  AD_LIBRARY_RUNS_PAGE_SIZE,
  type AdLibraryRun,
  type AdLibraryRunDetail,
  type AdLibraryRuns,
  adLibraryRegion,
} from '@adatlas/domain/ad-library-ingestion';
import type { TenantDb } from '../../platform/database/databases.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findRunRows, finishRun, getRunRow, insertRun, type RunRow } from './ad-library.repository.ts';
import { importGoogleCsv } from './google-csv-import.ts';
import type { MetaIngestion } from './meta-ingestion.ts';

export interface AdLibraryService {
  findRuns(ctx: RequestContext): Promise<AdLibraryRuns>;
  getRun(ctx: RequestContext, id: number): Promise<AdLibraryRunDetail>;
  /** Starts a Meta run for the chosen country in the background; answers it once its row exists. */
  startMetaRun(ctx: RequestContext): Promise<AdLibraryRunDetail>;
  /** Reads a Google creative-stats CSV from the request body; all rows or none. */
  importGoogleCsv(
    ctx: RequestContext,
    file: { fileName: string; body: Readable },
  ): Promise<AdLibraryRunDetail>;
  /** Resolves when no run started here is still going (graceful close, tests). */
  idle(): Promise<void>;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRun(row: NonNullable<RunRow> | Awaited<ReturnType<typeof findRunRows>>[number]): AdLibraryRun {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    region: row.region,
    since: row.since,
    fileName: row.file_name,
    fileBytes: row.file_bytes,
    pages: row.pages,
    ads: row.ads,
    rowsRead: row.rows_read,
    errors: row.errors,
    message: row.message,
    startedBy: row.started_by,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: iso(row.finished_at),
  };
}

async function runDetail(tenantDb: TenantDb, id: number): Promise<AdLibraryRunDetail> {
  const row = await getRunRow(tenantDb.db, id);
  if (!row) throw new AppError('NOT_FOUND', `No ad-library run ${id}`);
  return { ...toRun(row), errorReport: row.error_report };
}

export function createAdLibraryService(deps: {
  meta: MetaIngestion;
  /**
   * Called after an import that loaded its file, in the background (the upload answers first):
   * the new ads' advertisers are matched and linked.
   */
  afterRun?: (tenantDb: TenantDb) => Promise<unknown>;
  log?: { warn(obj: unknown, msg: string): void };
}): AdLibraryService {
  const running = new Set<Promise<unknown>>();
  const track = <T>(task: Promise<T>) => {
    running.add(task);
    void task.finally(() => running.delete(task)).catch(() => undefined);
    return task;
  };

  return {
    async findRuns(ctx) {
      const rows = await findRunRows(ctx.tenantDb.db, AD_LIBRARY_RUNS_PAGE_SIZE);
      return { metaEnabled: deps.meta.enabled, region: adLibraryRegion(ctx.tenant), runs: rows.map(toRun) };
    },

    getRun: (ctx, id) => runDetail(ctx.tenantDb, id),

    async startMetaRun(ctx) {
      if (!deps.meta.enabled) {
        throw new AppError(
          'CONFLICT',
          'The Meta Ad Library adapter is off: set META_ADLIB_TOKEN to turn it on',
        );
      }
      const started = new Promise<number | null>((resolve) => {
        const task = deps.meta.run(ctx.tenant, { startedBy: ctx.user?.id ?? null, onStarted: resolve });
        // Busy (another process runs this country) or disabled: no row was written.
        void track(task).then(
          () => resolve(null),
          () => resolve(null),
        );
      });
      const runId = await started;
      if (runId === null)
        throw new AppError('CONFLICT', 'A Meta ingestion of this country is already running');
      return runDetail(ctx.tenantDb, runId);
    },

    async importGoogleCsv(ctx, file) {
      const tenantDb = ctx.tenantDb;
      const region = adLibraryRegion(ctx.tenant);
      const runId = await insertRun(tenantDb.db, {
        source: 'GOOGLE',
        region,
        fileName: file.fileName,
        startedBy: ctx.user?.id ?? null,
      });
      const outcome = await track(importGoogleCsv(tenantDb, { runId, region, body: file.body })).catch(
        async (error: unknown) => {
          await finishRun(tenantDb.db, runId, {
            status: 'failed',
            message: 'The import failed unexpectedly',
          });
          throw error;
        },
      );
      const failed = outcome.fatal !== null || outcome.badLines > 0;
      const message = outcome.fatal
        ? outcome.fatal
        : failed
          ? `${outcome.badLines} bad line(s): nothing was loaded`
          : `${outcome.loaded} ad(s) loaded${outcome.otherRegions > 0 ? `; ${outcome.otherRegions} line(s) of other regions left out` : ''}`;
      await finishRun(tenantDb.db, runId, {
        status: failed ? 'failed' : 'done',
        message,
        errors: outcome.badLines + (outcome.fatal ? 1 : 0),
        errorReport:
          outcome.fatal && outcome.problems.length === 0
            ? [{ line: 1, message: outcome.fatal }]
            : outcome.problems,
        ads: outcome.loaded,
        rowsRead: outcome.rowsRead,
        fileBytes: outcome.bytes,
      });
      if (failed) {
        throw new AppError(
          'VALIDATION_ERROR',
          `${message} (run ${runId})`,
          (outcome.problems.length > 0 ? outcome.problems : [{ line: 1, message: outcome.fatal ?? message }])
            .slice(0, 20)
            .map((problem) => ({ path: `line ${problem.line}`, message: problem.message })),
        );
      }
      if (deps.afterRun) {
        void track(deps.afterRun(tenantDb)).catch((error: unknown) => {
          deps.log?.warn(
            { tenant: ctx.tenant, runId, err: error },
            'Ad-library matching after an import failed',
          );
        });
      }
      return runDetail(tenantDb, runId);
    },

    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
