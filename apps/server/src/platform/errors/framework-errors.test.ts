import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/**
 * Raw bytes over a real socket: `app.inject()` skips Node's HTTP parser, which is what refuses
 * most of these requests.
 */
function send(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

const get = (path: string, extraHeaders = '') =>
  send(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`);

function expectEnvelope(response: { status: number; body: string }, status: number, clientType: string) {
  expect(response.status).toBe(status);
  expect(JSON.parse(response.body)).toEqual({
    httpStatus: status,
    clientType,
    description: expect.any(String),
    id: expect.any(String),
  });
}

describe('answers Fastify and Node give before any route, in the error envelope', () => {
  it('431 for headers past the size limit', async () => {
    const response = await get('/healthz', `x-padding: ${'a'.repeat(20_000)}\r\n`);
    expectEnvelope(response, 431, 'HEADERS_TOO_LARGE');
  });

  it('414 for a path parameter past the router limit', async () => {
    const response = await get(`/api/v1/tenant/${'a'.repeat(2_000)}`);
    expectEnvelope(response, 414, 'URI_TOO_LONG');
  });

  it('400 for a badly percent-encoded path, with the request id header', async () => {
    const response = await get('/api/v1/tenant/%E0%A4%A', 'x-request-id: bad-url-1\r\n');
    expectEnvelope(response, 400, 'DATA_ERROR');
    expect(JSON.parse(response.body).id).toBe('bad-url-1');
    expect(response.headers.toLowerCase()).toContain('x-request-id: bad-url-1');
  });

  it('400 for a malformed request line', async () => {
    const response = await send('GET /a b c\r\n\r\n');
    expectEnvelope(response, 400, 'DATA_ERROR');
  });
});
