import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const missingRoute = (requestId: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/no-such-route', headers: { 'x-request-id': requestId } });

describe('the x-request-id a client sends', () => {
  it('is kept as the error id and response header when it is a short safe token', async () => {
    const response = await missingRoute('trace-01.AB_c');
    expect(response.json().id).toBe('trace-01.AB_c');
    expect(response.headers['x-request-id']).toBe('trace-01.AB_c');
  });

  it.each([
    ['a newline', 'abc\nforged log line'],
    ['500 characters', 'a'.repeat(500)],
    ['HTML', '<script>alert(1)</script>'],
    ['spaces', 'two words'],
  ])('is replaced by a generated id when it holds %s', async (_label, hostile) => {
    const response = await missingRoute(hostile);
    expect(response.statusCode).toBe(404);
    const { id } = response.json();
    expect(id).toMatch(UUID);
    expect(response.headers['x-request-id']).toBe(id);
  });
});
