import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let companyOnly: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  const company = await createCompany(italy, { name: 'Lavazza' });
  ids.company = company.id;
  ids.contact = (await createContact(italy, { name: 'Anna', surname: 'Bianchi', company_id: company.id })).id;
  ids.france = (await createCompany(t.db.databases.tenant('france'), { name: 'Danone' })).id;
  const user = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
  companyOnly = (await loginAs(t, user)).headers.authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
  t.app.inject({
    method,
    url: `/api/v1/frontend${url}`,
    headers,
    ...(method === 'POST' ? { payload: {} } : {}),
  });

describe('search and detail access', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['POST', '/company'],
      ['GET', `/company/${ids.company}`],
      ['POST', '/contact'],
      ['GET', '/search?key=lav'],
    ] as const) {
      const response = await call(method, url, { 'x-tenant': 'italy' });
      expect([url, response.statusCode, response.json().clientType]).toEqual([
        url,
        401,
        'UNAUTHORIZED_ERROR',
      ]);
    }
  });

  it('lets a company-only customer search companies but not contacts', async () => {
    const headers = { authorization: companyOnly, 'x-tenant': 'italy' };
    expect(
      (await call('POST', '/company', headers)).json().data.map((c: { name: string }) => c.name),
    ).toEqual(['Lavazza']);
    expect((await call('GET', `/company/${ids.company}`, headers)).statusCode).toBe(200);
    for (const url of ['/contact', `/contact/${ids.contact}`, `/company/${ids.company}/contacts`]) {
      const response = await call(url === '/contact' ? 'POST' : 'GET', url, headers);
      expect([url, response.statusCode, response.json().clientType]).toEqual([url, 403, 'FORBIDDEN_ERROR']);
    }
  });

  it('refuses a tenant the licence does not hold, even with a valid session', async () => {
    const headers = { authorization: companyOnly, 'x-tenant': 'france' };
    const list = await call('POST', '/company', headers);
    expect([list.statusCode, list.json().clientType]).toEqual([403, 'NO_RIGHTS_TO_TENANT']);
    const detail = await call('GET', `/company/${ids.france}`, headers);
    expect([detail.statusCode, detail.json().clientType]).toEqual([403, 'NO_RIGHTS_TO_TENANT']);
  });
});
