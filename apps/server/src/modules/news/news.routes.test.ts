import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewsItem, type HeadersFor, signInMarketUser } from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let as: HeadersFor;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInMarketUser(t);
});
afterAll(async () => {
  await t.close();
});

interface NewsRow {
  id: number;
  title: string;
  pubDate: string;
  contentSnippet: string | null;
}

async function post(body: object, tenant = 'italy') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/frontend/news',
    headers: as(tenant),
    body,
  });
  return response;
}

async function page(body: object, tenant = 'italy'): Promise<NewsRow[]> {
  const response = await post(body, tenant);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('POST /api/v1/frontend/news', () => {
  it('pages by (pubDate, id) without duplicates or gaps while news keeps arriving', async () => {
    const italy = t.db.databases.tenant('italy');
    const base = Date.UTC(2024, 0, 1);
    // 100 items, several sharing a timestamp so the id tie-break matters.
    const existing = [];
    for (let n = 0; n < 100; n += 1) {
      existing.push(
        await createNewsItem(italy, {
          title: `Paged ${n}`,
          pub_date: new Date(base + Math.floor(n / 3) * 60_000),
        }),
      );
    }
    const seen: NewsRow[] = [];
    let cursor: { lastPubDate?: string; lastId?: number } = {};
    for (let p = 0; p < 5; p += 1) {
      const rows = await page({ mode: 'LIST', ...cursor });
      expect(rows.length).toBe(20);
      seen.push(...rows);
      const last = rows.at(-1) as NewsRow;
      cursor = { lastPubDate: last.pubDate, lastId: last.id };
      // Newer items and items at an already-read timestamp land between the page loads.
      await createNewsItem(italy, { title: `Late newer ${p}`, pub_date: new Date(base + 10_000_000) });
      await createNewsItem(italy, { title: `Late same ${p}`, pub_date: new Date(last.pubDate) });
    }
    const ids = seen.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const existingIds = existing.map((row) => row.id).sort((a, b) => b - a);
    expect(
      seen
        .filter((row) => row.title.startsWith('Paged'))
        .map((row) => row.id)
        .sort((a, b) => b - a),
    ).toEqual(existingIds);
    for (let i = 1; i < seen.length; i += 1) {
      const [a, b] = [seen[i - 1] as NewsRow, seen[i] as NewsRow];
      expect(a.pubDate > b.pubDate || (a.pubDate === b.pubDate && a.id > b.id)).toBe(true);
    }
    expect(await page({ mode: 'LIST', ...cursor })).toEqual([]);
  });

  it('LIKE matches word prefixes ignoring accents and case; EXACT needs the phrase', async () => {
    const italy = t.db.databases.tenant('italy');
    const pub_date = new Date(Date.UTC(2030, 0, 1));
    const acq = await createNewsItem(italy, { title: 'Publicis acquisisce la Società Créativa', pub_date });
    const other = await createNewsItem(italy, { title: 'La creativa società di Milano', pub_date });
    const like = await page({ mode: 'LIKE', text: 'societa CREAT' });
    expect(like.map((row) => row.id).sort()).toEqual([acq.id, other.id].sort());
    const exact = await page({ mode: 'EXACT', text: 'Società Creativa' });
    expect(exact.map((row) => row.id)).toEqual([acq.id]);
    expect(await page({ mode: 'LIKE', text: 'ocieta' })).toEqual([]);
  });

  it('cuts snippets to 300 characters', async () => {
    const italy = t.db.databases.tenant('italy');
    await createNewsItem(italy, {
      title: 'Longsnippet',
      content_snippet: 'x'.repeat(500),
      pub_date: new Date(Date.UTC(2031, 0, 1)),
    });
    const [row] = await page({ mode: 'LIKE', text: 'longsnippet' });
    expect(row?.contentSnippet).toHaveLength(300);
  });

  it('rejects a search text under 3 characters and a half cursor', async () => {
    const short = await post({ mode: 'LIKE', text: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ clientType: 'VALIDATION_ERROR', fields: [{ path: 'body.text' }] });
    const half = await post({ mode: 'LIST', lastId: 3 });
    expect(half.statusCode).toBe(400);
  });

  it('never shows another country’s news', async () => {
    const france = t.db.databases.tenant('france');
    await createNewsItem(france, {
      title: 'Exclusivement française',
      pub_date: new Date(Date.UTC(2040, 0, 1)),
    });
    expect(await page({ mode: 'LIKE', text: 'exclusivement' })).toEqual([]);
    expect((await page({ mode: 'LIKE', text: 'exclusivement' }, 'france')).map((row) => row.title)).toEqual([
      'Exclusivement française',
    ]);
  });
});

describe('news access', () => {
  it('needs a session and a licence for the country, but no particular scope', async () => {
    const request = { method: 'POST' as const, url: '/api/v1/frontend/news', body: {} };
    expect((await t.app.inject({ ...request, headers: { 'x-tenant': 'italy' } })).statusCode).toBe(401);
    const noScopes = await signInMarketUser(t, { scopes: [], tenants: ['italy'] });
    expect((await t.app.inject({ ...request, headers: noScopes('italy') })).statusCode).toBe(200);
    const denied = await t.app.inject({ ...request, headers: noScopes('france') });
    expect([denied.statusCode, denied.json().clientType]).toEqual([403, 'NO_RIGHTS_TO_TENANT']);
  });
});
