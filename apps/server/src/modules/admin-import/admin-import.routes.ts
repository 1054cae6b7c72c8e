import {
  IMPORT_MAX_FILE_BYTES,
  ImportDryRunResponseSchema,
  ImportFileSchema,
  ImportJobResponseSchema,
  ImportPreviewResponseSchema,
  ImportRunSchema,
} from '@adatlas/domain/admin';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { AdminImportService } from './admin-import.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const config = { auth: ADMIN };
/** Base64 grows a file by 4/3; leave room for the JSON around it. */
const bodyLimit = Math.ceil((IMPORT_MAX_FILE_BYTES * 4) / 3) + 64 * 1024;

/** Bulk import of companies, contacts or brands: preview, dry run, then a tracked commit. */
export const adminImportRoutes: FastifyPluginAsyncZod<{ imports: AdminImportService }> = async (
  app,
  { imports },
) => {
  app.post(
    '/admin/import/preview',
    {
      config: { ...config, changesState: true, uploadsFile: true },
      bodyLimit,
      schema: {
        tags,
        security,
        summary: 'The header, a sample and a suggested column mapping of a CSV or XLSX file',
        body: ImportFileSchema,
        response: { 200: ImportPreviewResponseSchema },
      },
    },
    async (request) => ({ data: await imports.preview(request.ctx, request.body) }),
  );
  app.post(
    '/admin/import/dry-run',
    {
      config: { ...config, changesState: true, uploadsFile: true },
      bodyLimit,
      schema: {
        tags,
        security,
        summary: 'Every row checked through the mapping, with a reason per error; nothing is written',
        body: ImportRunSchema,
        response: { 200: ImportDryRunResponseSchema },
      },
    },
    async (request) => ({ data: await imports.dryRun(request.ctx, request.body) }),
  );
  app.post(
    '/admin/import/commit',
    {
      config: { ...config, changesState: true, uploadsFile: true },
      bodyLimit,
      schema: {
        tags,
        security,
        summary: 'Start the import (all rows or none) as a job; poll GET /admin/import/jobs/:id',
        body: ImportRunSchema,
        response: { 202: ImportJobResponseSchema },
      },
    },
    async (request, reply) => reply.code(202).send({ data: await imports.commit(request.ctx, request.body) }),
  );
  app.get(
    '/admin/import/jobs/:id',
    {
      config: { ...config, changesState: false },
      schema: {
        tags,
        security,
        summary: 'Progress of an import job',
        params: IdParamsSchema,
        response: { 200: ImportJobResponseSchema },
      },
    },
    async (request) => ({ data: await imports.getJob(request.params.id) }),
  );
};
