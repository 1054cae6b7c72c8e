import {
  OkResponseSchema,
  RecordEntityParamsSchema,
  RecordListQuerySchema,
  RecordPageSchema,
  RecordParamsSchema,
  RecordResponseSchema,
  RecordValuesSchema,
} from '@adatlas/domain/admin';
import { VerifiableRecordParamsSchema } from '@adatlas/domain/record-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { AdminRecordsService } from './admin-records.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const config = { auth: ADMIN };
const bodyNote = "Body: the entity's editable fields (see the detail-pane schema in @adatlas/domain/admin)";

/** The generic detail pane's API, one entity at a time, in the `x-tenant` tenant. */
export const adminRecordRoutes: FastifyPluginAsyncZod<{ records: AdminRecordsService }> = async (
  app,
  { records },
) => {
  app.get(
    '/admin/records/:entity',
    {
      config: { ...config, changesState: false },
      schema: {
        tags,
        security,
        params: RecordEntityParamsSchema,
        querystring: RecordListQuerySchema,
        response: { 200: RecordPageSchema },
      },
    },
    async (request) => records.findRecords(request.ctx, request.params.entity, request.query),
  );
  app.get(
    '/admin/records/:entity/:id',
    {
      config: { ...config, changesState: false },
      schema: { tags, security, params: RecordParamsSchema, response: { 200: RecordResponseSchema } },
    },
    async (request) => ({
      data: await records.getRecord(request.ctx, request.params.entity, request.params.id),
    }),
  );
  app.post(
    '/admin/records/:entity',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        security,
        description: bodyNote,
        params: RecordEntityParamsSchema,
        body: RecordValuesSchema,
        response: { 201: RecordResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await records.createRecord(request.ctx, request.params.entity, request.body) }),
  );
  app.put(
    '/admin/records/:entity/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        security,
        description: bodyNote,
        params: RecordParamsSchema,
        body: RecordValuesSchema,
        response: { 200: RecordResponseSchema },
      },
    },
    async (request) => ({
      data: await records.updateRecord(request.ctx, request.params.entity, request.params.id, request.body),
    }),
  );
  app.post(
    '/admin/records/:entity/:id/verify',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Mark a company or contact as verified: checked, nothing changed',
        params: VerifiableRecordParamsSchema,
        response: { 200: RecordResponseSchema },
      },
    },
    async (request) => ({
      data: await records.verifyRecord(request.ctx, request.params.entity, request.params.id),
    }),
  );
  app.delete(
    '/admin/records/:entity/:id',
    {
      config: { ...config, changesState: true },
      schema: { tags, security, params: RecordParamsSchema, response: { 200: OkResponseSchema } },
    },
    async (request) => {
      await records.deleteRecord(request.ctx, request.params.entity, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
