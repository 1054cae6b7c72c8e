import {
  IMPORT_ERROR_CODES,
  type ImportDryRun,
  type ImportErrorCode,
  type ImportFile,
  type ImportJob,
  type ImportPreview,
  type ImportRun,
  importFields,
  suggestMapping,
} from '@adatlas/domain/admin';
import type { Databases } from '../../platform/database/databases.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { insertRecordRows, updateRecordRow } from '../admin-records/admin-records.repository.ts';
import { systemColumns } from '../admin-records/record-values.ts';
import { auditedTenantTransaction } from '../audit/audited-transaction.ts';
import {
  finishImportJob,
  getImportJobRow,
  insertImportJob,
  updateImportProgress,
} from './admin-import.repository.ts';
import { importFailure } from './import-failure.ts';
import { readImportFile } from './import-file.ts';
import { type ImportPlan, planImport } from './import-plan.ts';

const PREVIEW_ROWS = 5;

const isImportErrorCode = (code: string | undefined): code is ImportErrorCode =>
  (IMPORT_ERROR_CODES as readonly (string | undefined)[]).includes(code);
const BATCH_SIZE = 500;

export interface AdminImportService {
  preview(ctx: RequestContext, file: ImportFile): Promise<ImportPreview>;
  dryRun(ctx: RequestContext, run: ImportRun): Promise<ImportDryRun>;
  /** Validates, then starts the import as a tracked job; poll `getJob`. */
  commit(ctx: RequestContext, run: ImportRun): Promise<ImportJob>;
  getJob(id: number): Promise<ImportJob>;
  /** Resolves when no import is running (graceful close, tests). */
  idle(): Promise<void>;
}

export function createAdminImportService(deps: {
  databases: Databases;
  log?: { error(obj: unknown, msg: string): void };
}): AdminImportService {
  const { databases } = deps;
  const running = new Set<Promise<void>>();

  const getJob = async (id: number): Promise<ImportJob> => {
    const row = await getImportJobRow(databases.core, id);
    if (!row) throw new AppError('NOT_FOUND', `No import job ${id}`);
    return {
      id: row.id,
      tenant: row.tenant,
      entity: row.entity as ImportJob['entity'],
      fileName: row.file_name,
      status: row.status,
      processed: row.processed,
      total: row.total,
      created: row.created,
      updated: row.updated,
      errors: row.errors.map((error) => ({
        ...error,
        code: isImportErrorCode(error.code) ? error.code : 'UNEXPECTED',
        value: error.value ?? '',
      })),
      createdAt: new Date(row.created_at).toISOString(),
      finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    };
  };

  /** All rows in one transaction: any failure (a constraint found only at insert) undoes them all. */
  const execute = async (ctx: RequestContext, run: ImportRun, plan: ImportPlan, jobId: number) => {
    const actor = { email: ctx.user?.email ?? null, now: ctx.now };
    const counts = await auditedTenantTransaction(databases, ctx, async (trx, audit) => {
      let created = 0;
      let updated = 0;
      for (let start = 0; start < plan.rows.length; start += BATCH_SIZE) {
        const batch = plan.rows.slice(start, start + BATCH_SIZE);
        const inserts = batch.filter((row) => row.matchId === undefined);
        await insertRecordRows(
          trx,
          run.entity,
          inserts.map((row) => ({
            ...row.values,
            ...systemColumns(run.entity, row.values, undefined, actor),
          })),
        );
        for (const row of batch) {
          if (row.matchId === undefined) continue;
          await updateRecordRow(trx, run.entity, row.matchId, {
            ...row.values,
            ...systemColumns(run.entity, {}, undefined, actor),
          });
        }
        created += inserts.length;
        updated += batch.length - inserts.length;
        await updateImportProgress(databases.core, jobId, start + batch.length);
      }
      await audit({
        entity: run.entity,
        entityId: null,
        action: 'import',
        after: { jobId, fileName: run.fileName, created, updated },
      });
      return { created, updated };
    });
    await finishImportJob(
      databases.core,
      jobId,
      { status: 'done', ...counts, processed: plan.rows.length },
      new Date(),
    );
  };

  return {
    async preview(_ctx, file) {
      const rows = await readImportFile(file);
      const header = rows[0] ?? [];
      return {
        header,
        sample: rows.slice(1, 1 + PREVIEW_ROWS),
        totalRows: rows.length - 1,
        fields: importFields(file.entity).map((field) => ({
          key: field.key,
          label: field.label,
          required: field.required === true,
          ...(field.options ? { options: [...field.options] } : {}),
        })),
        suggestedMapping: suggestMapping(file.entity, header),
      };
    },

    async dryRun(ctx, run) {
      const rows = await readImportFile(run);
      const plan = await planImport(ctx.tenantDb.db, run.entity, run.mapping, rows, ctx.now);
      const toUpdate = plan.rows.filter((row) => row.matchId !== undefined).length;
      return {
        totalRows: rows.length - 1,
        validRows: rows.length - 1 - plan.invalidLines,
        invalidRows: plan.invalidLines,
        toCreate: plan.rows.length - toUpdate,
        toUpdate,
        errors: plan.errors,
      };
    },

    async commit(ctx, run) {
      const rows = await readImportFile(run);
      const plan = await planImport(ctx.tenantDb.db, run.entity, run.mapping, rows, ctx.now);
      if (plan.invalidLines > 0) {
        throw new AppError(
          'VALIDATION_ERROR',
          `${plan.invalidLines} rows are invalid; run the dry run and fix them first`,
          plan.errors
            .slice(0, 20)
            .map((error) => ({ path: `line ${error.line}.${error.field}`, message: error.reason })),
        );
      }
      const jobId = await insertImportJob(databases.core, {
        tenant: ctx.tenant,
        entity: run.entity,
        fileName: run.fileName,
        createdBy: ctx.user?.id ?? null,
        total: plan.rows.length,
        now: ctx.now,
      });
      const task = execute(ctx, run, plan, jobId).catch(async (error: unknown) => {
        deps.log?.error({ err: error, jobId }, 'import failed');
        await finishImportJob(
          databases.core,
          jobId,
          { status: 'failed', errors: [importFailure(error, plan)] },
          new Date(),
        );
      });
      running.add(task);
      void task.finally(() => running.delete(task));
      return getJob(jobId);
    },

    getJob,

    async idle() {
      await Promise.all([...running]);
    },
  };
}
