import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpMapsProvider } from './http-maps.provider.ts';
import type { AddressQuery } from './maps.provider.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const KEY = 'test-key-123';

/** A local server speaking the Geocoding and Static Maps APIs of Google Maps Platform. */
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
  response.writeHead(404).end();
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
