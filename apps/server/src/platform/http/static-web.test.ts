import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config.ts';

const SCRIPT = `console.log(${JSON.stringify('AdAtlas '.repeat(400))});`;
const INDEX = `<!doctype html><html><body><div id="root"></div><script src="/assets/index-abc123.js"></script></body></html>`;

let dist: string;
let db: TestDatabase;
let app: FastifyInstance;

/** A built web app as Vite and the precompress plugin leave it. */
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'adatlas-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const script = path.join(dist, 'assets', 'index-abc123.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: db.url });
  app = await buildApp({ config, databases: db.databases, webDist: dist });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends a hashed asset as the brotli or gzip copy the browser takes, cached for a year', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has index.html revalidated on each load, at / and at any page path', async () => {
    for (const url of ['/', '/companies/42?tab=brands']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(INDEX);
    }
  });

  it('serves the files of a build written while the server runs', async () => {
    // `npm run build` (or a deploy into the same folder) replaces index.html and writes new chunks.
    // Asked for before it is written, a chunk is looked up again on the next request.
    expect((await get('/assets/index-new456.js', 'br')).statusCode).toBe(404);
    const script = path.join(dist, 'assets', 'index-new456.js');
    await writeFile(script, SCRIPT);
    await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
    const fresh = await get('/assets/index-new456.js', 'br');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe(SCRIPT);
    // An API path is still the API's, a page path still the app's.
    expect((await get('/api/v1/unknown')).json().clientType).toBe('NOT_FOUND');
    expect((await get('/pitch')).body).toBe(INDEX);
  });

  it('keeps serving a chunk read once after its file is gone, with the copy the browser takes', async () => {
    // A deploy into the same folder removes the previous build's chunks while pages that loaded
    // its index.html still ask for them: the copy in memory is still the file of that name.
    const script = path.join(dist, 'assets', 'Page-kept789.js');
    await writeFile(script, SCRIPT);
    await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${script}.gz`, gzipSync(SCRIPT));
    expect((await get('/assets/Page-kept789.js', 'gzip, deflate, br')).headers['content-encoding']).toBe(
      'br',
    );
    await rm(`${script}.gz`);
    await rm(`${script}.br`);
    await rm(script);
    const refusingBrotli = await get('/assets/Page-kept789.js', 'br;q=0, gzip');
    expect(refusingBrotli.statusCode).toBe(200);
    expect(refusingBrotli.headers['content-encoding']).toBe('gzip');
    expect(refusingBrotli.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(refusingBrotli.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/Page-kept789.js');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, SCRIPT]);
  });

  it('answers a chunk of an earlier deploy with 404, not with the HTML of the app', async () => {
    const missing = await get('/assets/CompanyDetailPage-old999.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().clientType).toBe('NOT_FOUND');
  });
});
