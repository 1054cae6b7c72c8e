import type { Readable } from 'node:stream';
import {
  type CompanyExportRequest,
  type ContactExportRequest,
  EXPORT_FILE_NAMES,
  type ExportKind,
  TAG_CONTACTS_FILE_NAME,
  tagCompaniesFileName,
  type WorkRelationExportRequest,
} from '@adatlas/domain/exports';
import type { Language } from '@adatlas/domain/languages';
import type { Compilable, Kysely } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import { assertFiltersAvailable, expandCompanyTreeFilters } from '../companies/companies.service.ts';
import { toContactQuery } from '../contacts/contacts.service.ts';
import { getOwnTag } from '../tags/tags.repository.ts';
import { assertWorkRelationFiltersAvailable } from '../work-relations/work-relations.service.ts';
import type { ExportAllowanceService, ExportGrant } from './export-allowance.service.ts';
import { COMPANY_COLUMNS, CONTACT_COLUMNS, WORK_RELATION_COLUMNS } from './export-columns.ts';
import { countRows, readInBatches } from './export-cursor.ts';
import {
  companyExportQuery,
  contactExportQuery,
  taggedCompanyExportQuery,
  taggedContactExportQuery,
  workRelationExportQuery,
} from './exports.repository.ts';
import { createXlsxStream, type ExportColumn } from './xlsx-stream.ts';

export interface ExportFile {
  fileName: string;
  stream: Readable;
}

export interface ExportsService {
  exportCompanies(
    ctx: RequestContext,
    request: CompanyExportRequest,
    language: Language,
  ): Promise<ExportFile>;
  exportContacts(ctx: RequestContext, request: ContactExportRequest, language: Language): Promise<ExportFile>;
  exportWorkRelations(
    ctx: RequestContext,
    request: WorkRelationExportRequest,
    language: Language,
  ): Promise<ExportFile>;
  /** The companies of one of the caller's tags; counted against the company allowance. */
  exportTagCompanies(ctx: RequestContext, tagId: number, language: Language): Promise<ExportFile>;
  /** The contacts of one of the caller's tags; counted against the contact allowance. */
  exportTagContacts(ctx: RequestContext, tagId: number, language: Language): Promise<ExportFile>;
}

export interface ExportsServiceOptions {
  allowance: ExportAllowanceService;
  log: { error(payload: object, message: string): void };
}

interface ExportJob<Row> {
  kind: ExportKind;
  language: Language;
  columns: readonly ExportColumn<Row>[];
  /** The download's name when it is not the list's (EXPORT_FILE_NAMES). */
  fileName?: string;
  /** Builds the query on the export's snapshot transaction. */
  query(db: Kysely<TenantDatabase>): Compilable<Row>;
}

export function createExportsService({ allowance, log }: ExportsServiceOptions): ExportsService {
  /**
   * Counts and reads in one repeatable-read snapshot, so the file holds exactly the rows that were
   * checked against the allowance. Returns once authorised; the rows then stream in the background.
   */
  async function run<Row>(ctx: RequestContext, job: ExportJob<Row>): Promise<ExportFile> {
    const snapshot = await ctx.tenantDb.db
      .startTransaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute();
    let grant: ExportGrant;
    let query: Compilable<Row>;
    try {
      query = job.query(snapshot);
      grant = await allowance.authorize(ctx, job.kind, await countRows(snapshot, query));
    } catch (error) {
      await snapshot.rollback().execute();
      throw error;
    }
    let written = 0;
    const xlsx = createXlsxStream<Row>({
      sheetName: job.kind,
      language: job.language,
      columns: job.columns,
      beforeEnd: async () => {
        await snapshot.commit().execute();
        await grant.complete(written);
      },
    });
    const stream = async () => {
      for await (const rows of readInBatches(snapshot, query)) {
        if (xlsx.output.destroyed) throw new Error('export aborted by the client');
        await xlsx.writeRows(rows);
        written += rows.length;
      }
      await xlsx.finish();
    };
    stream().catch(async (error: unknown) => {
      log.error({ err: error, requestId: ctx.requestId, kind: job.kind }, 'export stopped; nothing consumed');
      xlsx.output.destroy();
      await Promise.allSettled([snapshot.rollback().execute(), grant.release()]);
    });
    return { fileName: job.fileName ?? EXPORT_FILE_NAMES[job.kind], stream: xlsx.output };
  }

  /** Another user's tag is answered exactly like a missing one. */
  async function requireOwnTag(ctx: RequestContext, tagId: number) {
    const tag = await getOwnTag(ctx.tenantDb.db, requireUser(ctx).id, tagId);
    if (!tag) throw new AppError('NOT_FOUND', `Tag ${tagId} not found`);
    return tag;
  }

  return {
    async exportCompanies(ctx, request, language) {
      const { sort_key, sort_direction, pageNum: _page, limit: _limit, ...filters } = request;
      assertFiltersAvailable(ctx, filters);
      const expanded = await expandCompanyTreeFilters(ctx.tenantDb.db, filters);
      return run(ctx, {
        kind: 'companies',
        language,
        columns: COMPANY_COLUMNS,
        query: (db) => companyExportQuery(db, expanded, { key: sort_key, direction: sort_direction }),
      });
    },

    async exportContacts(ctx, request, language) {
      const contactQuery = await toContactQuery(ctx, request);
      return run(ctx, {
        kind: 'contacts',
        language,
        columns: CONTACT_COLUMNS,
        query: (db) =>
          contactExportQuery(db, contactQuery, { key: request.sort_key, direction: request.sort_direction }),
      });
    },

    async exportWorkRelations(ctx, request, language) {
      assertWorkRelationFiltersAvailable(ctx, request);
      return run(ctx, {
        kind: 'work-relations',
        language,
        columns: WORK_RELATION_COLUMNS,
        query: (db) => workRelationExportQuery({ ...ctx.tenantDb, db }, request),
      });
    },

    async exportTagCompanies(ctx, tagId, language) {
      const tag = await requireOwnTag(ctx, tagId);
      return run(ctx, {
        kind: 'companies',
        language,
        columns: COMPANY_COLUMNS,
        fileName: tagCompaniesFileName(tag.name),
        query: (db) => taggedCompanyExportQuery(db, tagId),
      });
    },

    async exportTagContacts(ctx, tagId, language) {
      await requireOwnTag(ctx, tagId);
      return run(ctx, {
        kind: 'contacts',
        language,
        columns: CONTACT_COLUMNS,
        fileName: TAG_CONTACTS_FILE_NAME,
        query: (db) => taggedContactExportQuery(db, tagId),
      });
    },
  };
}
