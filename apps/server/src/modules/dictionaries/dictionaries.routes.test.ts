import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DictionaryAnswer,
  type DictionaryServer,
  startDictionaryServer,
} from '../../../test/dictionary-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ConfigError, loadConfig } from '../../platform/config.ts';

/** What each source serves, by path; a test changes it to make a source fail or move on. */
const answers = new Map<string, DictionaryAnswer>();
let cdn: DictionaryServer;
let t: TestApp;

beforeAll(async () => {
  cdn = await startDictionaryServer((path) => answers.get(path) ?? { status: 404 });
  // A TTL of 0: every call after the first serves the copy held and fetches again behind it.
  t = await createTestApp({
    DICTIONARY_URLS: `${cdn.url}/one/{lng}.json, ${cdn.url}/two/{lng}.json?v=1`,
    DICTIONARY_CACHE_MS: '0',
  });
});
afterAll(async () => {
  await t.close();
  await cdn.close();
});

function overrides(language: string, app = t) {
  return app.app.inject({ method: 'GET', url: `/api/v1/i18n/${language}` });
}

describe('GET /api/v1/i18n/:language', () => {
  it('merges the sources in the configured order, the later winning, non-string leaves dropped', async () => {
    answers.set('/one/en.json', {
      body: { PAGES: { LOGIN: { TITLE: 'One title', SUBTITLE: 'One subtitle' } }, COUNT: 3, FLAG: true },
    });
    answers.set('/two/en.json?v=1', {
      body: { PAGES: { LOGIN: { TITLE: 'Two title', SUBMIT: ['not', 'text'] } }, NOTHING: null, NEW: 'New' },
    });
    const response = await overrides('en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      data: { PAGES: { LOGIN: { TITLE: 'Two title', SUBTITLE: 'One subtitle' } }, NEW: 'New' },
    });
    expect(cdn.hits).toEqual(expect.arrayContaining(['/one/en.json', '/two/en.json?v=1']));
  });

  it('serves the other source when one answers an error', async () => {
    answers.set('/one/fr.json', { status: 500, body: { A: 'broken' } });
    answers.set('/two/fr.json?v=1', { body: { PAGES: { LOGIN: { TITLE: 'Connexion (CDN)' } } } });
    const response = await overrides('fr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { PAGES: { LOGIN: { TITLE: 'Connexion (CDN)' } } } });
  });

  it('ignores a source that is too slow, too large or not a JSON object', async () => {
    answers.set('/one/es.json', { body: { A: 'slow' }, delayMs: 5_000 });
    answers.set('/two/es.json?v=1', { body: { B: 'b' } });
    const started = Date.now();
    expect((await overrides('es')).json()).toEqual({ data: { B: 'b' } });
    // The slow source is given up after its 3 s timeout, well before it would have answered.
    expect(Date.now() - started).toBeLessThan(4_500);

    const oversized = { BIG: 'x'.repeat(1_100_000) };
    for (const bad of [{ body: oversized }, { body: '{"A": "unterminated' }, { body: ['A'] }]) {
      const language = 'es';
      answers.set('/one/es.json', { body: { A: 'fresh' } });
      answers.set('/two/es.json?v=1', bad);
      await expect.poll(async () => (await overrides(language)).json().data.A).toBe('fresh');
      // Source two's last good copy stays; none of the bad answers reaches the dictionary.
      const data = (await overrides(language)).json().data;
      expect(data).toEqual({ A: 'fresh', B: 'b' });
      answers.set('/one/es.json', { body: { A: 'other' } });
      await expect.poll(async () => (await overrides(language)).json().data.A).toBe('other');
      expect((await overrides(language)).json().data).toEqual({ A: 'other', B: 'b' });
    }
  });

  it('keeps serving the last good copy of a source after it starts failing', async () => {
    answers.set('/one/it.json', { body: { A: 'uno v1' } });
    answers.set('/two/it.json?v=1', { body: { B: 'due v1', PAGES: { LOGIN: { TITLE: 'Accedi (CDN)' } } } });
    expect((await overrides('it')).json().data).toEqual({
      A: 'uno v1',
      B: 'due v1',
      PAGES: { LOGIN: { TITLE: 'Accedi (CDN)' } },
    });
    answers.set('/two/it.json?v=1', { status: 503 });
    answers.set('/one/it.json', { body: { A: 'uno v2' } });
    // Source one's new text shows that a refresh ran with source two failing.
    await expect.poll(async () => (await overrides('it')).json().data.A).toBe('uno v2');
    expect((await overrides('it')).json().data).toEqual({
      A: 'uno v2',
      B: 'due v1',
      PAGES: { LOGIN: { TITLE: 'Accedi (CDN)' } },
    });
    // Both down: every answer meanwhile, and after refreshes that failed, is the last good copy.
    answers.set('/one/it.json', { status: 500 });
    const asked = () => cdn.hits.filter((path) => path === '/one/it.json').length;
    const before = asked();
    await expect
      .poll(async () => {
        expect((await overrides('it')).json().data.A).toBe('uno v2');
        return asked();
      })
      .toBeGreaterThan(before + 1);
    expect((await overrides('it')).json().data).toEqual({
      A: 'uno v2',
      B: 'due v1',
      PAGES: { LOGIN: { TITLE: 'Accedi (CDN)' } },
    });
  });

  it('answers a language that is not one of ours with a 400 envelope', async () => {
    for (const language of ['de', 'EN', 'en-GB', '..%2Fetc']) {
      const response = await overrides(language);
      expect(response.statusCode, language).toBe(400);
      expect(response.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
      expect(typeof response.json().id).toBe('string');
    }
    expect(cdn.hits.some((path) => /de|GB|etc/.test(path))).toBe(false);
  });
});

describe('without DICTIONARY_URLS', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('answers an empty dictionary for every language, without fetching anything', async () => {
    const before = cdn.hits.length;
    for (const language of ['en', 'it', 'fr', 'es']) {
      const response = await overrides(language, bare);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: {} });
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    }
    expect(cdn.hits.length).toBe(before);
  });
});

describe('dictionary configuration', () => {
  it('wants http(s) addresses that each hold {lng}', () => {
    expect(() => loadConfig({ DICTIONARY_URLS: 'https://cdn.example.com/adatlas/en.json' })).toThrow(
      /DICTIONARY_URLS has an address without \{lng\}/,
    );
    expect(() =>
      loadConfig({ DICTIONARY_URLS: 'https://a.example/{lng}.json,ftp://b.example/{lng}.json' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ DICTIONARY_URLS: 'file:///etc/{lng}.json' })).toThrow(/not http\(s\)/);
    expect(() => loadConfig({ DICTIONARY_URLS: 'cdn/{lng}.json' })).toThrow(/not http\(s\)/);
    expect(() => loadConfig({ DICTIONARY_URLS: 'https://me:pw@a.example/{lng}.json' })).toThrow(
      /DICTIONARY_URLS has an address with a user name or password/,
    );
    expect(
      loadConfig({ DICTIONARY_URLS: ' https://a.example/{lng}.json , http://{lng}.b.example/x.json ' })
        .DICTIONARY_URLS,
    ).toEqual(['https://a.example/{lng}.json', 'http://{lng}.b.example/x.json']);
    expect(loadConfig({}).DICTIONARY_URLS).toEqual([]);
  });
});
