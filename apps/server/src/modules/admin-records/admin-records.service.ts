import { checkRecordBody, type RecordEntity, type RecordValues } from '@adatlas/domain/admin';
import type { PageInfo } from '@adatlas/domain/common';
import type { Databases } from '../../platform/database/databases.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { auditedTenantTransaction } from '../audit/audited-transaction.ts';
import * as repo from './admin-records.repository.ts';
import { constraintError, systemColumns, toRecordValues } from './record-values.ts';

const PAGE_SIZE = 20;

/** The values to write, or a VALIDATION_ERROR naming each refused field and why; nothing is written. */
function valuesToWrite(
  ctx: RequestContext,
  entity: RecordEntity,
  mode: 'create' | 'update',
  body: RecordValues,
) {
  const checked = checkRecordBody(entity, mode, body, ctx.now);
  if (checked.success) return checked.data;
  const listed = checked.fields.map((field) => `${field.key} ${field.message}`).join('; ');
  throw new AppError(
    'VALIDATION_ERROR',
    `Invalid ${entity} fields: ${listed}`,
    checked.fields.map((field) => ({ path: `body.${field.key}`, message: field.message })),
  );
}

export interface AdminRecordsService {
  findRecords(
    ctx: RequestContext,
    entity: RecordEntity,
    query: { q?: string; page: number },
  ): Promise<{ data: RecordValues[]; pageInfo: PageInfo }>;
  getRecord(ctx: RequestContext, entity: RecordEntity, id: number): Promise<RecordValues>;
  createRecord(ctx: RequestContext, entity: RecordEntity, body: RecordValues): Promise<RecordValues>;
  updateRecord(
    ctx: RequestContext,
    entity: RecordEntity,
    id: number,
    body: RecordValues,
  ): Promise<RecordValues>;
  deleteRecord(ctx: RequestContext, entity: RecordEntity, id: number): Promise<void>;
  /** "Mark as verified": the record was checked and is right; only its verification date moves. */
  verifyRecord(ctx: RequestContext, entity: 'companies' | 'contacts', id: number): Promise<RecordValues>;
}

/** Back-office editing of tenant records, each change audited in its own transaction. */
export function createAdminRecordsService(databases: Databases): AdminRecordsService {
  const actorOf = (ctx: RequestContext) => ({ email: ctx.user?.email ?? null, now: ctx.now });
  const missing = (entity: RecordEntity, id: number) => new AppError('NOT_FOUND', `No ${entity} ${id}`);

  return {
    async findRecords(ctx, entity, query) {
      const { rows, total } = await repo.findRecordRows(ctx.tenantDb.db, entity, {
        q: query.q,
        limit: PAGE_SIZE,
        offset: (query.page - 1) * PAGE_SIZE,
      });
      return {
        data: rows.map(toRecordValues),
        pageInfo: { currentPage: query.page, totalPages: Math.ceil(total / PAGE_SIZE), totalResults: total },
      };
    },

    async getRecord(ctx, entity, id) {
      const row = await repo.getRecordRow(ctx.tenantDb.db, entity, id);
      if (!row) throw missing(entity, id);
      return toRecordValues(row);
    },

    async createRecord(ctx, entity, body) {
      const values = valuesToWrite(ctx, entity, 'create', body);
      return auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        const id = await repo
          .insertRecordRow(trx, entity, {
            ...values,
            ...systemColumns(entity, values, undefined, actorOf(ctx)),
          })
          .catch((error: unknown) => constraintError(error, 'write'));
        const after = toRecordValues((await repo.getRecordRow(trx, entity, id)) ?? {});
        await audit({ entity, entityId: id, action: 'create', after });
        return after;
      });
    },

    async updateRecord(ctx, entity, id, body) {
      const changes = valuesToWrite(ctx, entity, 'update', body);
      return auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        const before = await repo.getRecordRow(trx, entity, id, true);
        if (!before) throw missing(entity, id);
        await repo
          .updateRecordRow(trx, entity, id, {
            ...changes,
            ...systemColumns(entity, changes, before, actorOf(ctx)),
          })
          .catch((error: unknown) => constraintError(error, 'write'));
        const after = toRecordValues((await repo.getRecordRow(trx, entity, id)) ?? {});
        await audit({ entity, entityId: id, action: 'update', before: toRecordValues(before), after });
        return after;
      });
    },

    async verifyRecord(ctx, entity, id) {
      return auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        const before = await repo.getRecordRow(trx, entity, id, true);
        if (!before) throw missing(entity, id);
        await repo.updateRecordRow(trx, entity, id, { verified_at: ctx.now });
        const after = toRecordValues((await repo.getRecordRow(trx, entity, id)) ?? {});
        await audit({
          entity,
          entityId: id,
          action: 'verify',
          after: { verified_at: ctx.now.toISOString() },
        });
        return after;
      });
    },

    async deleteRecord(ctx, entity, id) {
      await auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        const before = await repo.getRecordRow(trx, entity, id, true);
        if (!before) throw missing(entity, id);
        await repo
          .deleteRecordRow(trx, entity, id)
          .catch((error: unknown) => constraintError(error, 'delete'));
        await audit({ entity, entityId: id, action: 'delete', before: toRecordValues(before) });
      });
    },
  };
}
