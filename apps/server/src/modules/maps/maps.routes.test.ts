import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TenantId } from '@adatlas/domain/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { METERED_SCOPES } from '../../../test/billing-helpers.ts';
import {
  createCompany,
  createContact,
  EXPECTED_ACCESS,
  expectMarketAccessRules,
  type HeadersFor,
  signInMarketUser,
} from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../platform/config.ts';

let t: TestApp;
let as: HeadersFor;
const ids = { turin: 0, placed: 0, nowhere: 0, bare: 0, anna: 0, homeless: 0, paris: 0 };

beforeAll(async () => {
  t = await createTestApp();
  as = await signInMarketUser(t);
  const italy = t.db.databases.tenant('italy');
  const turin = await createCompany(italy, { name: 'Lavazza', address: 'Via Bologna 32', city: 'Torino' });
  const placed = await createCompany(italy, { name: 'Placed', city: 'Atlantis', lat: 41.9, lng: 12.5 });
  const nowhere = await createCompany(italy, { name: 'Nowhere', city: 'Atlantis' });
  const bare = await createCompany(italy, { name: 'No address' });
  const anna = await createContact(italy, { company_id: turin.id, city: 'Milano' });
  const homeless = await createContact(italy, { company_id: bare.id });
  // Ids run per country: make France's company one that Italy does not have.
  const paris = await createCompany(t.db.databases.tenant('france'), {
    id: 880_001,
    name: 'Paris',
    city: 'Paris',
  });
  Object.assign(ids, {
    turin: turin.id,
    placed: placed.id,
    nowhere: nowhere.id,
    bare: bare.id,
    anna: anna.id,
    homeless: homeless.id,
    paris: paris.id,
  });
});
afterAll(async () => {
  await t.close();
});

function map(query: string, tenant: TenantId = 'italy', headers = as) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/frontend/maps/static?${query}`,
    headers: headers(tenant),
  });
}

describe('GET /api/v1/frontend/maps/static', () => {
  it("answers the picture of a company's city with private caching and a locked-down SVG", async () => {
    const response = await map(`company=${ids.turin}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg [^>]*width="250" height="250"/);
    expect(response.body).toContain('class="pin"');
  });

  it('uses the stored position before geocoding, and places a contact by its own city', async () => {
    // "Atlantis" is unknown to the gazetteer: only the stored position (Rome) can place it.
    expect((await map(`company=${ids.placed}`)).statusCode).toBe(200);
    const pinX = (body: string) => Number(body.match(/class="pin" transform="translate\(([\d.]+) /)?.[1]);
    const contact = await map(`contact=${ids.anna}`);
    expect(contact.statusCode).toBe(200);
    // The contact works in Milan, east of its company's Turin.
    expect(pinX(contact.body)).toBeGreaterThan(pinX((await map(`company=${ids.turin}`)).body) + 10);
  });

  it('answers 404 in the envelope when the address cannot be placed or the record does not exist', async () => {
    for (const query of [
      `company=${ids.nowhere}`,
      `company=${ids.bare}`,
      `contact=${ids.homeless}`,
      'company=987654321',
      'contact=987654321',
    ]) {
      const response = await map(query);
      expect([response.statusCode, response.json().clientType], query).toEqual([404, 'NOT_FOUND']);
      expect(response.json()).toMatchObject({ httpStatus: 404, id: expect.any(String) });
    }
  });

  it.each([
    ['no record', ''],
    ['both records', 'company=1&contact=1'],
    ['a non-numeric id', 'company=abc'],
    ['a zero id', 'contact=0'],
  ])('refuses %s with VALIDATION_ERROR', async (_label, query) => {
    const response = await map(query);
    expect([response.statusCode, response.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it("never reads another country's company: its id answers 404 here, 200 in its own country", async () => {
    expect((await map(`company=${ids.paris}`)).json().clientType).toBe('NOT_FOUND');
    expect((await map(`company=${ids.paris}`, 'france')).statusCode).toBe(200);
  });

  it('spends no credit: the map belongs to a detail already opened', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
    const { headers } = await loginAs(t, user);
    const metered = () => headers;
    expect((await map(`company=${ids.turin}`, 'italy', metered)).statusCode).toBe(200);
    expect((await map(`contact=${ids.anna}`, 'italy', metered)).statusCode).toBe(200);
    const used = (await t.app.inject({ method: 'GET', url: '/api/v1/consumption', headers })).json().data;
    expect([used.companies.count, used.contacts.count]).toEqual([0, 0]);
  });
});

describe('static map access', () => {
  it('needs a session, the company scope for a company and a licence for the country', async () => {
    expect(
      await expectMarketAccessRules(
        t,
        { method: 'GET', url: `/api/v1/frontend/maps/static?company=${ids.turin}` },
        'company',
      ),
    ).toEqual(EXPECTED_ACCESS);
  });

  it('needs the contact scope for a contact', async () => {
    expect(
      await expectMarketAccessRules(
        t,
        { method: 'GET', url: `/api/v1/frontend/maps/static?contact=${ids.anna}` },
        'contact',
      ),
    ).toEqual(EXPECTED_ACCESS);
  });
});

describe('maps configuration', () => {
  it('wants the URL and the key of the maps service together, the URL well-formed', () => {
    expect(() => loadConfig({ MAPS_API_KEY: 'k' })).toThrow(/MAPS_API_URL and MAPS_API_KEY go together/);
    expect(() => loadConfig({ MAPS_API_URL: 'https://maps.googleapis.com' })).toThrow(/go together/);
    expect(() => loadConfig({ MAPS_API_URL: 'maps', MAPS_API_KEY: 'k' })).toThrow(/MAPS_API_URL/);
    expect(loadConfig({ MAPS_API_URL: 'https://maps.googleapis.com', MAPS_API_KEY: 'k' }).MAPS_API_KEY).toBe(
      'k',
    );
  });
});

describe('with Google Maps Platform configured', () => {
  let google: Server;
  let other: TestApp;
  const paths: string[] = [];

  beforeAll(async () => {
    google = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      paths.push(url.pathname);
      if (url.pathname === '/maps/api/geocode/json') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            status: 'OK',
            results: [{ geometry: { location: { lat: 45.07, lng: 7.68 } } }],
          }),
        );
      } else
        response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('89504e470d0a1a0a', 'hex'));
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const port = (google.address() as AddressInfo).port;
    other = await createTestApp({ MAPS_API_URL: `http://127.0.0.1:${port}`, MAPS_API_KEY: 'k' });
  });
  afterAll(async () => {
    await other.close();
    await new Promise((resolve) => google.close(resolve));
  });

  it('geocodes through the service and answers its PNG, without the SVG policy', async () => {
    const company = await createCompany(other.db.databases.tenant('italy'), { city: 'Torino' });
    const headers = await signInMarketUser(other);
    const response = await other.app.inject({
      method: 'GET',
      url: `/api/v1/frontend/maps/static?company=${company.id}`,
      headers: headers('italy'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect(response.headers['content-security-policy']).not.toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(paths).toEqual(['/maps/api/geocode/json', '/maps/api/staticmap']);
  });
});
