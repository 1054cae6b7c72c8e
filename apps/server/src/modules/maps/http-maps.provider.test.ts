import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpMapsProvider } from './http-maps.provider.ts';
import type { AddressQuery } from './maps.provider.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const KEY = 'test-key-123';

/** A local server speaking the Geocoding, Static Maps and Places APIs of Google Maps Platform. */
let google: Server;
let baseUrl: string;
let calls: URL[] = [];
let mode: 'ok' | 'error' | 'slow' | 'denied' = 'ok';
const warnings: { details: object; message: string }[] = [];
const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };

function answer(request: IncomingMessage, response: import('node:http').ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  calls.push(url);
  if (mode === 'slow') return void setTimeout(() => response.writeHead(200).end('{}'), 1_000);
  if (mode === 'error') return void response.writeHead(500).end('boom');
  if (url.pathname === '/maps/api/geocode/json') {
    const body =
      mode === 'denied'
        ? { status: 'REQUEST_DENIED', results: [], error_message: 'The provided API key is invalid.' }
        : url.searchParams.get('address')?.includes('Nowhere')
          ? { status: 'ZERO_RESULTS', results: [] }
          : { status: 'OK', results: [{ geometry: { location: { lat: 45.07, lng: 7.68 } } }] };
    return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
  if (url.pathname === '/maps/api/staticmap') {
    return void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  }
  if (url.pathname === '/maps/api/place/autocomplete/json') return void json(response, autocomplete(url));
  if (url.pathname === '/maps/api/place/details/json') return void json(response, details(url));
  response.writeHead(404).end();
}

function json(response: import('node:http').ServerResponse, body: object) {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const prediction = (id: string, main: string, secondary: string) => ({
  place_id: id,
  description: `${main}, ${secondary}`,
  structured_formatting: { main_text: main, secondary_text: secondary },
  types: ['route', 'geocode'],
});

/** Places Autocomplete: Via Roma in Turin and Milan (Italy) and Rome Street (UK); six for "Via". */
function autocomplete(url: URL) {
  if (mode === 'denied')
    return { status: 'REQUEST_DENIED', predictions: [], error_message: 'API key invalid' };
  const input = url.searchParams.get('input') ?? '';
  if (input.includes('Nowhere')) return { status: 'ZERO_RESULTS', predictions: [] };
  const italy = url.searchParams.get('components') === 'country:it';
  const all = [
    prediction('ChIJ-roma-to', 'Via Roma 1', 'Torino TO, Italia'),
    prediction('ChIJ-roma-mi', 'Via Roma 1', 'Milano MI, Italia'),
    ...(italy ? [] : [prediction('ChIJ-rome-st', 'Rome Street 1', 'Glasgow, UK')]),
  ];
  if (input === 'Via') {
    for (let i = 0; i < 4; i += 1) all.push(prediction(`ChIJ-via-${i}`, `Via ${i}`, 'Italia'));
  }
  // A prediction without an id says nothing usable: it is skipped.
  return { status: 'OK', predictions: [...all, { description: 'broken' }] };
}

const component = (long: string, short: string, ...types: string[]) => ({
  long_name: long,
  short_name: short,
  types: [...types, 'political'],
});

/** Place Details (fields=address_component): Via Roma 1 in Turin, a London street, a city, none. */
function details(url: URL) {
  if (mode === 'denied') return { status: 'REQUEST_DENIED', error_message: 'API key invalid' };
  const id = url.searchParams.get('place_id');
  if (id === 'ChIJ-roma-to') {
    return {
      status: 'OK',
      result: {
        address_components: [
          component('1', '1', 'street_number'),
          component('Via Roma', 'Via Roma', 'route'),
          component('Torino', 'Torino', 'locality'),
          component('Città Metropolitana di Torino', 'TO', 'administrative_area_level_2'),
          component('Piemonte', 'Piemonte', 'administrative_area_level_1'),
          component('Italia', 'IT', 'country'),
          component('10123', '10123', 'postal_code'),
        ],
      },
    };
  }
  if (id === 'ChIJ-downing') {
    return {
      status: 'OK',
      result: {
        address_components: [
          component('10', '10', 'street_number'),
          component('Downing Street', 'Downing St', 'route'),
          component('London', 'London', 'postal_town'),
          component('Greater London', 'Greater London', 'administrative_area_level_2'),
          component('United Kingdom', 'GB', 'country'),
          component('SW1A 2AA', 'SW1A 2AA', 'postal_code'),
        ],
      },
    };
  }
  if (id === 'ChIJ-city') {
    return {
      status: 'OK',
      result: {
        address_components: [
          component('Lyon', 'Lyon', 'locality'),
          component('Rhône', '69', 'administrative_area_level_2'),
          component('France', 'FR', 'country'),
        ],
      },
    };
  }
  return { status: 'NOT_FOUND' };
}

const turin: AddressQuery = {
  address: 'Via Bologna 32',
  postalCode: '10152',
  city: 'Torino',
  province: 'TO',
  nation: 'Italia',
  country: 'it',
};

beforeAll(async () => {
  google = createServer(answer);
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => google.close(resolve)));
beforeEach(() => {
  calls = [];
  mode = 'ok';
  warnings.length = 0;
});

describe('HTTP maps provider (Google Maps Platform)', () => {
  it('geocodes the one-line address with the key and reads the first location', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log });
    expect(await maps.geocode(turin)).toEqual({ lat: 45.07, lng: 7.68 });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.pathname).toBe('/maps/api/geocode/json');
    expect(call?.searchParams.get('address')).toBe('Via Bologna 32, 10152 Torino TO, Italia');
    expect(call?.searchParams.get('key')).toBe(KEY);
  });

  it('caches answers, "no such address" included, so a second open calls nobody', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log });
    await maps.geocode(turin);
    expect(await maps.geocode({ ...turin })).toEqual({ lat: 45.07, lng: 7.68 });
    const nowhere = { ...turin, address: 'Nowhere 1' };
    expect(await maps.geocode(nowhere)).toBeNull();
    expect(await maps.geocode(nowhere)).toBeNull();
    expect(calls).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it('keeps a bounded cache, dropping the least recently used address', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log, cacheSize: 2 });
    const at = (city: string) => ({ ...turin, city });
    await maps.geocode(at('A'));
    await maps.geocode(at('B'));
    await maps.geocode(at('A'));
    await maps.geocode(at('C'));
    expect(calls).toHaveLength(3);
    await maps.geocode(at('A'));
    expect(calls).toHaveLength(3);
    await maps.geocode(at('B'));
    expect(calls).toHaveLength(4);
  });

  it('asks the Static Maps API for 250×250 at zoom 16 with a marker and answers the PNG', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log });
    const image = await maps.staticMap({ lat: 45.07, lng: 7.68 }, { width: 250, height: 250, zoom: 16 });
    expect(image).toEqual({ contentType: 'image/png', body: PNG });
    const [call] = calls;
    expect(call?.pathname).toBe('/maps/api/staticmap');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      center: '45.07,7.68',
      zoom: '16',
      size: '250x250',
      markers: '45.07,7.68',
      key: KEY,
    });
  });

  it('answers null and logs (without the key) when the service fails, refuses or is slow, and caches none of it', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log, timeoutMs: 100 });
    mode = 'error';
    await expect(maps.geocode(turin)).resolves.toBeNull();
    await expect(
      maps.staticMap({ lat: 1, lng: 2 }, { width: 250, height: 250, zoom: 16 }),
    ).resolves.toBeNull();
    mode = 'denied';
    await expect(maps.geocode(turin)).resolves.toBeNull();
    mode = 'slow';
    await expect(maps.geocode(turin)).resolves.toBeNull();
    await expect(
      maps.staticMap({ lat: 1, lng: 2 }, { width: 250, height: 250, zoom: 16 }),
    ).resolves.toBeNull();
    expect(warnings.map((warning) => warning.message)).toEqual([
      'maps geocoding failed',
      'maps static image failed',
      'maps geocoding failed',
      'maps geocoding failed',
      'maps static image failed',
    ]);
    expect(JSON.stringify(warnings)).not.toContain(KEY);
    expect(JSON.stringify(warnings)).toContain('REQUEST_DENIED');
    mode = 'ok';
    expect(await maps.geocode(turin)).toEqual({ lat: 45.07, lng: 7.68 });
  });

  it('does not call the service for an empty address', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log });
    const empty = {
      address: null,
      postalCode: null,
      city: null,
      province: null,
      nation: null,
      country: 'it',
    };
    expect(await maps.geocode(empty)).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('HTTP maps provider: places autocomplete (Places API)', () => {
  const TOKEN = 'b0a3c1d2e4f5a6b7c8d9e0f1a2b3c4d5';

  it('asks Place Autocomplete for addresses with the key, language, country and session token', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log });
    const places = await maps.suggestPlaces({
      input: 'Via Roma 1',
      country: 'IT',
      language: 'it',
      sessionToken: TOKEN,
    });
    expect(places).toEqual([
      { id: 'ChIJ-roma-to', label: 'Via Roma 1', secondary: 'Torino TO, Italia' },
      { id: 'ChIJ-roma-mi', label: 'Via Roma 1', secondary: 'Milano MI, Italia' },
    ]);
    const [call] = calls;
    expect(call?.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      input: 'Via Roma 1',
      types: 'address',
      components: 'country:it',
      language: 'it',
      sessiontoken: TOKEN,
      key: KEY,
    });
  });

  it('leaves out the country and the token when there are none, and keeps at most five', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log });
    expect(
      (await maps.suggestPlaces({ input: 'Via Roma 1', language: 'en' })).map((place) => place.id),
    ).toEqual(['ChIJ-roma-to', 'ChIJ-roma-mi', 'ChIJ-rome-st']);
    const params = calls[0]?.searchParams;
    expect([params?.has('components'), params?.has('sessiontoken'), params?.get('language')]).toEqual([
      false,
      false,
      'en',
    ]);
    expect(await maps.suggestPlaces({ input: 'Via', language: 'en' })).toHaveLength(5);
    expect(await maps.suggestPlaces({ input: 'Nowhere', language: 'en' })).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('maps the address components of Place Details, asking only for them, with the session token', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log });
    expect(await maps.placeAddress('ChIJ-roma-to', { language: 'it', sessionToken: TOKEN })).toEqual({
      addressLine1: 'Via Roma 1',
      city: 'Torino',
      state: 'Piemonte',
      postalCode: '10123',
      country: 'IT',
    });
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({
      place_id: 'ChIJ-roma-to',
      fields: 'address_component',
      language: 'it',
      sessiontoken: TOKEN,
      key: KEY,
    });
  });

  it('puts the number first where addresses do, takes a postal town and the second level as fallbacks', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log });
    expect(await maps.placeAddress('ChIJ-downing', { language: 'en' })).toEqual({
      addressLine1: '10 Downing Street',
      city: 'London',
      state: 'Greater London',
      postalCode: 'SW1A 2AA',
      country: 'GB',
    });
    expect(await maps.placeAddress('ChIJ-city', { language: 'fr' })).toEqual({
      addressLine1: null,
      city: 'Lyon',
      state: 'Rhône',
      postalCode: null,
      country: 'FR',
    });
    expect(await maps.placeAddress('ChIJ-unknown', { language: 'en' })).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('answers no suggestions and null, logging without the key, when the service fails, refuses or is slow', async () => {
    const maps = createHttpMapsProvider({ baseUrl, apiKey: KEY, log, timeoutMs: 100 });
    for (const failure of ['error', 'denied', 'slow'] as const) {
      mode = failure;
      await expect(maps.suggestPlaces({ input: 'Via Roma 1', language: 'en' })).resolves.toEqual([]);
      await expect(maps.placeAddress('ChIJ-roma-to', { language: 'en' })).resolves.toBeNull();
    }
    expect(warnings.map((warning) => warning.message)).toEqual(
      Array(3).fill(['maps places autocomplete failed', 'maps place details failed']).flat(),
    );
    expect(JSON.stringify(warnings)).not.toContain(KEY);
    expect(JSON.stringify(warnings)).toContain('REQUEST_DENIED');
    // What the user typed is an address: it stays out of the log.
    expect(JSON.stringify(warnings)).not.toContain('Via Roma');
    mode = 'ok';
    expect(await maps.suggestPlaces({ input: 'Via Roma 1', language: 'en' })).toHaveLength(3);
  });
});
