import { TenantIdSchema, TenantListResponseSchema, TenantSchema } from '@adatlas/domain/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { PUBLIC } from '../../platform/http/route-policy.ts';
import type { TenantsService } from './tenants.service.ts';

export interface TenantRoutesOptions {
  tenants: TenantsService;
  /** Whether the caller may see hidden tenants (admins); resolved by the auth layer. */
  canSeeHidden(request: import('fastify').FastifyRequest): boolean;
}

export const tenantRoutes: FastifyPluginAsyncZod<TenantRoutesOptions> = async (app, options) => {
  app.get(
    '/tenant',
    {
      config: { auth: PUBLIC, changesState: false },
      schema: {
        tags: ['tenants'],
        summary: 'List the countries',
        response: { 200: TenantListResponseSchema },
      },
    },
    async (request) => ({
      data: await options.tenants.listTenants({ includeHidden: options.canSeeHidden(request) }),
    }),
  );
  app.get(
    '/tenant/:id',
    {
      config: { auth: PUBLIC, changesState: false },
      schema: {
        tags: ['tenants'],
        summary: 'One country',
        params: z.object({ id: TenantIdSchema }),
        response: { 200: z.object({ data: TenantSchema }) },
      },
    },
    async (request) => {
      const tenants = await options.tenants.listTenants({ includeHidden: options.canSeeHidden(request) });
      const tenant = tenants.find((candidate) => candidate.id === request.params.id);
      if (!tenant) throw new AppError('NOT_FOUND', `Unknown tenant ${request.params.id}`);
      return { data: tenant };
    },
  );
};
