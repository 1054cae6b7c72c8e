import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user/me/language', headers, payload: payload as object });

async function languages(...ids: number[]) {
  const rows = await t.db.databases.core
    .selectFrom('users')
    .select(['id', 'language'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.language);
}

describe('PUT /api/v1/user/me/language', () => {
  it("stores the caller's language and no one else's", async () => {
    const caller = await createUser(t);
    const other = await createUser(t);
    const { headers } = await loginAs(t, caller);
    const response = await put(headers, { language: 'it' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { language: 'it' } });
    expect(await languages(caller.id, other.id)).toEqual(['it', null]);

    expect((await put(headers, { language: 'es' })).statusCode).toBe(200);
    expect(await languages(caller.id, other.id)).toEqual(['es', null]);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
    expect(me.json().data.language).toBe('es');
  });

  it('refuses anything but one of the four languages with the error envelope, changing nothing', async () => {
    const caller = await createUser(t);
    const { headers } = await loginAs(t, caller);
    expect((await put(headers, { language: 'fr' })).statusCode).toBe(200);
    for (const payload of [
      { language: 'de' },
      { language: 'FR' },
      { language: null },
      {},
      { language: 'it', userId: caller.id + 1 },
      undefined,
    ]) {
      const response = await put(headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        httpStatus: 400,
        clientType: 'VALIDATION_ERROR',
        id: expect.any(String),
      });
    }
    expect(await languages(caller.id)).toEqual(['fr']);
  });

  it('answers 401 without a session', async () => {
    const user = await createUser(t);
    const response = await put({ 'x-tenant': 'italy' }, { language: 'it' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ httpStatus: 401, clientType: 'UNAUTHORIZED_ERROR' });
    expect(await languages(user.id)).toEqual([null]);
  });
});
