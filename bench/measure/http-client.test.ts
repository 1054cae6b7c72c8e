import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.ts';

let server: http.Server;
let baseUrl: string;
const seen: { method?: string; url?: string; auth?: string; body: string; socket: number }[] = [];
const sockets = new Map<unknown, number>();
let inFlight = 0;
let maxInFlight = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (!sockets.has(req.socket)) sockets.set(req.socket, sockets.size);
      seen.push({
        method: req.method,
        url: req.url,
        auth: req.headers.authorization,
        body,
        socket: sockets.get(req.socket)!,
      });
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight--;
        if (req.url === '/stream') {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write('a');
          res.end('b');
          return;
        }
        const payload = JSON.stringify({
          echo: body ? JSON.parse(body) : null,
          path: req.url,
          text: 'è'.repeat(3),
        });
        res.writeHead(req.url === '/missing' ? 404 : 200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        });
        res.end(payload);
      }, 5);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('bench HTTP client', () => {
  it('sends the method, path, headers and JSON body, and reads status and JSON answer', async () => {
    const client = createHttpClient(baseUrl, { authorization: 'Bearer t' });
    const answer = await client.request('POST', '/things?x=1', { name: 'Agència' });
    const missing = await client.request('GET', '/missing');
    client.close();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ echo: { name: 'Agència' }, path: '/things?x=1', text: 'èèè' });
    expect(answer.ms).toBeGreaterThan(0);
    expect(missing.status).toBe(404);
    expect(seen.at(-2)).toMatchObject({ method: 'POST', url: '/things?x=1', auth: 'Bearer t' });
  });

  it("replaces the client's headers for one request only when asked", async () => {
    const client = createHttpClient(baseUrl, { authorization: 'Bearer t' });
    await client.request('GET', '/other-user', undefined, { authorization: 'Bearer u' });
    await client.request('GET', '/same-user');
    client.close();
    expect(seen.at(-2)).toMatchObject({ url: '/other-user', auth: 'Bearer u' });
    expect(seen.at(-1)).toMatchObject({ url: '/same-user', auth: 'Bearer t' });
  });

  it('keeps one connection alive across requests, and opens at most maxSockets at once', async () => {
    seen.length = 0;
    sockets.clear();
    maxInFlight = 0;
    const one = createHttpClient(baseUrl, {});
    for (let i = 0; i < 3; i++) await one.request('GET', `/seq/${i}`);
    one.close();
    expect(new Set(seen.map((entry) => entry.socket)).size).toBe(1);

    seen.length = 0;
    sockets.clear();
    const four = createHttpClient(baseUrl, {}, 4);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => four.request('GET', `/par/${i}`)));
    four.close();
    expect(answers.map((answer) => (answer.body as { path: string }).path)).toEqual(
      Array.from({ length: 12 }, (_, i) => `/par/${i}`),
    );
    expect(new Set(seen.map((entry) => entry.socket)).size).toBe(4);
    expect(maxInFlight).toBe(4);
  });

  it('refuses an answer without content-length instead of guessing where it ends', async () => {
    const client = createHttpClient(baseUrl, {});
    await expect(client.request('GET', '/stream')).rejects.toThrow(/content-length/);
    client.close();
  });
});
