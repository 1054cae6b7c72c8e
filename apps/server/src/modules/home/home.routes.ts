import { HomeContactsSchema, HomeCreasSchema, HomePitchesSchema } from '@adatlas/domain/market-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import { CREA_SCOPES } from '../creativity/creativity.routes.ts';
import type { CreativityService } from '../creativity/creativity.service.ts';
import type { PitchesService } from '../pitch/pitch.service.ts';
import type { HomeService } from './home.service.ts';

export interface HomeRoutesOptions {
  home: HomeService;
  pitches: PitchesService;
  creativity: CreativityService;
}

/** The home page's side lists: page 1 of each, newest first. */
export const homeRoutes: FastifyPluginAsyncZod<HomeRoutesOptions> = async (app, options) => {
  app.get(
    '/home/contacts',
    {
      config: { auth: requireScope('contact'), changesState: false },
      schema: { tags: ['home'], summary: 'Latest modified contacts', response: { 200: HomeContactsSchema } },
    },
    async (request) => ({ data: await options.home.findLatestContacts(request.ctx) }),
  );
  app.get(
    '/home/pitches',
    {
      config: { auth: requireScope('pitch'), changesState: false },
      schema: { tags: ['home'], summary: 'Latest pitches', response: { 200: HomePitchesSchema } },
    },
    async (request) => {
      const page = await options.pitches.findPitches(request.ctx, {
        pageNum: 1,
        limit: 20,
        sort_key: 'start_date',
        sort_direction: 'desc',
        status: 'ALL',
      });
      return { data: page.data };
    },
  );
  app.get(
    '/home/creas',
    {
      config: { auth: requireScope(...CREA_SCOPES), changesState: false },
      schema: { tags: ['home'], summary: 'Latest creative works', response: { 200: HomeCreasSchema } },
    },
    async (request) => {
      const page = await options.creativity.findCreas(request.ctx, {
        pageNum: 1,
        sort_key: 'date',
        sort_direction: 'desc',
      });
      return { data: page.data };
    },
  );
};
