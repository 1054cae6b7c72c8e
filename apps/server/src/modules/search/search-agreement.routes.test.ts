import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEveryScope } from '../../../test/auth-helpers.ts';
import { createBrand, createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The header's quick search, the search page's tabs and the lists it links to (/companies?key=,
 * /contacts?key=, the brand tab) find the same records for the same text: one name matcher per
 * kind. The search page's tabs are those lists' first pages, so a list's count is the tab's count.
 */
let t: TestApp;
let authorization: string;

const headers = () => ({ authorization, 'x-tenant': 'italy' });

async function quickTotals(key: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/frontend/search?key=${encodeURIComponent(key)}`,
    headers: headers(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    companies: body.companies.totalResults as number,
    contacts: body.contacts.totalResults as number,
    brands: body.brands.totalResults as number,
  };
}

async function listTotals(key: string) {
  const companies = await t.app.inject({
    method: 'POST',
    url: '/api/v1/frontend/company',
    payload: { key, sort_key: 'relevance', sort_direction: 'asc', pageNum: 1, limit: 20 },
    headers: headers(),
  });
  const contacts = await t.app.inject({
    method: 'POST',
    url: '/api/v1/frontend/contact',
    payload: { key, sort_key: 'surname', sort_direction: 'asc', pageNum: 1, limit: 20 },
    headers: headers(),
  });
  const brands = await t.app.inject({
    method: 'GET',
    url: `/api/v1/frontend/brand?name=${encodeURIComponent(key)}&pageNum=1&limit=20`,
    headers: headers(),
  });
  for (const response of [companies, contacts, brands]) expect(response.statusCode, response.body).toBe(200);
  return {
    companies: companies.json().totalResults as number,
    contacts: contacts.json().contacts.totalResults as number,
    brands: brands.json().totalResults as number,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  authorization = await signInWithEveryScope(t);
  const italy = t.db.databases.tenant('italy');
  const lavazza = await createCompany(italy, { name: 'Lavazza', city: 'Torino' });
  await createCompany(italy, { name: "L'Oréal Italia", city: 'Milano' });
  await createCompany(italy, { name: 'Barilla' });
  await createCompany(italy, { name: 'Gruppo Barilla' });
  await createCompany(italy, { name: 'Lavazza Holding', active: false });
  // Surnames that start with the text, a first name that does, an accented one, and near misses
  // that only a typo-tolerant match finds.
  for (const [name, surname] of [
    ['Giuseppe', 'Lavagnini'],
    ['Marta', 'Lavagna'],
    ['Lavinia', 'Rossi'],
    ['Chloé', 'Bérard'],
    ['Anna', 'Lavazzi'],
    ['Piero', 'Lavazzini'],
    ['Paolo', 'Barillari'],
  ]) {
    await createContact(italy, { name, surname, company_id: lavazza.id });
  }
  await createContact(italy, { name: 'Ugo', surname: 'Lavagnoli', active: false });
  await createBrand(italy, { name: 'Qualità Rossa', company_id: lavazza.id });
  await createBrand(italy, { name: 'Lavazza Tierra', company_id: lavazza.id });
  await createBrand(italy, { name: 'Mulino Bianco' });
});
afterAll(async () => {
  await t.close();
});

describe('quick search, search page tabs and list keys agree', () => {
  it.each([
    ['a surname prefix', 'Lavag'],
    ['a first name', 'Lavinia'],
    ['text without its accents', 'berard'],
    ['a company name', 'Lavazza'],
    ['a word inside a name', 'rossa'],
    ['a typo', 'Lavazi'],
    ['a typo of a company', 'Barila'],
    ['a prefix shared by every kind', 'Lav'],
  ])('for %s (%s) each kind counts the same everywhere', async (_what, key) => {
    const quick = await quickTotals(key);
    const lists = await listTotals(key);
    expect(lists).toEqual(quick);
  });

  it('finds through typos only when few match directly, as the quick search does', async () => {
    // "Lavazi" matches nobody directly: the typo-tolerant match finds Lavazzi and Lavazzini.
    expect(await listTotals('Lavazi')).toMatchObject({ contacts: 2 });
    // "Lavag" matches Lavagnini and Lavagna directly (fewer than 3), so the near ones join them.
    expect(await listTotals('Lavag')).toMatchObject({ contacts: 4 });
    // "Lav" matches five contacts directly: no typo match is added, inactive ones never count.
    expect(await listTotals('Lav')).toMatchObject({ contacts: 5, companies: 1, brands: 1 });
  });
});
