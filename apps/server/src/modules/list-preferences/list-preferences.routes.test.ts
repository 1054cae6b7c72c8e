import { COMPANY_LIST_COLUMNS, CONTACT_LIST_COLUMNS } from '@adatlas/domain/list-preferences';
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

const URL = '/api/v1/list-preferences/columns';
const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const put = (headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

describe('list columns', () => {
  it("shows every field until the user chooses, then the user's choice on every device", async () => {
    const caller = await createUser(t);
    const first = await loginAs(t, caller);
    expect((await get(first.headers)).json()).toEqual({
      data: { companies: [...COMPANY_LIST_COLUMNS], contacts: [...CONTACT_LIST_COLUMNS] },
    });
    const saved = await put(first.headers, { list: 'companies', columns: ['website', 'type'] });
    expect(saved.statusCode).toBe(200);
    // Stored in the list's order, whatever order was sent; the other list keeps its default.
    expect(saved.json().data.companies).toEqual(['type', 'website']);
    // A new sign-in (another device) reads the same choice.
    const second = await loginAs(t, caller);
    expect((await get(second.headers)).json()).toEqual({
      data: { companies: ['type', 'website'], contacts: [...CONTACT_LIST_COLUMNS] },
    });
    expect((await put(second.headers, { list: 'contacts', columns: [] })).statusCode).toBe(200);
    expect((await get(second.headers)).json().data).toEqual({ companies: ['type', 'website'], contacts: [] });
  });

  it("keeps each user's choice their own", async () => {
    const alice = await loginAs(t, await createUser(t));
    const bob = await loginAs(t, await createUser(t));
    expect((await put(alice.headers, { list: 'contacts', columns: ['city'] })).statusCode).toBe(200);
    expect((await get(bob.headers)).json().data.contacts).toEqual([...CONTACT_LIST_COLUMNS]);
    // A user id in the body is no way to write someone else's.
    const sneaky = await put(bob.headers, { list: 'contacts', columns: [], userId: 1 });
    expect(sneaky.statusCode).toBe(400);
    expect((await get(alice.headers)).json().data.contacts).toEqual(['city']);
  });

  it('refuses a bad choice with the error envelope and changes nothing', async () => {
    const { headers } = await loginAs(t, await createUser(t));
    expect((await put(headers, { list: 'companies', columns: ['city'] })).statusCode).toBe(200);
    for (const payload of [
      { list: 'companies', columns: ['email'] },
      { list: 'companies', columns: ['city', 'city'] },
      { list: 'pitches', columns: [] },
      { list: 'companies' },
      { list: 'companies', columns: 'city' },
      {},
      undefined,
    ]) {
      const response = await put(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        httpStatus: 400,
        clientType: 'VALIDATION_ERROR',
        id: expect.any(String),
      });
    }
    expect((await get(headers)).json().data.companies).toEqual(['city']);
  });

  it('answers 401 without a session', async () => {
    expect((await get({ 'x-tenant': 'italy' })).statusCode).toBe(401);
    expect((await put({ 'x-tenant': 'italy' }, { list: 'contacts', columns: [] })).statusCode).toBe(401);
  });
});
