import {
  CompanyExportRequestSchema,
  ContactExportRequestSchema,
  ExportAllowanceSchema,
  exportLanguage,
  WorkRelationExportRequestSchema,
  XLSX_CONTENT_TYPE,
} from '@adatlas/domain/exports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope, SESSION } from '../../platform/http/route-policy.ts';
import type { ExportAllowanceService } from './export-allowance.service.ts';
import type { ExportFile, ExportsService } from './exports.service.ts';

export interface ExportRoutesOptions {
  exports: ExportsService;
  allowance: ExportAllowanceService;
}

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}

export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (app, options) => {
  app.post(
    '/company/export',
    {
      config: { auth: requireScope('company') },
      schema: {
        tags: ['exports'],
        summary: 'The company search as company-list.xlsx (allowance-checked for customers)',
        body: CompanyExportRequestSchema,
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await options.exports.exportCompanies(
          request.ctx,
          request.body,
          exportLanguage(request.headers['accept-language']),
        ),
      ),
  );
  app.post(
    '/contact/export',
    {
      config: { auth: requireScope('contact') },
      schema: {
        tags: ['exports'],
        summary: 'The contact search as contact-list.xlsx (allowance-checked for customers)',
        body: ContactExportRequestSchema,
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await options.exports.exportContacts(
          request.ctx,
          request.body,
          exportLanguage(request.headers['accept-language']),
        ),
      ),
  );
  app.post(
    '/clc/export',
    {
      config: { auth: requireScope('p_workingRelationsExport:any') },
      schema: {
        tags: ['exports'],
        summary: 'The work-relation search as work-relations.xlsx',
        body: WorkRelationExportRequestSchema,
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await options.exports.exportWorkRelations(
          request.ctx,
          request.body,
          exportLanguage(request.headers['accept-language']),
        ),
      ),
  );
  app.get(
    '/exports/allowance',
    {
      config: { auth: SESSION },
      schema: {
        tags: ['exports'],
        summary: 'What the caller may still export in this country (null: no limit, admins)',
        response: { 200: ExportAllowanceSchema },
      },
    },
    async (request) => options.allowance.getAllowance(request.ctx),
  );
};
