import { CreaThumbnailParamsSchema } from '@adatlas/domain/market-data';
import { TenantIdSchema } from '@adatlas/domain/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../platform/http/route-policy.ts';
import type { MediaService } from './media.service.ts';

export interface MediaRoutesOptions {
  media: MediaService;
}

const ONE_DAY_SECONDS = 86_400;

/**
 * Generated thumbnails, public because <img> tags send no token: only through a link the server
 * signed for that tenant and work when it listed the work to an entitled caller (`MediaLinks`).
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { media }) => {
  app.get(
    '/media/crea/:file',
    {
      config: { auth: PUBLIC, changesState: false },
      schema: {
        tags: ['media'],
        summary: 'SVG thumbnail of a creative work',
        params: CreaThumbnailParamsSchema,
        querystring: z.object({ tenant: TenantIdSchema, sig: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const { tenant, sig } = request.query;
      const id = Number(request.params.file.replace(/\.svg$/, ''));
      const svg = await media.getCreaThumbnail(tenant, id, sig);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
        .header('vary', 'x-tenant')
        .send(svg);
    },
  );
};
