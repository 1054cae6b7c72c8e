import { ListColumnsResponseSchema, PutListColumnsRequestSchema } from '@adatlas/domain/list-preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { ListPreferencesService } from './list-preferences.service.ts';

/** The caller's own choice of the fields shown in the search lists' rows: no records, any user. */
export const listPreferencesRoutes: FastifyPluginAsyncZod<{
  listPreferences: ListPreferencesService;
}> = async (app, { listPreferences }) => {
  const tags = ['list-preferences'];
  app.get(
    '/list-preferences/columns',
    {
      config: { auth: SESSION, changesState: false },
      schema: {
        tags,
        summary: 'The fields your company and contact list rows show',
        response: { 200: ListColumnsResponseSchema },
      },
    },
    async (request) => ({ data: await listPreferences.getListColumns(request.ctx) }),
  );
  app.put(
    '/list-preferences/columns',
    {
      config: { auth: SESSION, changesState: true },
      schema: {
        tags,
        summary: "Choose the fields one list's rows show",
        body: PutListColumnsRequestSchema,
        response: { 200: ListColumnsResponseSchema },
      },
    },
    async (request) => ({ data: await listPreferences.putListColumns(request.ctx, request.body) }),
  );
};
