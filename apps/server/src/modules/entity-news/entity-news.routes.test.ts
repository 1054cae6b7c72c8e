import { ENTITY_NEWS_LIMIT } from '@adatlas/domain/market-data';
import type { TenantId } from '@adatlas/domain/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createContact,
  EXPECTED_ACCESS,
  expectMarketAccessRules,
  type HeadersFor,
  signInMarketUser,
} from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TenantDb } from '../../platform/database/databases.ts';

let t: TestApp;
let as: HeadersFor;
const ids = { barilla: 0, lavazza: 0, anna: 0, paris: 0 };

type Ref = { entity_type: 'company' | 'contact'; entity_id: number; name: string };

async function createEntityNews(tenant: TenantDb, text: string, publishedAt: string, refs: Ref[]) {
  const news = await tenant.db
    .insertInto('entity_news')
    .values({ text, published_at: new Date(publishedAt), tags: ['campaign'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tenant.db
    .insertInto('entity_news_refs')
    .values(refs.map((ref) => ({ news_id: news.id, ...ref })))
    .execute();
  return news.id;
}

beforeAll(async () => {
  t = await createTestApp();
  as = await signInMarketUser(t);
  const italy = t.db.databases.tenant('italy');
  const barilla = await createCompany(italy, { name: 'Barilla' });
  const lavazza = await createCompany(italy, { name: 'Lavazza' });
  const anna = await createContact(italy, { name: 'Anna', surname: 'Rossi', company_id: barilla.id });
  Object.assign(ids, { barilla: barilla.id, lavazza: lavazza.id, anna: anna.id });
  const company = (id: number, name: string): Ref => ({ entity_type: 'company', entity_id: id, name });
  await createEntityNews(italy, 'Barilla picks a new agency', '2024-03-01T10:00:00Z', [
    company(barilla.id, 'Barilla'),
    company(lavazza.id, 'Lavazza'),
  ]);
  await createEntityNews(italy, 'Anna Rossi joins Barilla', '2024-06-01T10:00:00Z', [
    { entity_type: 'contact', entity_id: anna.id, name: 'Anna Rossi' },
    company(barilla.id, 'Barilla'),
  ]);
  await createEntityNews(italy, 'Lavazza launches a spot', '2024-09-01T10:00:00Z', [
    company(lavazza.id, 'Lavazza'),
  ]);
  // France's news reference the same numeric id as Barilla: only the tenant tells them apart.
  const france = t.db.databases.tenant('france');
  ids.paris = (await createCompany(france, { name: 'Paris Parfums' })).id;
  await createEntityNews(france, 'Nouvelle campagne', '2024-12-01T10:00:00Z', [
    company(barilla.id, 'Homonyme'),
  ]);
});
afterAll(async () => {
  await t.close();
});

function get(url: string, tenant: TenantId = 'italy', headers = as) {
  return t.app.inject({ method: 'GET', url: `/api/v1/frontend/entityNews/${url}`, headers: headers(tenant) });
}

describe('GET /api/v1/frontend/entityNews/:entityType/:entityId', () => {
  it("lists the company's news newest first, each with every entity it references", async () => {
    const response = await get(`company/${ids.barilla}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((item: { text: string }) => item.text)).toEqual([
      'Anna Rossi joins Barilla',
      'Barilla picks a new agency',
    ]);
    expect(data[0]).toMatchObject({
      date: '2024-06-01T10:00:00.000Z',
      tags: ['campaign'],
      referencedEntities: [
        { entityType: 'company', entityId: ids.barilla, metadata: { name: 'Barilla' } },
        { entityType: 'contact', entityId: ids.anna, metadata: { name: 'Anna Rossi' } },
      ],
    });
  });

  it("lists a contact's news, and nothing for an entity without news", async () => {
    const contact = (await get(`contact/${ids.anna}`)).json();
    expect(contact.data.map((item: { text: string }) => item.text)).toEqual(['Anna Rossi joins Barilla']);
    // Barilla's id as a contact id: the entity type is part of the reference.
    const texts = (await get(`contact/${ids.barilla}`))
      .json()
      .data.map((item: { text: string }) => item.text);
    expect(texts).not.toContain('Barilla picks a new agency');
    expect((await get('company/999999')).json()).toEqual({ data: [] });
  });

  it("never returns another country's news", async () => {
    const italy = (await get(`company/${ids.barilla}`)).json();
    expect(italy.data.map((item: { text: string }) => item.text)).not.toContain('Nouvelle campagne');
    const france = (await get(`company/${ids.barilla}`, 'france')).json();
    expect(france.data.map((item: { text: string }) => item.text)).toEqual(['Nouvelle campagne']);
  });

  it(`returns the newest ${ENTITY_NEWS_LIMIT} items at most`, async () => {
    const italy = t.db.databases.tenant('italy');
    const busy = await createCompany(italy, { name: 'Busy Co' });
    const start = Date.UTC(2020, 0, 1);
    const news = await italy.db
      .insertInto('entity_news')
      .values(
        Array.from({ length: ENTITY_NEWS_LIMIT + 5 }, (_, i) => ({
          text: `Item ${i}`,
          published_at: new Date(start + i * 86_400_000),
        })),
      )
      .returning('id')
      .execute();
    await italy.db
      .insertInto('entity_news_refs')
      .values(
        news.map((row) => ({ news_id: row.id, entity_type: 'company', entity_id: busy.id, name: 'Busy' })),
      )
      .execute();
    const { data } = (await get(`company/${busy.id}`)).json();
    expect(data).toHaveLength(ENTITY_NEWS_LIMIT);
    expect(data[0].text).toBe(`Item ${ENTITY_NEWS_LIMIT + 4}`);
    expect(data.at(-1).text).toBe('Item 5');
  });

  it.each([
    ['an unknown entity type', `brand/1`],
    ['a non-numeric id', 'company/abc'],
    ['a zero id', 'company/0'],
  ])('rejects %s with VALIDATION_ERROR', async (_label, url) => {
    const response = await get(url);
    expect([response.statusCode, response.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('entity news access', () => {
  it('needs a session, the company scope for company news and a licence for the country', async () => {
    expect(
      await expectMarketAccessRules(
        t,
        { method: 'GET', url: `/api/v1/frontend/entityNews/company/${ids.barilla}` },
        'company',
      ),
    ).toEqual(EXPECTED_ACCESS);
  });

  it("needs the contact scope for a contact's news", async () => {
    const companyOnly = await signInMarketUser(t, { scopes: ['company'], tenants: ['italy'] });
    const denied = await get(`contact/${ids.anna}`, 'italy', companyOnly);
    expect([denied.statusCode, denied.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
    expect((await get(`company/${ids.barilla}`, 'italy', companyOnly)).statusCode).toBe(200);
  });

  it('is refused where the tenant leaves the entityNews flag off (spain by default, or by setting)', async () => {
    const spain = await get('company/1', 'spain');
    expect([spain.statusCode, spain.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
    await t.db.databases.core
      .updateTable('tenants')
      .set({ settings: { entityNews: false } })
      .where('id', '=', 'france')
      .execute();
    const france = await get(`company/${ids.paris}`, 'france');
    expect([france.statusCode, france.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
  });
});
