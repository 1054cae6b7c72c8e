import { Readable } from 'node:stream';
import {
  AdLibraryRunResponseSchema,
  AdLibraryRunsResponseSchema,
  GoogleImportQuerySchema,
} from '@adatlas/domain/ad-library-ingestion';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { AdLibraryService } from './ad-library.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Ad-library ingestion in the back office: the runs, a Meta run now, a Google export upload. */
export const adLibraryRoutes: FastifyPluginAsyncZod<{ adLibrary: AdLibraryService }> = async (
  app,
  { adLibrary },
) => {
  // The Google export can be any size: its body reaches the service as a stream, never buffered.
  app.addContentTypeParser(['text/csv', 'application/octet-stream'], (_request, payload, done) => {
    done(null, payload);
  });

  app.get(
    '/admin/ad-library/runs',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags,
        security,
        summary: "The chosen country's ingestion runs, newest first, and whether Meta's adapter is on",
        response: { 200: AdLibraryRunsResponseSchema },
      },
    },
    async (request) => ({ data: await adLibrary.findRuns(request.ctx) }),
  );
  app.get(
    '/admin/ad-library/runs/:id',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags,
        security,
        summary: 'One ingestion run with its error report (per line or per page)',
        params: IdParamsSchema,
        response: { 200: AdLibraryRunResponseSchema },
      },
    },
    async (request) => ({ data: await adLibrary.getRun(request.ctx, request.params.id) }),
  );
  app.post(
    '/admin/ad-library/meta/runs',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary:
          'Start a Meta Ad Library ingestion of the chosen country now; poll the runs for its progress',
        response: { 202: AdLibraryRunResponseSchema },
      },
    },
    async (request, reply) => reply.code(202).send({ data: await adLibrary.startMetaRun(request.ctx) }),
  );
  app.post(
    '/admin/ad-library/google/imports',
    {
      config: { auth: ADMIN, changesState: true, uploadsFile: true },
      schema: {
        tags,
        security,
        summary:
          'Import a Google Ads Transparency creative-stats CSV (the request body, text/csv): every line loads or none; bad lines are reported',
        querystring: GoogleImportQuerySchema,
        response: { 200: AdLibraryRunResponseSchema },
      },
    },
    async (request) => {
      // The file is the raw body; any other type was parsed already (JSON) and would never end.
      if (!(request.body instanceof Readable)) {
        const message = 'The body must be the CSV file itself, sent as text/csv';
        throw new AppError('VALIDATION_ERROR', message, [{ path: 'headers.content-type', message }]);
      }
      return {
        data: await adLibrary.importGoogleCsv(request.ctx, {
          fileName: request.query.fileName,
          body: request.body,
        }),
      };
    },
  );
};
