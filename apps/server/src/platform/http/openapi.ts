import { API_KEY_PREFIX } from '@adatlas/domain/api-keys';
import { FRONTEND_API_BASE } from '@adatlas/domain/http';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The data API (`/api/v1/frontend`) also takes an API key wherever it takes a session: each of
 * its operations lists both schemes, no other route does.
 */
const withApiKeyScheme: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = transformed.schema as { security?: Record<string, string[]>[] };
  if (input.url.startsWith(`${FRONTEND_API_BASE}/`) && schema.security?.some((entry) => 'bearer' in entry)) {
    return { ...transformed, schema: { ...schema, security: [...schema.security, { apiKey: [] }] } };
  }
  return transformed;
};

/** OpenAPI generated from the same zod schemas that validate the routes, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'AdAtlas API', version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A session token from /api/v1/auth/login' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${API_KEY_PREFIX}…`,
            description:
              'An API key from Profile › API keys, sent as `Authorization: Bearer ada_live_…`. Accepted only ' +
              'on the data API under /api/v1/frontend, with the owner’s scopes, credits and licence; ' +
              'limited per key per minute and per licence per month (429 with RateLimit-* and Retry-After).',
          },
        },
      },
    },
    transform: withApiKeyScheme,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
