import { COMPANY_FIELD_LIMIT } from '@adatlas/domain/companies';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, signInWithEveryScope } from '../../../test/auth-helpers.ts';
import {
  createCompany,
  createContact,
  createReferenceItem,
  createTreeNode,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let authorization: string;
const get = (url: string, tenant = 'italy') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/frontend${url}`,
    headers: { authorization, 'x-tenant': tenant },
  });

beforeAll(async () => {
  t = await createTestApp();
  authorization = await signInWithEveryScope(t);
  const it = t.db.databases.tenant('italy');
  const food = await createTreeNode(it, 'sectors', 'Food');
  await createTreeNode(it, 'sectors', 'Coffee', food.id);
  const hr = await createTreeNode(it, 'functions', 'Risorse umane');
  await it.db.updateTable('functions').set({ code: 'hr' }).where('id', '=', hr.id).execute();
  await createTreeNode(it, 'functions', 'Direttore risorse umane', hr.id);
  await createTreeNode(it, 'functions', 'Marketing');
  await createReferenceItem(it, 'income_range', 'a', { label: '< 1M', sort_order: 1 });
  await createReferenceItem(it, 'income_range', 'b', { label: '1-5M', sort_order: 2 });
  await createReferenceItem(it, 'employer_range', 'a');
  for (const city of ['Milano', 'Milano', 'Mílazzo', 'Torino'])
    await createCompany(it, { name: city, city, region: 'X' });
  // Siena only an inactive company, which the company search never lists.
  await createCompany(it, { name: 'Siena', city: 'Siena', region: 'X', active: false });
  // Contacts' own addresses: Bergamo and São Paulo only contacts have; Torino and Mílazzo only
  // companies; Verona only an inactive contact, whom the contact search never lists.
  const contactCities: [string | null, string | null, string | null][] = [
    ['Milano', 'MI', 'Lombardia'],
    ['Milano', 'MI', 'Lombardia'],
    ['Bergamo', 'BG', 'Lombardia'],
    ['São Paulo', null, null],
    [null, null, 'Piemonte'],
  ];
  for (const [city, province, region] of contactCities) await createContact(it, { city, province, region });
  await createContact(it, { city: 'Verona', province: 'VR', region: 'Veneto', active: false });
});
afterAll(async () => {
  await t.close();
});

describe('reference lists', () => {
  it('answers a tree with children', async () => {
    const { data } = (await get('/tree?entity=Sector')).json();
    expect(data).toEqual([
      expect.objectContaining({
        key: 'Food',
        children: [expect.objectContaining({ key: 'Coffee', children: [] })],
      }),
    ]);
    expect((await get('/tree?entity=Sector', 'france')).json().data).toEqual([]);
  });
  it('gives function families their stable code, and none to categories and sectors', async () => {
    const { data } = (await get('/tree?entity=Function')).json();
    expect(data).toEqual([
      expect.objectContaining({ key: 'Marketing', code: null }),
      expect.objectContaining({
        key: 'Risorse umane',
        code: 'hr',
        children: [expect.objectContaining({ key: 'Direttore risorse umane', code: null })],
      }),
    ]);
    const [food] = (await get('/tree?entity=Sector')).json().data;
    expect(food).not.toHaveProperty('code');
  });
  it('answers a flat list in order', async () => {
    expect(
      (await get('/flat?entity=income_range')).json().data.map((i: { label: string }) => i.label),
    ).toEqual(['< 1M', '1-5M']);
  });
  it('answers distinct cities of active companies by normalised prefix', async () => {
    expect((await get('/company/field/city?q=mil')).json().data).toEqual(['Milano', 'Mílazzo']);
    expect((await get('/company/field/city')).json().data).toEqual(['Milano', 'Mílazzo', 'Torino']);
    expect((await get('/company/field/city?q=sie')).json().data).toEqual([]);
  });
  it('refuses unknown entities and fields', async () => {
    expect((await get('/tree?entity=Planet')).json().clientType).toBe('VALIDATION_ERROR');
    expect((await get('/flat?entity=passwords')).json().clientType).toBe('VALIDATION_ERROR');
    expect((await get('/company/field/vat')).json().clientType).toBe('VALIDATION_ERROR');
  });
});

describe("contacts' own locations", () => {
  it('answers the distinct cities contacts have, alphabetically, without company-only ones', async () => {
    const response = await get('/contact/field/city');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(['Bergamo', 'Milano', 'São Paulo']);
  });
  it('matches a normalised prefix, whatever the accents and the case', async () => {
    expect((await get('/contact/field/city?q=mil')).json().data).toEqual(['Milano']);
    expect((await get('/contact/field/city?q=sao')).json().data).toEqual(['São Paulo']);
    expect((await get(`/contact/field/city?q=${encodeURIComponent('SÃO P')}`)).json().data).toEqual([
      'São Paulo',
    ]);
    expect((await get('/contact/field/city?q=tor')).json().data).toEqual([]);
    expect((await get('/contact/field/city?q=%25')).json().data).toEqual([]);
  });
  it('answers provinces and regions the same way, and nothing of another country', async () => {
    expect((await get('/contact/field/province')).json().data).toEqual(['BG', 'MI']);
    expect((await get('/contact/field/region?q=p')).json().data).toEqual(['Piemonte']);
    expect((await get('/contact/field/region')).json().data).toEqual(['Lombardia', 'Piemonte']);
    expect((await get('/contact/field/city', 'france')).json().data).toEqual([]);
  });
  it('answers at most the company lookup limit', async () => {
    const italy = t.db.databases.tenant('italy');
    await sql`
      INSERT INTO ${sql.raw(italy.schema)}.contacts (name, surname, city)
      SELECT 'Name', 'Surname ' || g, 'Zeta ' || lpad(g::text, 3, '0')
      FROM generate_series(1, ${COMPANY_FIELD_LIMIT + 10}) AS g`.execute(italy.db);
    const { data } = (await get('/contact/field/city?q=zeta')).json();
    expect(data).toHaveLength(COMPANY_FIELD_LIMIT);
    expect(data[0]).toBe('Zeta 001');
  });
  it('refuses an unknown field or parameter in the error envelope', async () => {
    const response = await get('/contact/field/vat');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      httpStatus: 400,
      clientType: 'VALIDATION_ERROR',
      id: expect.any(String),
      fields: [expect.objectContaining({ path: 'params.field' })],
    });
    expect((await get('/contact/field/city?q=mil&limit=5')).json().clientType).toBe('VALIDATION_ERROR');
  });
  it('is closed to a user who may not search contacts, while the company lookup stays open', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
    const { headers } = await loginAs(t, user);
    const contacts = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/contact/field/city',
      headers,
    });
    expect(contacts.statusCode).toBe(403);
    expect(contacts.json().clientType).toBe('FORBIDDEN_ERROR');
    const companies = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/company/field/city',
      headers,
    });
    expect(companies.statusCode).toBe(200);
  });
});
