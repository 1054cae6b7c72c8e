import { languageFromAcceptLanguage } from '@adatlas/domain/languages';
import {
  PLACES_PATH,
  PlaceAddressResponseSchema,
  PlaceParamsSchema,
  PlaceQuerySchema,
  PlaceSuggestionsResponseSchema,
  PlacesQuerySchema,
  STATIC_MAP_PATH,
  StaticMapQuerySchema,
} from '@adatlas/domain/maps';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope, SESSION } from '../../platform/http/route-policy.ts';
import type { MapsService } from './maps.service.ts';

export interface MapsRoutesOptions {
  maps: MapsService;
  /** Calls per minute and user on each places route (they forward to a paid service); per process. */
  placesRateLimitPerMinute: number;
}

/** The auth hook runs first, so the caller is known: the limit follows the user, not the address. */
function perUser(request: FastifyRequest): string {
  const user = request.ctx?.user;
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

/**
 * A company map needs the `company` scope, a contact map the `contact` scope (checked by the service).
 * The places autocomplete serves address forms, billing included, which customers fill before
 * holding any data scope: any signed-in user may call it.
 */
export const mapsRoutes: FastifyPluginAsyncZod<MapsRoutesOptions> = async (app, options) => {
  const placesConfig = {
    auth: SESSION,
    rateLimit: { max: options.placesRateLimitPerMinute, timeWindow: 60_000, keyGenerator: perUser },
  };
  const language = (request: FastifyRequest) =>
    languageFromAcceptLanguage(request.headers['accept-language']);

  app.get(
    STATIC_MAP_PATH,
    {
      config: { auth: requireScope('company', 'contact'), changesState: false },
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

  app.get(
    PLACES_PATH,
    {
      config: { ...placesConfig, changesState: false },
      schema: {
        tags: ['maps'],
        summary:
          'Places autocomplete of address forms: at most 5 suggestions for what was typed (3 to 200 characters), ' +
          'in the country when given, named in the Accept-Language (else the user’s language); none on a failure',
        security: [{ bearer: [] }],
        querystring: PlacesQuerySchema,
        response: { 200: PlaceSuggestionsResponseSchema },
      },
    },
    async (request) => ({
      data: await options.maps.suggestPlaces(request.ctx, request.query, language(request)),
      attribution: options.maps.placesAttribution,
    }),
  );

  app.get(
    `${PLACES_PATH}/:id`,
    {
      config: { ...placesConfig, changesState: false },
      schema: {
        tags: ['maps'],
        summary:
          'The address parts (line 1, city, state, postal code, country) of a suggestion; null where the place ' +
          'does not say; 404 NOT_FOUND for an unknown id',
        security: [{ bearer: [] }],
        params: PlaceParamsSchema,
        querystring: PlaceQuerySchema,
        response: { 200: PlaceAddressResponseSchema },
      },
    },
    async (request) => ({
      data: await options.maps.getPlaceAddress(
        request.ctx,
        request.params.id,
        request.query,
        language(request),
      ),
    }),
  );
};
