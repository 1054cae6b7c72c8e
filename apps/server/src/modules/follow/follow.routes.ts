import {
  PatchSettingRequestSchema,
  PutSettingRequestSchema,
  SettingListResponseSchema,
  SettingQuerySchema,
  SettingResponseSchema,
} from '@adatlas/domain/alerts';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { FollowService } from './follow.service.ts';

/**
 * The caller's settings in the chosen tenant: the e-mail alert preferences and one follow per
 * company. Every key is about e-mail alerts, hence the emailAlerts scope.
 */
export const followRoutes: FastifyPluginAsyncZod<{ follow: FollowService }> = async (app, { follow }) => {
  const config = { auth: requireScope('emailAlerts') };
  const tags = ['settings'];

  app.get(
    '/settings',
    {
      config: { ...config, changesState: false },
      schema: {
        tags,
        summary: 'Your settings, filtered by key and entity',
        querystring: SettingQuerySchema,
        response: { 200: SettingListResponseSchema },
      },
    },
    async (request) => ({ data: await follow.findSettings(request.ctx, request.query) }),
  );

  app.put(
    '/settings',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'Create or replace the setting of a key (and entity)',
        body: PutSettingRequestSchema,
        response: { 200: SettingResponseSchema },
      },
    },
    async (request) => ({ data: await follow.putSetting(request.ctx, request.body) }),
  );

  app.patch(
    '/settings/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: "Change a setting's data",
        params: IdParamsSchema,
        body: PatchSettingRequestSchema,
        response: { 200: SettingResponseSchema },
      },
    },
    async (request) => ({
      data: await follow.patchSetting(request.ctx, request.params.id, request.body.data),
    }),
  );

  app.delete(
    '/settings/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'Delete a setting (unfollow a company, or back to the default)',
        params: IdParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) => {
      await follow.deleteSetting(request.ctx, request.params.id);
      return { deleted: true as const };
    },
  );
};
