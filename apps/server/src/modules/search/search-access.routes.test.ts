import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createBrand, createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let companyOnly: string;
let contactOnly: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  // With the tenant data cache on, as in production: every caller shares one cached answer.
  t = await createTestApp({ DATA_CACHE_MS: '60000' });
  const italy = t.db.databases.tenant('italy');
  const company = await createCompany(italy, { name: 'Lavazza' });
  ids.company = company.id;
  ids.contact = (await createContact(italy, { name: 'Anna', surname: 'Bianchi', company_id: company.id })).id;
  ids.france = (await createCompany(t.db.databases.tenant('france'), { name: 'Danone' })).id;
  const user = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
  companyOnly = (await loginAs(t, user)).headers.authorization;
  const contactUser = await createUser(t, { tenants: { italy: { scopes: ['contact'] } } });
  contactOnly = (await loginAs(t, contactUser)).headers.authorization;
  await createBrand(italy, { name: 'Lavazza Oro', company_id: company.id });
  await createContact(italy, { name: 'Luca', surname: 'Lavagna', company_id: company.id });
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

  it('answers the quick search with only the groups the scopes allow', async () => {
    const names = async (authorization: string) => {
      const response = await call('GET', '/search?key=lav', { authorization, 'x-tenant': 'italy' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      return {
        companies: [body.companies.totalResults, body.companies.data.map((c: { name: string }) => c.name)],
        contacts: [body.contacts.totalResults, body.contacts.data.map((c: { surname: string }) => c.surname)],
        brands: [body.brands.totalResults, body.brands.data.map((b: { name: string }) => b.name)],
      };
    };
    expect(await names(companyOnly)).toEqual({
      companies: [1, ['Lavazza']],
      contacts: [0, []],
      brands: [1, ['Lavazza Oro']],
    });
    // The same text right after, from the tenant's cached answer: still only the caller's groups.
    expect(await names(contactOnly)).toEqual({
      companies: [0, []],
      contacts: [1, ['Lavagna']],
      brands: [0, []],
    });
  });

  it('refuses a tenant the licence does not hold, even with a valid session', async () => {
    const headers = { authorization: companyOnly, 'x-tenant': 'france' };
    const list = await call('POST', '/company', headers);
    expect([list.statusCode, list.json().clientType]).toEqual([403, 'NO_RIGHTS_TO_TENANT']);
    const detail = await call('GET', `/company/${ids.france}`, headers);
    expect([detail.statusCode, detail.json().clientType]).toEqual([403, 'NO_RIGHTS_TO_TENANT']);
  });
});
