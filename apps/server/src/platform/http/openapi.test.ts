import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

interface Operation {
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

let t: TestApp;
let doc: {
  components: { securitySchemes: Record<string, { type: string; scheme?: string; bearerFormat?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      operation,
    })),
  );
const schemesOf = (operation: Operation) => (operation.security ?? []).flatMap((entry) => Object.keys(entry));

describe('the OpenAPI document and API keys', () => {
  it('declares the API key scheme beside the session one', () => {
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'ada_live_…',
    });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('offers the key on every signed-in data route, and on no other route', () => {
    const data = operations().filter(({ path }) => path.startsWith('/api/v1/frontend/'));
    expect(data.length).toBeGreaterThan(40);
    const missing = data.filter(
      ({ operation }) => schemesOf(operation).includes('bearer') && !schemesOf(operation).includes('apiKey'),
    );
    expect(missing.map(({ key }) => key)).toEqual([]);
    const elsewhere = operations().filter(
      ({ path, operation }) =>
        !path.startsWith('/api/v1/frontend/') && schemesOf(operation).includes('apiKey'),
    );
    expect(elsewhere.map(({ key }) => key)).toEqual([]);
  });

  it('documents the API key and webhook routes with their answers', () => {
    for (const key of [
      'GET /api/v1/user/api-keys',
      'POST /api/v1/user/api-keys',
      'GET /api/v1/admin/users/{id}/api-keys',
      'POST /api/v1/frontend/webhooks',
      'GET /api/v1/frontend/webhooks/{id}/deliveries',
    ]) {
      const found = operations().find((operation) => operation.key === key);
      expect([key, Object.keys(found?.operation.responses ?? {}).length > 0]).toEqual([key, true]);
    }
  });
});
