import { IdParamsSchema } from '@adatlas/domain/common';
import {
  CompanyExportRequestSchema,
  ContactExportRequestSchema,
  ExportAllowanceSchema,
  exportLanguage,
  TAG_CONTACTS_FILE_NAME,
  WORK_RELATIONS_EXPORT_SCOPE,
  WorkRelationExportRequestSchema,
  XLSX_CONTENT_TYPE,
} from '@adatlas/domain/exports';
import type { Language } from '@adatlas/domain/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope, SESSION } from '../../platform/http/route-policy.ts';
import type { ExportAllowanceService } from './export-allowance.service.ts';
import type { ExportFile, ExportsService } from './exports.service.ts';

export interface ExportRoutesOptions {
  exports: ExportsService;
  allowance: ExportAllowanceService;
}

/**
 * RFC 6266: a plain quoted name every client reads, plus the UTF-8 `filename*` when the name has
 * characters the plain form cannot carry (a tag named "Città").
 */
export function attachmentHeader(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (plain === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

/** What every export route shares: the file in the caller's language, sent as an attachment. */
async function sendExport(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: (language: Language) => Promise<ExportFile>,
) {
  const file = await produce(exportLanguage(request.headers['accept-language']));
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.stream);
}

const fileSchema = (summary: string) => ({ tags: ['exports'], summary, produces: [XLSX_CONTENT_TYPE] });

export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (app, options) => {
  const { exports } = options;

  app.post(
    '/company/export',
    {
      config: { auth: requireScope('company'), changesState: true, replicaReads: true },
      schema: {
        ...fileSchema('The company search as company-list.xlsx (allowance-checked for customers)'),
        body: CompanyExportRequestSchema,
      },
    },
    (request, reply) =>
      sendExport(request, reply, (language) => exports.exportCompanies(request.ctx, request.body, language)),
  );
  app.post(
    '/contact/export',
    {
      config: { auth: requireScope('contact'), changesState: true, replicaReads: true },
      schema: {
        ...fileSchema('The contact search as contact-list.xlsx (allowance-checked for customers)'),
        body: ContactExportRequestSchema,
      },
    },
    (request, reply) =>
      sendExport(request, reply, (language) => exports.exportContacts(request.ctx, request.body, language)),
  );
  app.post(
    '/clc/export',
    {
      config: { auth: requireScope(WORK_RELATIONS_EXPORT_SCOPE), changesState: true, replicaReads: true },
      schema: {
        ...fileSchema('The work-relation search as work-relations.xlsx'),
        body: WorkRelationExportRequestSchema,
      },
    },
    (request, reply) =>
      sendExport(request, reply, (language) =>
        exports.exportWorkRelations(request.ctx, request.body, language),
      ),
  );
  app.get(
    '/tag/:id/companies/export',
    {
      // A download counts against the export allowance: a write, though a GET.
      config: { auth: requireScope('favourites'), changesState: true, replicaReads: true },
      schema: {
        ...fileSchema(
          "Your tag's companies as tag_{name}_companies.xlsx (company allowance; another user's tag: 404)",
        ),
        params: IdParamsSchema,
      },
    },
    (request, reply) =>
      sendExport(request, reply, (language) =>
        exports.exportTagCompanies(request.ctx, request.params.id, language),
      ),
  );
  app.get(
    '/tag/:id/contacts/export',
    {
      // A download counts against the export allowance: a write, though a GET.
      config: { auth: requireScope('favourites'), changesState: true, replicaReads: true },
      schema: {
        ...fileSchema(
          `Your tag's contacts as ${TAG_CONTACTS_FILE_NAME} (contact allowance; another user's tag: 404)`,
        ),
        params: IdParamsSchema,
      },
    },
    (request, reply) =>
      sendExport(request, reply, (language) =>
        exports.exportTagContacts(request.ctx, request.params.id, language),
      ),
  );
  app.get(
    '/exports/allowance',
    {
      config: { auth: SESSION, changesState: false },
      schema: {
        tags: ['exports'],
        summary: 'What the caller may still export in this country (null: no limit, admins)',
        response: { 200: ExportAllowanceSchema },
      },
    },
    async (request) => options.allowance.getAllowance(request.ctx),
  );
};
