import { AUDIT_PAGE_SIZE, AuditPageSchema, AuditQuerySchema } from '@adatlas/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { SUPER_ADMIN } from '../../platform/http/route-policy.ts';
import { findAuditEntries } from './audit.repository.ts';

/** The audit trail is itself sensitive (it holds before/after rows): super admins only. */
export const auditRoutes: FastifyPluginAsyncZod<{ core: Kysely<CoreDatabase> }> = async (app, { core }) => {
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
    async (request) => {
      const { page, entity, entityId } = request.query;
      const { rows, total } = await findAuditEntries(core, {
        entity,
        entityId,
        limit: AUDIT_PAGE_SIZE,
        offset: (page - 1) * AUDIT_PAGE_SIZE,
      });
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          actorId: row.actor_id,
          actorEmail: row.actor_email,
          at: new Date(row.at).toISOString(),
          tenant: row.tenant,
          entity: row.entity,
          entityId: row.entity_id,
          action: row.action,
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        pageInfo: { currentPage: page, totalPages: Math.ceil(total / AUDIT_PAGE_SIZE), totalResults: total },
      };
    },
  );
};
