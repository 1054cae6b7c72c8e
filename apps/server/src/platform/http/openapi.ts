import { API_KEY_PREFIX } from '@adatlas/domain/api-keys';
import { FRONTEND_API_BASE } from '@adatlas/domain/http';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { OPENAPI_EXAMPLES, type OperationExample } from './openapi-examples/index.ts';

interface JsonSchemaOf {
  security?: Record<string, string[]>[];
  body?: object;
  params?: { properties?: Record<string, object> };
  response?: Record<string, object>;
}

/** The route's JSON schemas with its example (openapi-examples/) set on the body, params and success answer. */
function withExample(schema: JsonSchemaOf, example: OperationExample | undefined): JsonSchemaOf {
  if (!example) return schema;
  const next = { ...schema };
  if (example.body !== undefined && schema.body) next.body = { ...schema.body, examples: [example.body] };
  if (example.params && schema.params?.properties) {
    const properties = { ...schema.params.properties };
    for (const [name, value] of Object.entries(example.params)) {
      if (properties[name]) properties[name] = { ...properties[name], examples: [value] };
    }
    next.params = { ...schema.params, properties };
  }
  const success = Object.keys(schema.response ?? {}).find((code) => code.startsWith('2'));
  if (example.response !== undefined && success && schema.response?.[success]) {
    next.response = {
      ...schema.response,
      [success]: { ...schema.response[success], examples: [example.response] },
    };
  }
  return next;
}

/**
 * The data API (`/api/v1/frontend`) also takes an API key wherever it takes a session: each of
 * its operations lists both schemes, no other route does. Its operations carry an example request
 * and answer.
 */
const withApiKeyScheme: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const methods = [input.route.method].flat();
  const example = OPENAPI_EXAMPLES[`${methods[0]} ${input.url}`];
  const schema = withExample(transformed.schema as JsonSchemaOf, example);
  if (input.url.startsWith(`${FRONTEND_API_BASE}/`) && schema.security?.some((entry) => 'bearer' in entry)) {
    return { ...transformed, schema: { ...schema, security: [...schema.security, { apiKey: [] }] } };
  }
  return { ...transformed, schema };
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
    // The named schemas (recursive trees) as components, which the operations refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
