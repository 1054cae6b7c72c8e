import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

interface Media {
  schema?: object;
  example?: unknown;
}
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; example?: unknown; schema?: object }[];
  requestBody?: { content: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

let t: TestApp;
let doc: {
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string; bearerFormat?: string }>;
    schemas?: Record<string, object>;
  };
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

describe('the OpenAPI document and webhooks', () => {
  it('lists what a webhook endpoint receives, every event type and the test ping', () => {
    const payload = JSON.stringify(doc.components.schemas?.WebhookPayload ?? null);
    for (const type of ['new_contact', 'new_pitch', 'saved_search_match', 'ping']) {
      expect([type, payload.includes(`"${type}"`)]).toEqual([type, true]);
    }
  });
});

/** The data operations that answer a file (a spreadsheet, a map image), not JSON: no JSON example to show. */
const FILE_ANSWERS = new Set([
  'POST /api/v1/frontend/company/export',
  'POST /api/v1/frontend/contact/export',
  'POST /api/v1/frontend/clc/export',
  'GET /api/v1/frontend/tag/{id}/companies/export',
  'GET /api/v1/frontend/tag/{id}/contacts/export',
  'GET /api/v1/frontend/maps/static',
]);

const json = (content: Record<string, Media> | undefined) => content?.['application/json'];
const successOf = (operation: Operation) =>
  Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2'));

/** Whether `value` is what the documented schema describes (OpenAPI 3.0: `nullable`), as a client would read it. */
function matches(schema: object, value: unknown) {
  // zod resolves references inside the schema's own definitions: the document's components go there.
  // Its regular expressions lack the u flag: a Unicode property pattern (`\p{Cc}`) would refuse everything.
  const local = (of: object) =>
    JSON.parse(JSON.stringify(of).replaceAll('#/components/schemas/', '#/definitions/'), (key, value) =>
      key === 'pattern' && String(value).includes('\\p{') ? undefined : value,
    );
  const root = { ...local(schema), definitions: local(doc.components.schemas ?? {}) };
  return z.fromJSONSchema(root, { defaultTarget: 'openapi-3.0' }).safeParse(value);
}

describe('the OpenAPI document and its examples', () => {
  const data = () => operations().filter(({ path }) => path.startsWith('/api/v1/frontend/'));

  it('shows an example request body and success answer for every data operation', () => {
    const missing = data().flatMap(({ key, operation }) => {
      const gaps: string[] = [];
      const body = json(operation.requestBody?.content);
      if (operation.requestBody && body?.example === undefined) gaps.push(`${key}: request body`);
      const [code, success] = successOf(operation) ?? [];
      const answer = json(success?.content);
      if (!success) gaps.push(`${key}: no success answer`);
      else if (code === '204' || FILE_ANSWERS.has(key)) {
        // No content to show.
      } else if (answer?.example === undefined) gaps.push(`${key}: ${code} answer`);
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.example === undefined)
          gaps.push(`${key}: path ${parameter.name}`);
      }
      return gaps;
    });
    expect(missing).toEqual([]);
  });

  it('gives examples that match the schemas they illustrate', () => {
    const wrong = data().flatMap(({ key, operation }) => {
      const problems: string[] = [];
      const body = json(operation.requestBody?.content);
      const [code, success] = successOf(operation) ?? [];
      const answer = json(success?.content);
      for (const [what, media] of [
        ['request body', body],
        [`${code} answer`, answer],
      ] as const) {
        if (!media?.schema || media.example === undefined) continue;
        const result = matches(media.schema, media.example);
        if (!result.success) {
          problems.push(
            `${key} ${what}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
          );
        }
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.example === undefined || !parameter.schema) continue;
        const value =
          typeof parameter.example === 'string' && /^\d+$/.test(parameter.example)
            ? Number(parameter.example)
            : parameter.example;
        if (!matches(parameter.schema, value).success)
          problems.push(`${key}: ${parameter.in} ${parameter.name}`);
      }
      return problems;
    });
    expect(wrong).toEqual([]);
  });
});
