import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEveryScope } from '../../../test/auth-helpers.ts';
import {
  createBrand,
  createCompany,
  createContact,
  createReferenceItem,
  createTreeNode,
} from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';

let db: TestDatabase;
let app: FastifyInstance;
let authorization: string;
let wiki: Server;
let wikiCalls = 0;
const opens: { entity: string; id: number; tenant: string }[] = [];
const ids: Record<string, number> = {};

const get = (url: string, tenant = 'italy') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/frontend${url}`,
    headers: { authorization, 'x-tenant': tenant },
  });

beforeAll(async () => {
  wiki = createServer((request, response) => {
    wikiCalls += 1;
    if (request.url === '/it/page/summary/Lavazza') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ extract: 'Lavazza is a coffee roaster.' }));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => wiki.listen(0, '127.0.0.1', resolve));
  const port = (wiki.address() as AddressInfo).port;
  db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    WIKIPEDIA_API_URL: `http://127.0.0.1:${port}/{lang}`,
  });
  app = await buildApp({
    config,
    databases: db.databases,
    recordOpen: {
      async recordOpen(ctx: RequestContext, entity, id) {
        opens.push({ entity, id, tenant: ctx.tenant });
      },
    },
  });
  await app.ready();
  authorization = await signInWithEveryScope({ app, db, close: async () => undefined });

  const it = db.databases.tenant('italy');
  const coffee = await createTreeNode(it, 'sectors', 'Coffee');
  const marketing = await createTreeNode(it, 'functions', 'Marketing');
  const brandManager = await createTreeNode(it, 'functions', 'Brand manager', marketing.id);
  const creative = await createReferenceItem(it, 'agency_category', 'creative', { label: 'Creative' });
  const pitchCategory = await createReferenceItem(it, 'pitch_category', 'media');
  const holding = await createCompany(it, { name: 'Lavazza Holding' });
  const lavazza = await createCompany(it, {
    name: 'Lavazza',
    parent_id: holding.id,
    sector_ids: [coffee.id],
    city: 'Torino',
    lat: 45,
    lng: 7.6,
  });
  const child = await createCompany(it, { name: 'Lavazza Kenya', parent_id: lavazza.id });
  const agency = await createCompany(it, { name: 'Armando Testa', type: 'AG' });
  const empty = await createCompany(it, { name: 'Empty Srl' });
  Object.assign(ids, {
    holding: holding.id,
    lavazza: lavazza.id,
    child: child.id,
    agency: agency.id,
    empty: empty.id,
  });
  await it.db
    .insertInto('company_external_links')
    .values([
      { company_id: lavazza.id, label: 'Wikipedia', link: 'https://it.wikipedia.org/wiki/Lavazza' },
      { company_id: lavazza.id, label: 'LinkedIn', link: 'https://linkedin.com/company/lavazza' },
    ])
    .execute();
  await createContact(it, {
    name: 'Mario',
    surname: 'Rossi',
    company_id: lavazza.id,
    function_id: brandManager.id,
  });
  await createContact(it, { name: 'Luca', surname: 'Bianchi', company_id: lavazza.id });
  await it.db
    .insertInto('company_financials')
    .values([
      { company_id: lavazza.id, year: 2022, revenue: null },
      { company_id: lavazza.id, year: 2023, revenue: 2700, employees: 4500 },
    ])
    .execute();
  await it.db
    .insertInto('nielsen_spend')
    .values([
      { company_id: lavazza.id, year: 2023, channel: 'TV', amount: 300 },
      { company_id: lavazza.id, year: 2023, channel: 'GRAND TOTAL', amount: 420 },
      { company_id: lavazza.id, year: 2023, channel: 'INTERNET', amount: 120 },
    ])
    .execute();
  const round = await it.db
    .insertInto('investment_rounds')
    .values({ company_id: lavazza.id, funding_date: '2023-01-10', total_amount: 5000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await it.db
    .insertInto('investment_round_investors')
    .values([
      { round_id: round.id, investor_company_id: holding.id, investor_name: 'ignored', amount: 3000 },
      { round_id: round.id, investor_name: 'Angel Investor', amount: 2000 },
    ])
    .execute();
  await it.db
    .insertInto('job_offers')
    .values({ company_id: lavazza.id, published_at: '2024-02-01', job_title: 'Barista' })
    .execute();
  const brand = await createBrand(it, {
    name: 'Qualità Oro',
    company_id: lavazza.id,
    sector_ids: [coffee.id],
  });
  await createBrand(it, { name: 'Tierra', company_id: lavazza.id });
  ids.brand = brand.id;
  await it.db
    .insertInto('work_relations')
    .values({ brand_id: brand.id, agency_company_id: agency.id, category_id: creative.id })
    .execute();
  const pitch = await it.db
    .insertInto('pitches')
    .values({
      title: 'Media 2023',
      company_id: lavazza.id,
      category_id: pitchCategory.id,
      start_date: '2023-03-01',
      winner_company_id: agency.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await it.db.insertInto('pitch_brands').values({ pitch_id: pitch.id, brand_id: brand.id }).execute();
  await it.db
    .insertInto('pitches')
    .values({
      title: 'Digital 2021',
      company_id: lavazza.id,
      category_id: pitchCategory.id,
      start_date: '2021-03-01',
    })
    .execute();
  await it.db
    .insertInto('creative_works')
    .values({
      title: 'Paradiso',
      published_at: '2024-01-01',
      brand_id: brand.id,
      company_id: lavazza.id,
      agency_id: agency.id,
    })
    .execute();
  ids.france = (
    await createCompany(db.databases.tenant('france'), { id: 900_001, name: 'Only in France' })
  ).id;
});
afterAll(async () => {
  await app.close();
  await db.drop();
  await new Promise((resolve) => wiki.close(resolve));
});

describe('GET /company/:id', () => {
  it('answers the General tab, the sections with data and the Wikipedia extract', async () => {
    const response = await get(`/company/${ids.lavazza}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      name: 'Lavazza',
      sectors: [{ key: 'Coffee' }],
      parent: { id: ids.holding, name: 'Lavazza Holding' },
      childrenIds: [ids.child],
      address: { city: 'Torino', position: { lat: 45, lng: 7.6 } },
      wikipediaExtract: 'Lavazza is a coffee roaster.',
      sections: {
        contacts: true,
        financials: true,
        jobOffers: true,
        investmentRounds: true,
        nielsen: true,
        brands: true,
        pitch: true,
        creativity: true,
        group: true,
      },
    });
    expect(data.externalLinks).toHaveLength(2);
  });
  it('caches the extract and skips Wikipedia without a wikipedia link', async () => {
    const before = wikiCalls;
    await get(`/company/${ids.lavazza}`);
    const empty = (await get(`/company/${ids.empty}`)).json().data;
    expect(wikiCalls).toBe(before);
    expect(empty).toMatchObject({
      wikipediaExtract: null,
      sections: { contacts: false, brands: false, group: false, pitch: false },
    });
  });
  it('records one open per detail and none for lists', async () => {
    opens.length = 0;
    await get(`/company/${ids.empty}`);
    await app.inject({
      method: 'POST',
      url: '/api/v1/frontend/company',
      payload: {},
      headers: { authorization },
    });
    await get(`/company/${ids.lavazza}/contacts`);
    expect(opens).toEqual([{ entity: 'company', id: ids.empty, tenant: 'italy' }]);
  });
  it('answers 404 for a company of another tenant', async () => {
    expect((await get(`/company/${ids.france}`)).statusCode).toBe(404);
    expect((await get(`/company/${ids.france}/financials`)).json().clientType).toBe('NOT_FOUND');
    expect((await get(`/company/${ids.france}`, 'france')).statusCode).toBe(200);
  });
  it('refuses a non-numeric id', async () => {
    expect((await get('/company/abc')).json().clientType).toBe('VALIDATION_ERROR');
  });
});

describe('company sections', () => {
  it('contacts, filtered by function including sub-functions', async () => {
    expect(
      (await get(`/company/${ids.lavazza}/contacts`)).json().data.map((c: { surname: string }) => c.surname),
    ).toEqual(['Bianchi', 'Rossi']);
    const marketing = await db.databases
      .tenant('italy')
      .db.selectFrom('functions')
      .select('id')
      .where('key', '=', 'Marketing')
      .executeTakeFirstOrThrow();
    const filtered = (await get(`/company/${ids.lavazza}/contacts?function=${marketing.id}`)).json().data;
    expect(filtered).toEqual([
      expect.objectContaining({
        surname: 'Rossi',
        function: expect.objectContaining({ key: 'Brand manager' }),
      }),
    ]);
  });
  it('financials without empty years, job offers, investment rounds with investor links', async () => {
    expect((await get(`/company/${ids.lavazza}/financials`)).json().data).toEqual([
      { year: 2023, revenue: 2700, operatingResult: null, employees: 4500, personnelCost: null },
    ]);
    expect((await get(`/company/${ids.lavazza}/job-offers`)).json().data[0]).toMatchObject({
      jobTitle: 'Barista',
    });
    const [round] = (await get(`/company/${ids.lavazza}/investment-rounds`)).json().data;
    expect(round).toMatchObject({ totalAmountInvested: 5000, fundingDate: '2023-01-10' });
    expect(round.investors).toEqual([
      { companyId: ids.holding, companyName: 'Lavazza Holding', amountInvested: 3000 },
      { companyId: null, companyName: 'Angel Investor', amountInvested: 2000 },
    ]);
  });
  it('nielsen per year and channel with a separate grand total', async () => {
    const { data } = (await get(`/company/${ids.lavazza}/nielsen`)).json();
    expect(data).toMatchObject({
      years: [2023],
      channels: ['INTERNET', 'TV'],
      grandTotals: [{ year: 2023, amount: 420 }],
    });
    expect(data.rows).toHaveLength(2);
  });
  it('own brands for an advertiser, working brands for an agency, sector filter', async () => {
    const own = (await get(`/company/${ids.lavazza}/brands`)).json();
    expect(own.kind).toBe('own');
    expect(own.data.map((b: { name: string }) => b.name)).toEqual(['Qualità Oro', 'Tierra']);
    // Brand cards list the agencies working on each brand with their categories.
    expect(own.data[0].agencies).toEqual([
      {
        id: ids.agency,
        name: expect.any(String),
        categories: [{ categoryId: expect.any(Number), categoryName: 'Creative' }],
        inferred: null,
      },
    ]);
    expect(own.data[1].agencies).toEqual([]);
    const coffee = own.data[0].sectors[0].id;
    expect((await get(`/company/${ids.lavazza}/brands?sectors[]=${coffee}`)).json().data).toHaveLength(1);
    const working = (await get(`/company/${ids.agency}/brands`)).json();
    expect(working).toMatchObject({
      kind: 'working',
      data: [{ name: 'Qualità Oro', categories: [{ categoryName: 'Creative' }] }],
    });
  });
  it('pitches with date range and a per-year graph; creas', async () => {
    const all = (await get(`/company/${ids.lavazza}/pitches`)).json();
    expect(all.graph).toEqual([
      { year: 2021, count: 1 },
      { year: 2023, count: 1 },
    ]);
    const recent = (await get(`/company/${ids.lavazza}/pitches?from=2022-01-01`)).json();
    expect(recent.data).toEqual([
      expect.objectContaining({
        title: 'Media 2023',
        role: 'advertiser',
        winnerCompany: { id: ids.agency, name: 'Armando Testa' },
      }),
    ]);
    expect((await get(`/company/${ids.agency}/pitches`)).json().data[0].role).toBe('winner');
    expect((await get(`/company/${ids.agency}/creas`)).json().data).toEqual([
      expect.objectContaining({ title: 'Paradiso', brand: { id: ids.brand, name: 'Qualità Oro' } }),
    ]);
  });
  it('group tree from the root down', async () => {
    const { data } = (await get(`/company/${ids.child}/group`)).json();
    expect(data).toEqual({
      id: ids.holding,
      name: 'Lavazza Holding',
      children: [
        {
          id: ids.lavazza,
          name: 'Lavazza',
          children: [{ id: ids.child, name: 'Lavazza Kenya', children: [] }],
        },
      ],
    });
  });
});

describe('GET /brand/:id and /brand', () => {
  it('answers the brand modal', async () => {
    const { data } = (await get(`/brand/${ids.brand}`)).json();
    expect(data).toMatchObject({
      name: 'Qualità Oro',
      company: { id: ids.lavazza, name: 'Lavazza' },
      sectors: [{ key: 'Coffee' }],
      agencies: [{ id: ids.agency, name: 'Armando Testa', categories: [{ categoryName: 'Creative' }] }],
      creas: [{ title: 'Paradiso' }],
      pitches: [{ title: 'Media 2023', winnerCompany: { name: 'Armando Testa' } }],
    });
    expect(data.contacts).toHaveLength(2);
    expect((await get(`/brand/${ids.brand}`, 'france')).statusCode).toBe(404);
  });
  it('lists brands by name with paging', async () => {
    const body = (await get('/brand?name=qualita&limit=1')).json();
    expect(body).toMatchObject({
      totalResults: 1,
      data: [{ name: 'Qualità Oro', company: { name: 'Lavazza' } }],
    });
    expect((await get('/brand?pageNum=2&limit=1')).json()).toMatchObject({
      totalResults: 2,
      currentPage: 2,
      data: [{ name: 'Tierra' }],
    });
    expect((await get('/brand?limit=1000')).statusCode).toBe(400);
  });
});
