import {
  PitchFiltersSchema,
  PitchGraphSchema,
  PitchPageSchema,
  PitchSearchQuerySchema,
} from '@adatlas/domain/market-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { PitchesService } from './pitch.service.ts';

export interface PitchRoutesOptions {
  pitches: PitchesService;
}

export const pitchRoutes: FastifyPluginAsyncZod<PitchRoutesOptions> = async (app, { pitches }) => {
  app.post(
    '/pitch',
    {
      config: { auth: requireScope('pitch'), changesState: false },
      schema: {
        tags: ['pitches'],
        summary: 'Search pitches (agency tenders)',
        body: PitchSearchQuerySchema,
        response: { 200: PitchPageSchema },
      },
    },
    async (request) => pitches.findPitches(request.ctx, request.body),
  );
  app.post(
    '/pitch/graph',
    {
      config: { auth: requireScope('pitch'), changesState: false },
      schema: {
        tags: ['pitches'],
        summary: 'Pitches per start year, same filters as the search',
        body: PitchFiltersSchema,
        response: { 200: PitchGraphSchema },
      },
    },
    async (request) => pitches.getPitchGraph(request.ctx, request.body),
  );
};
