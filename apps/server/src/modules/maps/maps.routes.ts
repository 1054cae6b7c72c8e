import { STATIC_MAP_PATH, StaticMapQuerySchema } from '@adatlas/domain/maps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { MapsService } from './maps.service.ts';

export interface MapsRoutesOptions {
  maps: MapsService;
}

/** A company map needs the `company` scope, a contact map the `contact` scope (checked by the service). */
export const mapsRoutes: FastifyPluginAsyncZod<MapsRoutesOptions> = async (app, options) => {
  app.get(
    STATIC_MAP_PATH,
    {
      config: { auth: requireScope('company', 'contact') },
      schema: {
        tags: ['maps'],
        summary: 'The static map picture (250×250) of a company or contact address',
        querystring: StaticMapQuerySchema,
      },
    },
    async (request, reply) => {
      const image = await options.maps.getStaticMap(request.ctx, request.query);
      reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff');
      // A picture opened on its own must not run anything: an SVG is a document.
      if (image.contentType.startsWith('image/svg')) {
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      return reply.send(image.body);
    },
  );
};
