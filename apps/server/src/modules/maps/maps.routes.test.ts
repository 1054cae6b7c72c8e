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

describe('GET /api/v1/frontend/maps/places and /places/:id (offline gazetteer)', () => {
  /** A customer filling in billing info: signed in, no data scope at all. */
  let customer: { authorization: string; 'x-tenant': TenantId };
  beforeAll(async () => {
    customer = (await loginAs(t, await createUser(t, { tenants: { italy: { scopes: [] } } }))).headers;
  });

  const places = (query: string, headers: Record<string, string> = customer) =>
    t.app.inject({ method: 'GET', url: `/api/v1/frontend/maps/places?${query}`, headers });
  const place = (id: string, headers: Record<string, string> = customer) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/frontend/maps/places/${encodeURIComponent(id)}`,
      headers,
    });

  it('suggests cities to a signed-in user without any data scope, named in the Accept-Language', async () => {
    const response = await places('input=Tor', { ...customer, 'accept-language': 'it-IT,it;q=0.9' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: 'city:it:Torino', label: 'Torino', secondary: 'Piemonte, Italia' },
        { id: 'city:mx:Torreón', label: 'Torreón', secondary: 'Coahuila, Messico' },
      ],
      attribution: null,
    });
  });

  it("narrows to the form's country, given in either case", async () => {
    for (const country of ['IT', 'it', ' It ']) {
      const response = await places(`input=Tor&country=${encodeURIComponent(country)}`);
      expect(
        response.json().data.map((p: { id: string }) => p.id),
        country,
      ).toEqual(['city:it:Torino']);
    }
    expect((await places('input=Tor&country=MX')).json().data.map((p: { id: string }) => p.id)).toEqual([
      'city:mx:Torreón',
    ]);
    expect((await places('input=Tor&country=DE')).json()).toEqual({ data: [], attribution: null });
  });

  it("speaks the user's stored language when the request names none of ours, else English", async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: [] } } });
    const { headers } = await loginAs(t, user);
    const secondary = async (acceptLanguage?: string) =>
      (
        await places('input=Torino&country=IT', {
          ...headers,
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        })
      ).json().data[0].secondary;
    expect(await secondary()).toBe('Piemonte, Italy');
    await t.db.databases.core
      .updateTable('users')
      .set({ language: 'fr' })
      .where('id', '=', user.id)
      .execute();
    expect(await secondary()).toBe('Piemonte, Italie');
    expect(await secondary('de-DE')).toBe('Piemonte, Italie');
    expect(await secondary('es')).toBe('Piemonte, Italia');
  });

  it('answers the address parts of a suggestion, and 404 NOT_FOUND for an id no one knows', async () => {
    const torino = await place('city:it:Torino');
    expect(torino.statusCode, torino.body).toBe(200);
    expect(torino.json()).toEqual({
      data: { addressLine1: null, city: 'Torino', state: 'Piemonte', postalCode: null, country: 'IT' },
    });
    expect((await place('city:mx:Ciudad de México')).json().data).toMatchObject({
      city: 'Ciudad de México',
      country: 'MX',
    });
    for (const id of ['city:it:Atlantis', 'ChIJN1t_tDeuEmsRUsoyG83frY4']) {
      const response = await place(id);
      expect([response.statusCode, response.json().clientType], id).toEqual([404, 'NOT_FOUND']);
      expect(response.json()).toMatchObject({ httpStatus: 404, id: expect.any(String) });
    }
  });

  it('needs a session: 401 in the envelope without one', async () => {
    const anonymous = { 'x-tenant': 'italy' };
    for (const response of [
      await places('input=Tori', anonymous),
      await place('city:it:Torino', anonymous),
    ]) {
      expect(response.json()).toMatchObject({ httpStatus: 401, clientType: 'UNAUTHORIZED_ERROR' });
    }
  });

  it.each([
    ['no input', ''],
    ['an input under 3 characters once trimmed', 'input=%20To%20'],
    ['an input over 200 characters', `input=${'a'.repeat(201)}`],
    ['a control character', 'input=Tori%00no'],
    ['a country that is no ISO code', 'input=Tori&country=ITA'],
    ['a malformed session token', 'input=Tori&sessionToken=short'],
  ])('refuses %s with VALIDATION_ERROR naming the field', async (_label, query) => {
    const response = await places(query);
    expect([response.statusCode, response.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    expect(response.json()).toMatchObject({ httpStatus: 400, id: expect.any(String) });
  });

  it('refuses a place id too long or with a control character', async () => {
    // Google place ids run past the router's default 100 characters: those still reach the service.
    expect((await place(`ChIJ${'x'.repeat(300)}`)).json().clientType).toBe('NOT_FOUND');
    for (const id of ['x'.repeat(513), 'city:it:\nTorino']) {
      const response = await place(id);
      expect([response.statusCode, response.json().clientType], id).toEqual([400, 'VALIDATION_ERROR']);
    }
  });
});

describe('places rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ PLACES_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 in the envelope past the limit, counted per user and per route', async () => {
    const first = (await loginAs(limited, await createUser(limited))).headers;
    const second = (await loginAs(limited, await createUser(limited))).headers;
    const call = (headers: Record<string, string>, path = 'places?input=Tori') =>
      limited.app.inject({ method: 'GET', url: `/api/v1/frontend/maps/${path}`, headers });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(first)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await call(first);
    expect(refused.json()).toMatchObject({ httpStatus: 429, clientType: 'TOO_MANY_REQUESTS' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user (from the same address) and the details route keep their own counts.
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(first, 'places/city%3Ait%3ATorino')).statusCode).toBe(200);
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
  const places: URL[] = [];

  beforeAll(async () => {
    google = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      paths.push(url.pathname);
      if (url.pathname.startsWith('/maps/api/place/')) places.push(url);
      if (url.pathname === '/maps/api/geocode/json') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            status: 'OK',
            results: [{ geometry: { location: { lat: 45.07, lng: 7.68 } } }],
          }),
        );
      } else if (url.pathname === '/maps/api/place/autocomplete/json') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            status: 'OK',
            predictions: [
              {
                place_id: 'ChIJ-roma',
                description: 'Via Roma 1, Torino TO, Italia',
                structured_formatting: { main_text: 'Via Roma 1', secondary_text: 'Torino TO, Italia' },
              },
            ],
          }),
        );
      } else if (url.pathname === '/maps/api/place/details/json') {
        const known = url.searchParams.get('place_id') === 'ChIJ-roma';
        const component = (name: string, type: string) => ({
          long_name: name,
          short_name: name,
          types: [type],
        });
        const result = {
          address_components: [
            component('1', 'street_number'),
            component('Via Roma', 'route'),
            component('Torino', 'locality'),
            component('Piemonte', 'administrative_area_level_1'),
            component('IT', 'country'),
            component('10121', 'postal_code'),
          ],
        };
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(known ? { status: 'OK', result } : { status: 'NOT_FOUND' }));
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

  it('proxies the places autocomplete with the session token and language, and maps the details', async () => {
    const headers = (await loginAs(other, await createUser(other))).headers;
    const token = '5f2b8a1c-3d4e-4f60-8a9b-0c1d2e3f4a5b';
    const suggestions = await other.app.inject({
      method: 'GET',
      url: `/api/v1/frontend/maps/places?input=Via%20Roma%201&country=IT&sessionToken=${token}`,
      headers: { ...headers, 'accept-language': 'fr' },
    });
    // Google's terms: predictions shown without a Google map credit Google, which the list does.
    expect(suggestions.json()).toEqual({
      data: [{ id: 'ChIJ-roma', label: 'Via Roma 1', secondary: 'Torino TO, Italia' }],
      attribution: 'google',
    });
    const details = await other.app.inject({
      method: 'GET',
      url: `/api/v1/frontend/maps/places/ChIJ-roma?sessionToken=${token}`,
      headers: { ...headers, 'accept-language': 'fr' },
    });
    expect(details.json()).toEqual({
      data: {
        addressLine1: 'Via Roma 1',
        city: 'Torino',
        state: 'Piemonte',
        postalCode: '10121',
        country: 'IT',
      },
    });
    expect(
      places.map((url) => [
        url.pathname,
        url.searchParams.get('sessiontoken'),
        url.searchParams.get('language'),
      ]),
    ).toEqual([
      ['/maps/api/place/autocomplete/json', token, 'fr'],
      ['/maps/api/place/details/json', token, 'fr'],
    ]);
    expect(places[0]?.searchParams.get('components')).toBe('country:it');
    const unknown = await other.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/maps/places/city%3Ait%3ATorino',
      headers,
    });
    expect([unknown.statusCode, unknown.json().clientType]).toEqual([404, 'NOT_FOUND']);
  });
});
