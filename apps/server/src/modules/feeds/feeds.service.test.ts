import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createFeed } from '../../../test/market-factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createFeedIngestion } from './feeds.service.ts';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Adv News</title>
  <item><title>Publicis Groupe acquisisce Sapient Italia</title><link>https://adv.test/1</link>
    <pubDate>Tue, 05 Mar 2024 10:00:00 GMT</pubDate><category>M&amp;A</category>
    <description><![CDATA[<p>Deal closed &amp; signed with <b>Eni</b> watching.</p>]]></description></item>
  <item><title>Nuova campagna</title><link>https://adv.test/2</link>
    <pubDate>Wed, 06 Mar 2024 10:00:00 GMT</pubDate><description>${'lorem '.repeat(100)}</description></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom News</title>
  <entry><title type="text">Sapient Italia wins Acme account</title>
    <link rel="alternate" href="https://atom.test/a"/><link rel="self" href="https://atom.test/a.xml"/>
    <updated>2024-03-07T09:00:00Z</updated><summary>Acme Foods picks a new agency</summary>
    <category term="accounts"/></entry>
</feed>`;

let db: TestDatabase;
let server: Server;
let base = '';

beforeAll(async () => {
  db = await createTestDatabase();
  server = createServer((request, response) => {
    if (request.url === '/rss')
      return void response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
    if (request.url === '/atom')
      return void response.writeHead(200, { 'content-type': 'application/atom+xml' }).end(ATOM);
    if (request.url === '/broken')
      return void response.writeHead(200).end('<rss><channel><item><title>oops</channel>');
    if (request.url === '/slow') return void setTimeout(() => response.writeHead(200).end(RSS), 3_000);
    response.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

describe('feed ingestion', () => {
  it('ingests the good feeds, records the failing ones, and tags known companies and acquisitions', async () => {
    const italy = db.databases.tenant('italy');
    const publicis = await createCompany(italy, { name: 'Publicis Groupe', type: 'AG' });
    const sapient = await createCompany(italy, { name: 'Sapient Italia', type: 'AG' });
    const acme = await createCompany(italy, { name: 'Acme Foods' });
    await createCompany(italy, { name: 'Eni' });
    const feeds = {
      rss: await createFeed(italy, { url: `${base}/rss`, logo: 'rss.png' }),
      atom: await createFeed(italy, { url: `${base}/atom` }),
      broken: await createFeed(italy, { url: `${base}/broken` }),
      slow: await createFeed(italy, { url: `${base}/slow` }),
      missing: await createFeed(italy, { url: `${base}/missing` }),
      offline: await createFeed(italy, { url: `${base}/rss?offline`, online: false }),
    };
    const logged: string[] = [];
    const ingestion = createFeedIngestion({ timeoutMs: 1_000, log: (entry) => logged.push(entry.error) });
    const now = new Date('2024-03-10T00:00:00Z');

    const reports = await ingestion.ingestTenant(italy, now);
    expect(reports.map((r) => [r.feedId, r.inserted])).toEqual([
      [feeds.rss.id, 2],
      [feeds.atom.id, 1],
      [feeds.broken.id, 0],
      [feeds.slow.id, 0],
      [feeds.missing.id, 0],
    ]);

    const items = await italy.db
      .selectFrom('news_items')
      .select([
        'link',
        'title',
        'pub_date',
        'feed_logo',
        'categories',
        'content_snippet',
        'tags',
        'company_ids',
      ])
      .orderBy('link')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, company_ids: row.company_ids.map(Number) })));
    expect(items.map((item) => item.link)).toEqual([
      'https://adv.test/1',
      'https://adv.test/2',
      'https://atom.test/a',
    ]);
    expect(items[0]).toMatchObject({
      title: 'Publicis Groupe acquisisce Sapient Italia',
      feed_logo: 'rss.png',
      categories: ['M&A'],
      content_snippet: 'Deal closed & signed with Eni watching.',
      tags: ['acquisition_buyer', 'acquisition_seller'],
      company_ids: [publicis.id, sapient.id],
    });
    expect(new Date(items[0]?.pub_date as Date).toISOString()).toBe('2024-03-05T10:00:00.000Z');
    expect(items[1]?.content_snippet).toHaveLength(300);
    expect(items[1]).toMatchObject({ tags: [], company_ids: [] });
    expect(items[2]).toMatchObject({
      tags: [],
      categories: ['accounts'],
      company_ids: [sapient.id, acme.id],
    });

    const states = await italy.db
      .selectFrom('news_feeds')
      .select(['id', 'last_error', 'last_fetched_at'])
      .orderBy('id')
      .execute();
    const errorOf = (id: number) => states.find((s) => s.id === id)?.last_error;
    expect(errorOf(feeds.rss.id)).toBeNull();
    expect(errorOf(feeds.atom.id)).toBeNull();
    expect(errorOf(feeds.broken.id)).toMatch(/^Malformed XML/);
    expect(errorOf(feeds.slow.id)).toBe('Timed out');
    expect(errorOf(feeds.missing.id)).toBe('HTTP 404');
    expect(states.find((s) => s.id === feeds.offline.id)?.last_fetched_at).toBeNull();
    expect(logged).toHaveLength(3);

    // The next run retries the failures and inserts nothing twice.
    const again = await ingestion.ingestTenant(italy, now);
    expect(again.reduce((sum, r) => sum + r.inserted, 0)).toBe(0);
    expect(again.filter((r) => r.error !== null)).toHaveLength(3);
    expect(await italy.db.selectFrom('news_items').select('id').execute()).toHaveLength(3);
    expect(
      await db.databases.tenant('france').db.selectFrom('news_items').select('id').execute(),
    ).toHaveLength(0);
  });
});
