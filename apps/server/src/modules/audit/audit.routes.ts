import { AuditPageSchema, AuditQuerySchema } from '@adatlas/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPER_ADMIN } from '../../platform/http/route-policy.ts';
import type { AuditService } from './audit.service.ts';

/** The audit trail is itself sensitive (it holds before/after rows): super admins only. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/admin/audit',
    {
      config: { auth: SUPER_ADMIN, changesState: false },
      schema: {
        tags: ['admin'],
        summary: 'Back-office audit trail, newest first',
        security: [{ bearer: [] }],
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request) => audit.findAuditEntries(request.query),
  );
};
