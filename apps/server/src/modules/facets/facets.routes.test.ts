import { FACET_VALUES_MAX, type Facet, SEARCH_COUNT_CAP } from '@adatlas/domain/search';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, signInWithEveryScope } from '../../../test/auth-helpers.ts';
import { createCompany, createContact, createTreeNode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let everyScope: string;
let companyOnly: string;
type TreeNodeName = 'agencies' | 'media' | 'creative' | 'food' | 'marketing' | 'brand' | 'sales';
const tree = {} as Record<TreeNodeName, number>;

const post = (url: string, body: object, authorization = everyScope, tenant = 'italy') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/frontend${url}`,
    payload: body,
    headers: { authorization, 'x-tenant': tenant },
  });

async function facets(kind: 'company' | 'contact', body: object): Promise<Record<string, Facet>> {
  const response = await post(`/${kind}/facets`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The list's "N found" for a body: its capped count. */
async function listCount(kind: 'company' | 'contact', body: object) {
  const response = await post(`/${kind}`, { ...body, limit: 1 });
  expect(response.statusCode, response.body).toBe(200);
  const meta = kind === 'company' ? response.json() : response.json().contacts;
  return { count: meta.totalResults, countIsCapped: meta.totalIsCapped };
}

function countOf(facet: Facet | undefined, value: string | number) {
  const found = facet?.values.find((entry) => entry.value === value);
  return found && { count: found.count, countIsCapped: found.countIsCapped };
}

beforeAll(async () => {
  t = await createTestApp();
  everyScope = await signInWithEveryScope(t);
  const user = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
  companyOnly = (await loginAs(t, user)).headers.authorization;
  const italy = t.db.databases.tenant('italy');
  const france = t.db.databases.tenant('france');
  tree.agencies = (await createTreeNode(italy, 'categories', 'Agencies')).id;
  tree.media = (await createTreeNode(italy, 'categories', 'Media agency', tree.agencies)).id;
  tree.creative = (await createTreeNode(italy, 'categories', 'Creative agency', tree.agencies)).id;
  tree.food = (await createTreeNode(italy, 'categories', 'Food')).id;
  tree.marketing = (await createTreeNode(italy, 'functions', 'Marketing')).id;
  tree.brand = (await createTreeNode(italy, 'functions', 'Brand manager', tree.marketing)).id;
  tree.sales = (await createTreeNode(italy, 'functions', 'Sales')).id;
  const companies = [
    ['Milano', tree.media, 'ADV'],
    ['Milano', tree.media, 'ADV'],
    ['Milano', tree.creative, 'AG'],
    ['Milano', tree.agencies, 'ADV'],
    ['Torino', tree.media, 'ADV'],
    ['Torino', tree.food, 'ADV'],
    ['Roma', tree.food, 'AG'],
    ['Roma', null, 'ADV'],
    [null, tree.creative, 'ADV'],
  ] as const;
  const ids: number[] = [];
  for (const [city, category, type] of companies)
    ids.push((await createCompany(italy, { city, main_category_id: category, type })).id);
  // Neither an inactive company nor another country's companies are ever counted.
  await createCompany(italy, { city: 'Milano', main_category_id: tree.media, active: false });
  for (let i = 0; i < 3; i += 1)
    await createCompany(france, {
      city: 'Milano',
      main_category_id: (await createTreeNode(france, 'categories', `Fr ${i}`)).id,
    });
  const contacts = [
    [ids[0], 'Milano', tree.brand],
    [ids[0], 'Milano', tree.marketing],
    [ids[1], 'Torino', tree.brand],
    [ids[2], 'Milano', tree.sales],
    [ids[5], 'Roma', tree.sales],
    [ids[6], null, tree.brand],
    [ids[6], 'Roma', null],
  ] as const;
  for (const [company_id, city, function_id] of contacts)
    await createContact(italy, { company_id, city, function_id });
  await createContact(italy, { company_id: ids[0], city: 'Milano', function_id: tree.brand, active: false });
  await createContact(france, { city: 'Milano' });
});
afterAll(async () => {
  await t.close();
});

describe('company facets', () => {
  it.each([
    ['no other filter', () => ({})],
    ['a city and a type chosen', () => ({ city: ['Milano'], type: ['ADV'] })],
    ['a category chosen', () => ({ main_category: [tree.media] })],
  ])('count each value as the list finds it with that value chosen alone (%s)', async (_name, chosen) => {
    const filters = chosen();
    const data = await facets('company', { ...filters, fields: ['main_category', 'city'] });
    expect(data.main_category!.values.length).toBeGreaterThan(1);
    expect(data.city!.values.length).toBeGreaterThan(1);
    for (const { value } of data.main_category!.values) {
      const list = await listCount('company', { ...filters, main_category: [value] });
      expect([value, countOf(data.main_category, value)]).toEqual([value, list]);
    }
    for (const { value } of data.city!.values) {
      const list = await listCount('company', { ...filters, city: [value] });
      expect([value, countOf(data.city, value)]).toEqual([value, list]);
    }
  });

  it('counts a category with its sub-categories, leaves out other countries and inactive companies', async () => {
    const data = await facets('company', { fields: ['main_category', 'city'] });
    expect(countOf(data.main_category, tree.agencies)).toEqual({ count: 6, countIsCapped: false });
    expect(countOf(data.main_category, tree.media)).toEqual({ count: 3, countIsCapped: false });
    expect(data.city!.values.map((entry) => [entry.value, entry.count])).toEqual([
      ['Milano', 4],
      ['Roma', 2],
      ['Torino', 2],
    ]);
    expect(data.city!.isComplete).toBe(true);
  });

  it('answers only the fields asked for', async () => {
    expect(Object.keys(await facets('company', { fields: ['city', 'city'] }))).toEqual(['city']);
  });

  it('refuses fields it does not count, or none, in the envelope', async () => {
    for (const body of [{ fields: ['name'] }, { fields: [] }, {}, { fields: ['city'], nope: 1 }]) {
      const response = await post('/company/facets', body);
      expect([JSON.stringify(body), response.statusCode, response.json().clientType]).toEqual([
        JSON.stringify(body),
        400,
        'VALIDATION_ERROR',
      ]);
    }
  });
});

describe('contact facets', () => {
  it.each([
    ['no other filter', () => ({})],
    [
      'a city and a company category chosen',
      () => ({ city: ['Milano'], company_filters: { main_category: [tree.agencies] } }),
    ],
    ['a function area chosen', () => ({ function_parent: [tree.marketing] })],
    ['the list confined to a family', () => ({ function_family: [tree.marketing] })],
  ])('count each value as the list finds it with that value chosen alone (%s)', async (_name, chosen) => {
    const filters = chosen();
    const data = await facets('contact', { ...filters, fields: ['function', 'city'] });
    expect(data.function!.values.length).toBeGreaterThan(0);
    for (const { value } of data.function!.values) {
      const list = await listCount('contact', { ...filters, function_parent: undefined, function: [value] });
      expect([value, countOf(data.function, value)]).toEqual([value, list]);
    }
    for (const { value } of data.city!.values) {
      const list = await listCount('contact', { ...filters, city: [value] });
      expect([value, countOf(data.city, value)]).toEqual([value, list]);
    }
  });

  it('counts a function with those under it, leaves out other countries and inactive contacts', async () => {
    const data = await facets('contact', { fields: ['function', 'city'] });
    expect(countOf(data.function, tree.marketing)).toEqual({ count: 4, countIsCapped: false });
    expect(countOf(data.function, tree.brand)).toEqual({ count: 3, countIsCapped: false });
    expect(countOf(data.city, 'Milano')).toEqual({ count: 3, countIsCapped: false });
  });

  it('answers 403, as the list does, to a licence without contacts', async () => {
    for (const url of ['/contact', '/contact/facets']) {
      const response = await post(url, { fields: ['function'] }, companyOnly);
      expect([url, response.statusCode, response.json().clientType]).toEqual([url, 403, 'FORBIDDEN_ERROR']);
    }
    expect((await post('/company/facets', { fields: ['city'] }, companyOnly)).statusCode).toBe(200);
  });
});

describe('facet limits', () => {
  beforeAll(async () => {
    const italy = t.db.databases.tenant('italy');
    await sql`
      INSERT INTO ${sql.raw(italy.schema)}.companies (name, type, city)
      SELECT 'Bulk ' || g, 'CP', CASE WHEN g <= ${SEARCH_COUNT_CAP + 5} THEN 'Napoli' ELSE 'Town ' || g END
      FROM generate_series(1, ${SEARCH_COUNT_CAP + 5 + FACET_VALUES_MAX + 10}) AS g`.execute(italy.db);
  });

  it("caps a value's count where the list's count stops", async () => {
    const data = await facets('company', { type: ['CP'], fields: ['city'] });
    expect(countOf(data.city, 'Napoli')).toEqual({ count: SEARCH_COUNT_CAP, countIsCapped: true });
    expect(await listCount('company', { type: ['CP'], city: ['Napoli'] })).toEqual({
      count: SEARCH_COUNT_CAP,
      countIsCapped: true,
    });
  });

  it('lists the most frequent cities and the chosen ones, and says the list is not complete', async () => {
    const data = await facets('company', { city: ['Town 10060', 'Atlantis'], fields: ['city'] });
    const cities = data.city!.values.map((entry) => entry.value);
    expect([cities[0], cities.at(-1)]).toEqual(['Town 10060', 'Atlantis']);
    expect(cities.length).toBe(FACET_VALUES_MAX + 2);
    expect(cities).toContain('Napoli');
    expect(countOf(data.city, 'Atlantis')).toEqual({ count: 0, countIsCapped: false });
    expect(data.city!.isComplete).toBe(false);
  });
});
