import { CreaThumbnailParamsSchema } from '@adatlas/domain/market-data';
import { TenantIdSchema } from '@adatlas/domain/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Databases } from '../../platform/database/databases.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PUBLIC } from '../../platform/http/route-policy.ts';
import { getCreaTitle } from '../creativity/creativity.repository.ts';
import { renderCreaThumbnail } from './crea-thumbnail.ts';
import type { MediaLinks } from './media-links.ts';

export interface MediaRoutesOptions {
  databases: Databases;
  mediaLinks: MediaLinks;
}

const ONE_DAY_SECONDS = 86_400;

/**
 * Generated thumbnails, public because <img> tags send no token: only through a link the server
 * signed for that tenant and work when it listed the work to an entitled caller (`MediaLinks`).
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (
  app,
  { databases, mediaLinks },
) => {
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
      // An unsigned or forged link is answered like a missing work: it says nothing about the data.
      if (!mediaLinks.verify(tenant, id, sig)) throw new AppError('NOT_FOUND', `No creative work ${id}`);
      const crea = await getCreaTitle(databases.tenant(tenant), id);
      if (!crea) throw new AppError('NOT_FOUND', `No creative work ${id}`);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
        .header('vary', 'x-tenant')
        .send(renderCreaThumbnail(crea.id, crea.title));
    },
  );
};
