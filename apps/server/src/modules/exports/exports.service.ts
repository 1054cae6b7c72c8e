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
import type { Compilable } from 'kysely';
import { createClientKysely } from '../../platform/database/connection.ts';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import type { RecordSearches } from '../search/record-searches.ts';
import { getOwnTag } from '../tags/tags.repository.ts';
import type { ExportAllowanceService } from './export-allowance.service.ts';
import { COMPANY_COLUMNS, CONTACT_COLUMNS, WORK_RELATION_COLUMNS } from './export-columns.ts';
import { copyRows } from './export-copy.ts';
import { countRows } from './export-cursor.ts';
import { taggedCompanyExportQuery, taggedContactExportQuery } from './exports.repository.ts';
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
  searches: RecordSearches;
  entitlements: Entitlements;
  log: { error(payload: object, message: string): void };
}

interface ExportJob<Row> {
  kind: ExportKind;
  language: Language;
  columns: readonly ExportColumn<Row>[];
  /** The download's name when it is not the list's (EXPORT_FILE_NAMES). */
  fileName?: string;
  /** Builds the query on the export's snapshot transaction. */
  query(tenantDb: TenantDb): Compilable<Row> | Promise<Compilable<Row>>;
}

export function createExportsService({
  allowance,
  searches,
  entitlements,
  log,
}: ExportsServiceOptions): ExportsService {
  /**
   * Counts and reads in one read-only snapshot (a replica's when the request may read from one), so
   * the file holds exactly the rows that were checked against the allowance. Returns once
   * authorised; the rows then stream in the background through COPY on the snapshot's connection
   * (`export-copy.ts`).
   */
  function run<Row>(ctx: RequestContext, job: ExportJob<Row>): Promise<ExportFile> {
    return new Promise((answer, refuse) => {
      ctx.tenantDb
        .withReadSnapshot(async (client) => {
          const snapshot = createClientKysely<TenantDatabase>(client).withSchema(ctx.tenantDb.schema);
          const query = await job.query({ ...ctx.tenantDb, db: snapshot });
          const grant = await allowance.authorize(ctx, job.kind, await countRows(snapshot, query));
          let written = 0;
          const xlsx = createXlsxStream<Row>({
            sheetName: job.kind,
            language: job.language,
            columns: job.columns,
            beforeEnd: () => grant.complete(written),
          });
          answer({ fileName: job.fileName ?? EXPORT_FILE_NAMES[job.kind], stream: xlsx.output });
          try {
            for await (const rows of copyRows(client, query)) {
              if (xlsx.output.destroyed) throw new Error('export aborted by the client');
              await xlsx.writeRows(rows);
              written += rows.length;
            }
            await xlsx.finish();
          } catch (error) {
            log.error(
              { err: error, requestId: ctx.requestId, kind: job.kind },
              'export stopped; nothing consumed',
            );
            xlsx.output.destroy();
            await grant.release().catch(() => undefined);
            // Thrown on: the connection, perhaps still inside its COPY, is closed.
            throw error;
          }
        })
        // Before the answer: the refusal (no allowance, too many rows); after it, already logged.
        .catch(refuse);
    });
  }

  /** Another user's tag is answered exactly like a missing one. */
  async function requireOwnTag(ctx: RequestContext, tagId: number) {
    const tag = await getOwnTag(ctx.tenantDb.db, requireUser(ctx).id, tagId);
    if (!tag) throw new AppError('NOT_FOUND', `Tag ${tagId} not found`);
    return tag;
  }

  return {
    async exportCompanies(ctx, request, language) {
      const search = await searches.company(ctx, request);
      return run(ctx, {
        kind: 'companies',
        language,
        columns: COMPANY_COLUMNS,
        query: (tenantDb) => search.exportRows(tenantDb),
      });
    },

    async exportContacts(ctx, request, language) {
      const search = await searches.contact(ctx, request);
      return run(ctx, {
        kind: 'contacts',
        language,
        columns: CONTACT_COLUMNS,
        query: (tenantDb) => search.exportRows(tenantDb),
      });
    },

    async exportWorkRelations(ctx, request, language) {
      const search = await searches.workRelation(ctx, request);
      return run(ctx, {
        kind: 'work-relations',
        language,
        columns: WORK_RELATION_COLUMNS,
        query: (tenantDb) => search.exportRows(tenantDb),
      });
    },

    async exportTagCompanies(ctx, tagId, language) {
      await entitlements.assertMayRead(ctx, 'company');
      const tag = await requireOwnTag(ctx, tagId);
      return run(ctx, {
        kind: 'companies',
        language,
        columns: COMPANY_COLUMNS,
        fileName: tagCompaniesFileName(tag.name),
        query: ({ db }) => taggedCompanyExportQuery(db, tagId),
      });
    },

    async exportTagContacts(ctx, tagId, language) {
      await entitlements.assertMayRead(ctx, 'contact');
      await requireOwnTag(ctx, tagId);
      return run(ctx, {
        kind: 'contacts',
        language,
        columns: CONTACT_COLUMNS,
        fileName: TAG_CONTACTS_FILE_NAME,
        query: ({ db }) => taggedContactExportQuery(db, tagId),
      });
    },
  };
}
