import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEveryScope } from '../../../test/auth-helpers.ts';
import { createCompany, createReferenceItem, createTreeNode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let authorization: string;
const ids: Record<string, number> = {};
const refs: Record<string, number> = {};

const search = (body: object, tenant = 'italy') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/frontend/company',
    payload: body,
    headers: { authorization, 'x-tenant': tenant },
  });
async function names(body: object): Promise<string[]> {
  const response = await search(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((c: { name: string }) => c.name);
}

beforeAll(async () => {
  t = await createTestApp({ SEARCH_MAX_RESULTS: '40' });
  authorization = await signInWithEveryScope(t);
  const it = t.db.databases.tenant('italy');
  const food = await createTreeNode(it, 'sectors', 'Food');
  const coffee = await createTreeNode(it, 'sectors', 'Coffee', food.id);
  const cars = await createTreeNode(it, 'sectors', 'Cars');
  const beverages = await createTreeNode(it, 'categories', 'Beverages');
  const auto = await createTreeNode(it, 'categories', 'Automotive');
  const seed = await createReferenceItem(it, 'funding_type', 'seed');
  Object.assign(refs, {
    food: food.id,
    coffee: coffee.id,
    cars: cars.id,
    beverages: beverages.id,
    auto: auto.id,
    seed: seed.id,
  });

  const lavazza = await createCompany(it, {
    name: 'Lavazza',
    city: 'Torino',
    province: 'TO',
    region: 'Piemonte',
    sector_ids: [coffee.id],
    main_category_id: beverages.id,
    ateco_code: '10.83',
    creation_year: 1895,
    nation_orig: 'IT',
    store_number: 12,
    income_range: 'l',
    employer_range: 'h',
    international_invest: ['Europe'],
    medium_planning: 'Interna',
    collective_agreement_ids: [7],
    other_category_ids: [3],
  });
  const fiat = await createCompany(it, {
    name: 'Fiat',
    city: 'Torino',
    province: 'TO',
    region: 'Piemonte',
    sector_ids: [cars.id],
    main_category_id: auto.id,
    ateco_code: '29.10',
    creation_year: 1899,
    nation_orig: 'IT',
    store_number: 300,
    income_range: 'k',
    employer_range: 'g',
  });
  const barilla = await createCompany(it, {
    name: 'Barilla',
    city: 'Parma',
    province: 'PR',
    region: 'Emilia-Romagna',
    sector_ids: [food.id],
    main_category_id: beverages.id,
    type: 'ADV',
  });
  const agency = await createCompany(it, { name: 'Armando Testa', city: 'Torino', type: 'AG' });
  await createCompany(it, { name: 'Zeta Inactive', city: 'Torino', active: false });
  Object.assign(ids, { lavazza: lavazza.id, fiat: fiat.id, barilla: barilla.id, agency: agency.id });

  await it.db
    .insertInto('company_financials')
    .values([
      { company_id: lavazza.id, year: 2023, revenue: 3000, employees: 4000 },
      { company_id: fiat.id, year: 2023, revenue: 90000, employees: 40000 },
      { company_id: barilla.id, year: 2022, revenue: 4000, employees: 8000 },
    ])
    .execute();
  await it.db
    .insertInto('nielsen_spend')
    .values([
      { company_id: lavazza.id, year: 2023, channel: 'TV', amount: 500 },
      { company_id: lavazza.id, year: 2023, channel: 'RADIO', amount: 100 },
      { company_id: fiat.id, year: 2023, channel: 'TV', amount: 5000 },
    ])
    .execute();
  await it.db
    .insertInto('job_offers')
    .values([
      {
        company_id: lavazza.id,
        published_at: '2024-03-01',
        job_title: 'Brand Manager',
        contract_type: 'permanent',
        location: 'Torino',
        description: '<p>Coffee marketing</p>',
      },
      {
        company_id: barilla.id,
        published_at: '2024-03-02',
        job_title: 'Data Engineer',
        contract_type: 'internship',
        location: 'Parma',
      },
    ])
    .execute();
  await it.db
    .insertInto('acquisitions')
    .values([
      {
        buyer_company_id: lavazza.id,
        seller_company_id: barilla.id,
        acquired_at: '2021-06-01',
        title: 'Deal',
      },
      { buyer_company_id: fiat.id, seller_company_id: null, acquired_at: '2015-01-01', title: 'Old deal' },
    ])
    .execute();
  const round = await it.db
    .insertInto('investment_rounds')
    .values({
      company_id: barilla.id,
      funding_type_id: seed.id,
      funding_date: '2023-05-01',
      total_amount: 2_000_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await it.db
    .insertInto('investment_round_investors')
    .values({ round_id: round.id, investor_name: 'Venture Capitale SpA', amount: 1_000_000 })
    .execute();
  await createCompany(t.db.databases.tenant('spain'), { name: 'Lavazza España', city: 'Madrid' });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/frontend/company filters', () => {
  it('answers every active company by name asc with page metadata', async () => {
    const response = await search({});
    expect(response.json()).toMatchObject({
      totalResults: 4,
      totalIsCapped: false,
      currentPage: 1,
      totalPages: 1,
      resultsLimited: false,
    });
    expect(response.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Armando Testa',
      'Barilla',
      'Fiat',
      'Lavazza',
    ]);
    expect(response.json().data[3]).toMatchObject({
      mainCategory: { key: 'Beverages' },
      city: 'Torino',
      type: 'ADV',
    });
  });
  it('name key: prefix, typo-free compact and accent-insensitive', async () => {
    expect(await names({ key: 'LAV' })).toEqual(['Lavazza']);
    expect(await names({ key: 'testa' })).toEqual(['Armando Testa']);
  });
  it('main category (multi) and company type', async () => {
    expect(await names({ main_category: [refs.beverages] })).toEqual(['Barilla', 'Lavazza']);
    expect(await names({ type: ['AG'] })).toEqual(['Armando Testa']);
  });
  it('area: city, province, region', async () => {
    expect(await names({ city: ['Parma'] })).toEqual(['Barilla']);
    expect(await names({ province: ['TO'] })).toEqual(['Fiat', 'Lavazza']);
    expect(await names({ region: ['Emilia-Romagna', 'Lombardia'] })).toEqual(['Barilla']);
  });
  it('sector includes its descendants', async () => {
    expect(await names({ sector: [refs.food] })).toEqual(['Barilla', 'Lavazza']);
    expect(await names({ sector: [refs.coffee] })).toEqual(['Lavazza']);
  });
  it('other categories, ateco prefix, collective agreements', async () => {
    expect(await names({ other_categories: [3] })).toEqual(['Lavazza']);
    expect(await names({ ateco_code: '29' })).toEqual(['Fiat']);
    expect(await names({ collectiveAgreements: [7, 8] })).toEqual(['Lavazza']);
  });
  it('financial filters by year, key and range', async () => {
    expect(
      await names({ financial_filters: [{ year: 2023, key: 'revenue', min: 1000, max: 5000 }] }),
    ).toEqual(['Lavazza']);
    expect(await names({ financial_filters: [{ year: 2023, key: 'employees', min: 10000 }] })).toEqual([
      'Fiat',
    ]);
  });
  it('additional info: creation year, nation, stores, ranges, international invest, medium planning', async () => {
    expect(await names({ creation_year: 1899 })).toEqual(['Fiat']);
    expect(await names({ nation_orig: ['IT'], store_number_from: 100 })).toEqual(['Fiat']);
    expect(await names({ store_number_to: 50 })).toEqual(['Lavazza']);
    expect(await names({ income_range: ['k', 'a'], employer_range: ['g'] })).toEqual(['Fiat']);
    expect(await names({ international_invest: ['Europe'] })).toEqual(['Lavazza']);
    expect(await names({ medium_planning: ['Interna'] })).toEqual(['Lavazza']);
  });
  it('nielsen: spend of the chosen channels in a year', async () => {
    expect(
      await names({ nielsen_filters: [{ year: 2023, key: ['TV', 'RADIO'], min: 550, max: 1000 }] }),
    ).toEqual(['Lavazza']);
    expect(await names({ nielsen_filters: [{ year: 2023, key: ['TV'], min: 1000 }] })).toEqual(['Fiat']);
  });
  it('job offers by title, contract type, description and location', async () => {
    expect(await names({ job_offer_filters: [{ jobTitle: ['manager'] }] })).toEqual(['Lavazza']);
    expect(await names({ job_offer_filters: [{ contractType: 'internship', location: 'parma' }] })).toEqual([
      'Barilla',
    ]);
    expect(await names({ job_offer_filters: [{ description: ['coffee'] }] })).toEqual(['Lavazza']);
  });
  it('acquisitions by date range and role', async () => {
    expect(await names({ acquisition_after: '2020-01-01T00:00:00Z', acquisition_role: 'buyer' })).toEqual([
      'Lavazza',
    ]);
    expect(await names({ acquisition_role: 'seller' })).toEqual(['Barilla']);
    expect(await names({ acquisition_before: '2016-01-01' })).toEqual(['Fiat']);
  });
  it('investment rounds by type, dates, investor and amount', async () => {
    expect(
      await names({
        investment_round_filters: [
          { types: [refs.seed], fromDate: '2023-01-01', investorName: ['capitale'], min: 1_000_000 },
        ],
      }),
    ).toEqual(['Barilla']);
    expect(await names({ investment_round_filters: [{ toDate: '2022-01-01' }] })).toEqual([]);
  });
  // Visibility of the comments behind this filter is tested in comments.routes.test.ts.
  it('only_with_comments keeps nothing while the caller can read no comment', async () => {
    expect(await names({ only_with_comments: true, city: ['Parma'] })).toEqual([]);
    expect(await names({ only_with_comments: false, city: ['Parma'] })).toEqual(['Barilla']);
  });
});

describe('POST /api/v1/frontend/company sorting and paging', () => {
  it('sorts by name, city and sector in both directions', async () => {
    expect(await names({ sort_direction: 'desc' })).toEqual(['Lavazza', 'Fiat', 'Barilla', 'Armando Testa']);
    expect(await names({ sort_key: 'city' })).toEqual(['Barilla', 'Armando Testa', 'Fiat', 'Lavazza']);
    expect(await names({ sort_key: 'city', sort_direction: 'desc' })).toEqual([
      'Armando Testa',
      'Fiat',
      'Lavazza',
      'Barilla',
    ]);
    expect(await names({ sort_key: 'sector' })).toEqual(['Fiat', 'Barilla', 'Lavazza', 'Armando Testa']);
    expect(await names({ sort_key: 'sector', sort_direction: 'desc' })).toEqual([
      'Barilla',
      'Lavazza',
      'Fiat',
      'Armando Testa',
    ]);
  });
  it('by relevance, leads with the best matches of the name key, then goes by name', async () => {
    const germany = t.db.databases.tenant('germany');
    for (const name of ["Agentur L'Oréal Freunde", 'Florealis', "L'Oréal Paris", "L'Oréal", 'Loreto Druck'])
      await createCompany(germany, { name });
    const inGermany = async (body: object) => {
      const response = await search(body, 'germany');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((c: { name: string }) => c.name);
    };
    // Exact, then prefix, then a word's prefix, then contained; the name breaks ties.
    expect(await inGermany({ key: "l'or", sort_key: 'relevance' })).toEqual([
      "L'Oréal",
      "L'Oréal Paris",
      'Loreto Druck',
      "Agentur L'Oréal Freunde",
      'Florealis',
    ]);
    expect(await inGermany({ key: "l'oreal", sort_key: 'relevance' })).toEqual([
      "L'Oréal",
      "L'Oréal Paris",
      "Agentur L'Oréal Freunde",
      'Florealis',
    ]);
    expect(await inGermany({ key: "l'or", sort_key: 'name' })).toEqual([
      "Agentur L'Oréal Freunde",
      'Florealis',
      "L'Oréal",
      "L'Oréal Paris",
      'Loreto Druck',
    ]);
    // Without a key, relevance is the name order.
    expect(await names({ sort_key: 'relevance' })).toEqual(await names({ sort_key: 'name' }));
  });
  it('pages with limit and pageNum', async () => {
    const response = await search({ limit: 3, pageNum: 2 });
    expect(response.json()).toMatchObject({ totalResults: 4, currentPage: 2, totalPages: 2 });
    expect(response.json().data.map((c: { name: string }) => c.name)).toEqual(['Lavazza']);
  });
  it('answers TOO_MANY_RESULTS for a page beyond the configured cap', async () => {
    const response = await search({ limit: 20, pageNum: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().clientType).toBe('TOO_MANY_RESULTS');
  });
});

describe('POST /api/v1/frontend/company tenants and validation', () => {
  it('keeps each tenant to its own companies', async () => {
    const spain = await search({ key: 'lavazza' }, 'spain');
    expect(spain.json().data.map((c: { name: string }) => c.name)).toEqual(['Lavazza España']);
    expect(await names({ key: 'españa' })).toEqual([]);
  });
  it('refuses the filters spain does not offer', async () => {
    for (const body of [
      { other_categories: [1] },
      { store_number_from: 1 },
      { international_invest: ['Europe'] },
    ]) {
      const response = await search(body, 'spain');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        clientType: 'VALIDATION_ERROR',
        fields: [{ path: `body.${Object.keys(body)[0]}` }],
      });
    }
    expect((await search({ city: ['Madrid'] }, 'spain')).json().totalResults).toBe(1);
  });
  it.each([
    ['unknown sort key', { sort_key: 'revenue' }],
    ['negative page', { pageNum: -1 }],
    ['limit 1000', { limit: 1000 }],
    ['wrong type', { city: 'Torino' }],
    ['unknown filter', { colour: 'red' }],
    ['financial filter without bounds', { financial_filters: [{ year: 2023, key: 'revenue' }] }],
    ['negative amount', { nielsen_filters: [{ year: 2023, key: ['TV'], min: -5 }] }],
  ])('answers 400 VALIDATION_ERROR for %s and changes nothing', async (_label, body) => {
    const before = await t.db.databases
      .tenant('italy')
      .db.selectFrom('companies')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await search(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().clientType).toBe('VALIDATION_ERROR');
    const after = await t.db.databases
      .tenant('italy')
      .db.selectFrom('companies')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

// Last: it adds companies that the counts above do not expect.
describe('POST /api/v1/frontend/company sorted by sector', () => {
  it('sorts by sector under the category as it is now: renamed, or changed on the company', async () => {
    const it = t.db.databases.tenant('italy');
    const alpha = await createTreeNode(it, 'categories', 'Alpha');
    const beta = await createTreeNode(it, 'categories', 'Beta');
    await createCompany(it, { name: 'Uno', city: 'Bari', main_category_id: alpha.id });
    await createCompany(it, { name: 'Due', city: 'Bari', main_category_id: beta.id });
    const tre = await createCompany(it, { name: 'Tre', city: 'Bari' });
    const bySector = () => names({ city: ['Bari'], sort_key: 'sector' });
    expect(await bySector()).toEqual(['Uno', 'Due', 'Tre']);

    await it.db.updateTable('categories').set({ key: 'Zeta' }).where('id', '=', alpha.id).execute();
    expect(await bySector()).toEqual(['Due', 'Uno', 'Tre']);

    await it.db
      .updateTable('companies')
      .set({ main_category_id: beta.id })
      .where('id', '=', tre.id)
      .execute();
    expect(await bySector()).toEqual(['Due', 'Tre', 'Uno']);
    expect(await names({ city: ['Bari'], sort_key: 'sector', sort_direction: 'desc' })).toEqual([
      'Uno',
      'Due',
      'Tre',
    ]);

    // The copy cannot be written apart from its category.
    await it.db.updateTable('companies').set({ main_category_key: 'Aaa' }).where('id', '=', tre.id).execute();
    expect(await bySector()).toEqual(['Due', 'Tre', 'Uno']);
    const row = await it.db
      .selectFrom('companies')
      .select('main_category_key')
      .where('id', '=', tre.id)
      .executeTakeFirstOrThrow();
    expect(row.main_category_key).toBe('Beta');
  });
});
