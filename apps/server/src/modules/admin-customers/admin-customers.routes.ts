import {
  AdminUserCreateSchema,
  AdminUserPageSchema,
  AdminUserPatchSchema,
  AdminUserQuerySchema,
  ImpersonationResponseSchema,
  LicenceTenantInputSchema,
  OkResponseSchema,
  UserTenantParamsSchema,
} from '@adatlas/domain/admin';
import { MeResponseSchema } from '@adatlas/domain/auth';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { AdminCustomersService } from './admin-customers.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

export const adminCustomerRoutes: FastifyPluginAsyncZod<{ customers: AdminCustomersService }> = async (
  app,
  { customers },
) => {
  app.get(
    '/admin/users',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags,
        security,
        summary: 'Search accounts by e-mail or name, and group',
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserPageSchema },
      },
    },
    async (request) => customers.findUsers(request.ctx, request.query),
  );
  app.post(
    '/admin/users',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Create an account; the user sets a password through the mailed link',
        body: AdminUserCreateSchema,
        response: { 201: MeResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await customers.createUser(request.ctx, request.body);
      return reply.code(201).send({ data: user });
    },
  );
  app.patch(
    '/admin/users/:id',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Enable or disable (ends the sessions), rename, extra credits, group (super admin)',
        params: IdParamsSchema,
        body: AdminUserPatchSchema,
        response: { 200: MeResponseSchema },
      },
    },
    async (request) => ({ data: await customers.updateUser(request.ctx, request.params.id, request.body) }),
  );
  app.post(
    '/admin/users/:id/reset-password',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Mail the user a password-reset link',
        params: IdParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      await customers.sendPasswordReset(request.ctx, request.params.id);
      return { data: { ok: true as const } };
    },
  );
  app.put(
    '/admin/users/:id/licence/:tenant',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: "Set the user's licence for one tenant: expiry, scopes, profiles, plugins",
        params: UserTenantParamsSchema,
        body: LicenceTenantInputSchema,
        response: { 200: MeResponseSchema },
      },
    },
    async (request) => ({
      data: await customers.putLicenceTenant(
        request.ctx,
        request.params.id,
        request.params.tenant,
        request.body,
      ),
    }),
  );
  app.delete(
    '/admin/users/:id/licence/:tenant',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: "Remove a tenant from the user's licence",
        params: UserTenantParamsSchema,
        response: { 200: MeResponseSchema },
      },
    },
    async (request) => ({
      data: await customers.deleteLicenceTenant(request.ctx, request.params.id, request.params.tenant),
    }),
  );
  app.post(
    '/admin/users/:id/impersonate',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: 'A short-lived read-only session as this customer, in the x-tenant tenant (audited)',
        params: IdParamsSchema,
        response: { 201: ImpersonationResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await customers.impersonate(request.ctx, request.params.id) }),
  );
};
