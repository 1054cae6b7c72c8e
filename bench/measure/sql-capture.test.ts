import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSqlCapture, tagRequests } from './sql-capture.ts';

/**
 * Statements per request while several run at once (the mixed traffic step): each tagged
 * request's statements land in its own set, whichever pooled connection sends them, even when its
 * body arrives in a later packet than its head.
 */
const capture = createSqlCapture('tenant_x');
// The suite's Postgres (TEST_DATABASE_URL or the embedded one the global setup started).
const pool = new pg.Pool({ connectionString: inject('serverDatabaseUrl'), max: 5 });
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      try {
        const { n } = JSON.parse(body || '{"n":1}') as { n: number };
        await pool.query('SELECT 1 AS core_lookup');
        for (let i = 0; i < n; i++) {
          await pool.query('SELECT $1::int AS "tenant_x"', [i]);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        res.end('{}');
      } catch (error) {
        // A failed query answers 500 at once instead of leaving the client waiting for its timeout.
        res.statusCode = 500;
        res.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  capture.restore();
  await new Promise((resolve) => server.close(resolve));
  await pool.end();
});

/** A POST whose body is written 30 ms after its head, so it reaches the server in its own packet. */
function post(tag: string, n: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ n });
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/',
        headers: { 'x-bench-request': tag, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve());
      },
    );
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(() => req.end(body), 30);
  });
}

describe('statements per tagged request', () => {
  it('keeps the statements of concurrent requests apart, the others counted', async () => {
    const tags = tagRequests(server);
    try {
      await Promise.all([post('a', 3), post('b', 5), post('c', 1)]);
      const [a, b, c] = ['a', 'b', 'c'].map((tag) => tags.take(tag));
      expect(a!.tenant.map((s) => s.values)).toEqual([[0], [1], [2]]);
      expect(b!.tenant).toHaveLength(5);
      expect(c!.tenant).toHaveLength(1);
      expect([a!.other, b!.other, c!.other]).toEqual([1, 1, 1]);
    } finally {
      tags.stop();
    }
    // Untagged, or after stop: nothing is recorded.
    await post('d', 2);
    expect(tags.take('d')).toEqual({ tenant: [], other: 0 });
  });
});
