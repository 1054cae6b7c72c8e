import {
  AdminTenantListResponseSchema,
  AdminTenantParamsSchema,
  AdminTenantPatchSchema,
  AdminTenantResponseSchema,
} from '@adatlas/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, SUPER_ADMIN } from '../../platform/http/route-policy.ts';
import type { AdminTenantsService } from './admin-tenants.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Any admin reads the tenant settings; changing them (they apply to every user) is super-admin work. */
export const adminTenantRoutes: FastifyPluginAsyncZod<{ tenants: AdminTenantsService }> = async (
  app,
  { tenants },
) => {
  app.get(
    '/admin/tenants',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags,
        security,
        summary: 'Every tenant with its settings',
        response: { 200: AdminTenantListResponseSchema },
      },
    },
    async () => ({ data: await tenants.findTenants() }),
  );
  app.get(
    '/admin/tenants/:id',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags,
        security,
        summary: 'One tenant: trial, visibility, trial credits, helpdesk, feature-flag settings',
        params: AdminTenantParamsSchema,
        response: { 200: AdminTenantResponseSchema },
      },
    },
    async (request) => ({ data: await tenants.getTenant(request.params.id) }),
  );
  app.patch(
    '/admin/tenants/:id',
    {
      config: { auth: SUPER_ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: "Change a tenant's settings; flags reach users at their next sign-in",
        params: AdminTenantParamsSchema,
        body: AdminTenantPatchSchema,
        response: { 200: AdminTenantResponseSchema },
      },
    },
    async (request) => ({ data: await tenants.updateTenant(request.ctx, request.params.id, request.body) }),
  );
};
