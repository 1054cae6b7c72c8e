import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A list's selection tagged at once (#39, the bar's "Tag"): PUT /tag/:id with the chosen ids. Ids
 * that are not active records of the chosen country are never held by the tag, and a licence
 * without the kind cannot tag it.
 */
let t: TestApp;
const ids: Record<string, number> = {};
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1/frontend${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  const france = t.db.databases.tenant('france');
  ids.one = (await createCompany(italy, { name: 'Sel One' })).id;
  ids.two = (await createCompany(italy, { name: 'Sel Two' })).id;
  ids.closed = (await createCompany(italy, { name: 'Sel Closed', active: false })).id;
  ids.french = (await createCompany(france, { name: 'Sel Francaise' })).id;
  ids.contact = (await createContact(italy, { name: 'Sel', surname: 'Contact' })).id;
});
afterAll(async () => {
  await t.close();
});

async function signIn(scopes: string[]) {
  const user = await createUser(t, { tenants: { italy: { scopes } } });
  return (await loginAs(t, user)).headers;
}

async function newTag(headers: Record<string, string>, name: string): Promise<number> {
  const created = await call('POST', '/tag', headers, { name, color: '#3366ff' });
  expect(created.statusCode).toBe(201);
  return created.json().data.id;
}

describe('tagging a selection', () => {
  it('holds only the chosen active companies of the country', async () => {
    const headers = await signIn(['favourites', 'company', 'contact']);
    const tagId = await newTag(headers, 'Chosen');
    const res = await call('PUT', `/tag/${tagId}`, headers, {
      companies: [ids.one, ids.two, ids.closed, 987_654_321],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.counts.companies).toBe(2);
    const page = await call('GET', `/tag/${tagId}?entity=company`, headers);
    const names = (page.json().companies.data as { name: string }[]).map((row) => row.name).sort();
    expect(names).toEqual(['Sel One', 'Sel Two']);
  });

  it('refuses contacts to a licence without them, holding nothing', async () => {
    const headers = await signIn(['favourites', 'company']);
    const tagId = await newTag(headers, 'No contacts');
    const res = await call('PUT', `/tag/${tagId}`, headers, { contacts: [ids.contact] });
    expect(res.statusCode).toBe(403);
    const tag = await call('GET', `/tag/${tagId}?entity=company`, headers);
    expect(tag.json().tag.counts.contacts).toBe(0);
  });
});
