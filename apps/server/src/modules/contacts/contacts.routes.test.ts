import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEveryScope } from '../../../test/auth-helpers.ts';
import { createCompany, createContact, createTreeNode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let authorization: string;
const ids: Record<string, number> = {};
const search = (body: object, tenant = 'italy') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/frontend/contact',
    payload: body,
    headers: { authorization, 'x-tenant': tenant },
  });
async function surnames(body: object): Promise<string[]> {
  const response = await search(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().contacts.data.map((c: { surname: string }) => c.surname);
}

beforeAll(async () => {
  t = await createTestApp();
  authorization = await signInWithEveryScope(t);
  const it = t.db.databases.tenant('italy');
  const marketing = await createTreeNode(it, 'functions', 'Marketing');
  const brand = await createTreeNode(it, 'functions', 'Brand', marketing.id);
  const sales = await createTreeNode(it, 'functions', 'Sales');
  const beverages = await createTreeNode(it, 'categories', 'Beverages');
  const lavazza = await createCompany(it, {
    name: 'Lavazza',
    city: 'Torino',
    main_category_id: beverages.id,
    creation_year: 1895,
  });
  const fiat = await createCompany(it, { name: 'Fiat', city: 'Torino' });
  await it.db
    .insertInto('company_financials')
    .values({ company_id: fiat.id, year: 2023, revenue: 90000 })
    .execute();
  await it.db
    .updateTable('companies')
    .set({
      ateco_code: '10.83.01',
      other_category_ids: [7],
      website: 'https://www.lavazza.it',
      e_commerce: 'https://shop.lavazza.it',
      vat: 'IT00470550013',
    })
    .where('id', '=', lavazza.id)
    .execute();
  await it.db
    .insertInto('acquisitions')
    .values({
      buyer_company_id: lavazza.id,
      seller_company_id: fiat.id,
      acquired_at: '2021-06-01',
      title: 'Deal',
    })
    .execute();
  Object.assign(ids, { marketing: marketing.id, brand: brand.id, sales: sales.id, lavazza: lavazza.id });
  await createContact(it, {
    name: 'Mario',
    surname: 'Rossi',
    title: 'Chief Marketing Officer',
    company_id: lavazza.id,
    function_id: brand.id,
    email: 'mario@lavazza.it',
    city: 'Torino',
    region: 'Piemonte',
    nomination_date: '2024-01-10',
    created_at: '2024-01-01',
    modified_at: '2024-06-01',
  });
  await createContact(it, {
    name: 'Giulia',
    surname: 'Bianchi',
    title: 'Sales Director',
    company_id: fiat.id,
    function_id: sales.id,
    city: 'Milano',
    province: 'MI',
    created_at: '2023-01-01',
    modified_at: '2024-07-01',
  });
  await createContact(it, {
    name: 'Paolo',
    surname: 'Verdi',
    created_at: '2022-01-01',
    modified_at: '2024-05-01',
    email: '',
  });
  ids.rossi = (
    await it.db.selectFrom('contacts').select('id').where('surname', '=', 'Rossi').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/frontend/contact', () => {
  it('lists by modified_at desc by default with counts', async () => {
    const body = (await search({})).json();
    expect(body.contacts).toMatchObject({
      totalResults: 3,
      totalIsCapped: false,
      resultsLimited: false,
      currentPage: 1,
    });
    expect(body.contacts.data.map((c: { surname: string }) => c.surname)).toEqual([
      'Bianchi',
      'Rossi',
      'Verdi',
    ]);
    expect(await surnames({ sort_direction: 'asc' })).toEqual(['Verdi', 'Rossi', 'Bianchi']);
    expect(await surnames({ sort_key: 'surname', sort_direction: 'asc' })).toEqual([
      'Bianchi',
      'Rossi',
      'Verdi',
    ]);
    expect(await surnames({ sort_key: 'company', sort_direction: 'asc' })).toEqual([
      'Bianchi',
      'Rossi',
      'Verdi',
    ]);
  });
  it('sorts by company name with the contacts without a company last, either way, over pages', async () => {
    const byCompany = (sort_direction: string, more: object = {}) =>
      surnames({ sort_key: 'company', sort_direction, ...more });
    expect(await byCompany('desc')).toEqual(['Rossi', 'Bianchi', 'Verdi']);
    // Pages that end in, straddle and start after the contacts with a company.
    expect(await byCompany('asc', { limit: 1, pageNum: 2 })).toEqual(['Rossi']);
    expect(await byCompany('asc', { limit: 2, pageNum: 2 })).toEqual(['Verdi']);
    expect(await byCompany('desc', { limit: 1, pageNum: 3 })).toEqual(['Verdi']);
    expect(await byCompany('asc', { limit: 1, pageNum: 4 })).toEqual([]);
    // The contact filters apply to both parts.
    expect(await byCompany('asc', { emailExists: false })).toEqual(['Bianchi', 'Verdi']);
    expect(await byCompany('desc', { function: [ids.sales] })).toEqual(['Bianchi']);
  });
  it('filters by company side: name, main category, creation year, financials', async () => {
    expect(await surnames({ company_filters: { name: 'lava' } })).toEqual(['Rossi']);
    expect(
      await surnames({
        company_filters: {
          main_category: [
            (
              await t.db.databases
                .tenant('italy')
                .db.selectFrom('categories')
                .select('id')
                .executeTakeFirstOrThrow()
            ).id,
          ],
        },
      }),
    ).toEqual(['Rossi']);
    expect(await surnames({ company_filters: { creation_year: 1895 } })).toEqual(['Rossi']);
    expect(await surnames({ financial_filters: [{ year: 2023, key: 'revenue', min: 1000 }] })).toEqual([
      'Bianchi',
    ]);
    expect(await surnames({ company_filters: { id: [ids.lavazza] } })).toEqual(['Rossi']);
  });
  it('filters by the company side offered behind "Other filters"', async () => {
    // The company's city, not the contact's: Bianchi lives in Milano but works for Fiat, in Torino.
    expect(await surnames({ company_filters: { city: ['Torino'] } })).toEqual(['Bianchi', 'Rossi']);
    expect(await surnames({ company_filters: { city: ['Milano'] } })).toEqual([]);
    expect(await surnames({ company_filters: { ateco_code: '10.83' } })).toEqual(['Rossi']);
    expect(await surnames({ company_filters: { other_categories: [7] } })).toEqual(['Rossi']);
    expect(await surnames({ company_filters: { creation_year: 1990 } })).toEqual([]);
    expect(await surnames({ company_filters: { acquisition_role: 'seller' } })).toEqual(['Bianchi']);
    expect(
      await surnames({ company_filters: { acquisition_after: '2021-01-01', acquisition_role: 'buyer' } }),
    ).toEqual(['Rossi']);
    expect(await surnames({ company_filters: { acquisition_after: '2022-01-01' } })).toEqual([]);
    // Both sides together: a contact filter narrows the company side's contacts.
    expect(await surnames({ company_filters: { city: ['Torino'] }, province: ['MI'] })).toEqual(['Bianchi']);
  });
  it('filters by function tree, surname, title and area', async () => {
    expect(await surnames({ function_parent: [ids.marketing] })).toEqual(['Rossi']);
    expect(await surnames({ function: [ids.sales] })).toEqual(['Bianchi']);
    // Areas and functions add up; a family confines them instead (the HR edition's filter).
    expect(await surnames({ function_parent: [ids.marketing], function: [ids.sales] })).toEqual([
      'Bianchi',
      'Rossi',
    ]);
    expect(await surnames({ function_family: [ids.marketing] })).toEqual(['Rossi']);
    expect(await surnames({ function_family: [ids.marketing], function: [ids.brand] })).toEqual(['Rossi']);
    expect(await surnames({ function_family: [ids.marketing], function: [ids.sales] })).toEqual([]);
    expect(
      (await search({ function_family: [ids.marketing], function: [ids.sales] })).json().contacts,
    ).toMatchObject({
      totalResults: 0,
    });
    expect(await surnames({ surname: 'ver' })).toEqual(['Verdi']);
    expect(await surnames({ title: 'marketing' })).toEqual(['Rossi']);
    // The title is matched in its normal form: case and accents typed or stored do not matter.
    expect(await surnames({ title: 'MÁRKETING off' })).toEqual(['Rossi']);
    expect(await surnames({ title: 'marketing director' })).toEqual([]);
    expect(await surnames({ city: ['Milano'] })).toEqual(['Bianchi']);
    expect(await surnames({ province: ['MI'] })).toEqual(['Bianchi']);
    expect(await surnames({ region: ['Piemonte'] })).toEqual(['Rossi']);
  });
  it('filters by e-mail, nomination and dates', async () => {
    expect(await surnames({ emailExists: true })).toEqual(['Rossi']);
    expect(await surnames({ emailExists: false })).toEqual(['Bianchi', 'Verdi']);
    expect(await surnames({ nominationExists: true })).toEqual(['Rossi']);
    expect(await surnames({ newContactAfter: '2023-06-01' })).toEqual(['Rossi']);
    expect(await surnames({ newContactBefore: '2022-12-31' })).toEqual(['Verdi']);
    expect(await surnames({ modifiedContactAfter: '2024-06-15T00:00:00Z' })).toEqual(['Bianchi']);
    expect(await surnames({ modifiedContactBefore: '2024-05-15' })).toEqual(['Verdi']);
  });
  it('pages', async () => {
    const body = (await search({ limit: 2, pageNum: 2 })).json();
    expect(body.contacts).toMatchObject({ totalResults: 3, totalPages: 2, currentPage: 2 });
    expect(body.contacts.data).toHaveLength(1);
  });
  it('refuses spain-hidden company filters and bad payloads', async () => {
    expect((await search({ company_filters: { other_categories: [1] } }, 'spain')).json()).toMatchObject({
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'body.company_filters.other_categories' }],
    });
    for (const body of [
      { sort_key: 'email' },
      { pageNum: 0 },
      { limit: 1000 },
      { emailExists: 'yes' },
      { company_filters: { key: 'x' } },
    ]) {
      expect((await search(body)).json().clientType).toBe('VALIDATION_ERROR');
    }
  });
  it('keeps tenants apart', async () => {
    expect((await search({}, 'france')).json().contacts.totalResults).toBe(0);
  });
});

describe('GET /api/v1/frontend/contact/:id', () => {
  it('answers the contact with its company, brands and the General-tab schema', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/frontend/contact/${ids.rossi}`,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      surname: 'Rossi',
      function: { key: 'Brand' },
      company: {
        id: ids.lavazza,
        name: 'Lavazza',
        city: 'Torino',
        website: 'https://www.lavazza.it',
        e_commerce: 'https://shop.lavazza.it',
        vat: 'IT00470550013',
      },
      nomination_date: '2024-01-10',
      emailExists: true,
    });
    expect(body.schema).toContainEqual({
      section: 'registry',
      order: 3,
      key: 'surname',
      label: 'CONTACT.FIELDS.SURNAME',
      type: 'text',
    });
    expect(new Set(body.schema.map((f: { section: string }) => f.section))).toEqual(
      new Set(['registry', 'contact', 'address', 'db_info']),
    );
  });
  it('answers 404 through another tenant', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/frontend/contact/${ids.rossi}`,
      headers: { authorization, 'x-tenant': 'france' },
    });
    expect(response.statusCode).toBe(404);
  });
});
