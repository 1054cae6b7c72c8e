import { PitchScorePageSchema, PitchScoreSearchQuerySchema } from '@adatlas/domain/market-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { PitchScoresService } from './pitch-scores.service.ts';

export interface PitchScoreRoutesOptions {
  pitchScores: PitchScoresService;
}

export const pitchScoreRoutes: FastifyPluginAsyncZod<PitchScoreRoutesOptions> = async (app, options) => {
  app.get(
    '/pitch-scores',
    {
      config: { auth: requireScope('pitchScores'), changesState: false },
      schema: {
        tags: ['pitch-scores'],
        summary: 'Companies likely to pitch a category again, highest score first',
        querystring: PitchScoreSearchQuerySchema,
        response: { 200: PitchScorePageSchema },
      },
    },
    async (request) => options.pitchScores.findPitchScores(request.ctx, request.query),
  );
};
