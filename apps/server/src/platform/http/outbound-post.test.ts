import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';
import { isBlockedAddress, outboundUrlProblem } from './outbound-guard.ts';
import { postOutbound } from './outbound-post.ts';

const strict = { allowLoopback: false };
const loopbackAllowed = { allowLoopback: true };
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe('outbound SSRF guard', () => {
  it('blocks private, link-local, reserved and loopback addresses, IPv4-mapped ones too', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '127.0.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:169.254.169.254',
      '::ffff:127.0.0.1',
    ]) {
      expect([address, isBlockedAddress(address, strict)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect([address, isBlockedAddress(address, strict)]).toEqual([address, false]);
    }
  });

  it('lets loopback through only when allowed, and never the other ranges', () => {
    expect(isBlockedAddress('127.0.0.1', loopbackAllowed)).toBe(false);
    expect(isBlockedAddress('::1', loopbackAllowed)).toBe(false);
    expect(isBlockedAddress('169.254.169.254', loopbackAllowed)).toBe(true);
    expect(isBlockedAddress('10.1.2.3', loopbackAllowed)).toBe(true);
  });

  it('refuses other schemes, credentials and names resolving to a blocked address', async () => {
    expect(await outboundUrlProblem('ftp://example.com/x', strict)).toMatch(/http or https/);
    expect(await outboundUrlProblem('file:///etc/passwd', strict)).toMatch(/http or https/);
    expect(await outboundUrlProblem('https://user:secret@example.com/', strict)).toMatch(/credentials/);
    expect(await outboundUrlProblem('http://169.254.169.254/latest/meta-data', strict)).toMatch(/private/);
    expect(await outboundUrlProblem('http://[::1]:8080/', strict)).toMatch(/private/);
    expect(await outboundUrlProblem('http://localhost:8080/', strict)).toMatch(/resolve to a private/);
    expect(await outboundUrlProblem('http://localhost:8080/', loopbackAllowed)).toBeNull();
    expect(await outboundUrlProblem('https://93.184.216.34/hook', strict)).toBeNull();
  });
});

describe('postOutbound', () => {
  const post = (url: string, policy = loopbackAllowed, timeoutMs = 2_000) =>
    postOutbound(url, '{"a":1}', { headers: { 'content-type': 'application/json' }, timeoutMs, policy });

  it('posts the body and answers the status and latency', async () => {
    const result = await post(receiver.url);
    expect(result).toMatchObject({ statusCode: 200, error: null });
    expect(receiver.received.at(-1)?.body).toBe('{"a":1}');
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    receiver.answers = [302];
    const before = receiver.received.length;
    expect((await post(receiver.url)).statusCode).toBe(302);
    expect(receiver.received.length).toBe(before + 1);
  });

  it('refuses loopback at connect time unless allowed, by name as by address', async () => {
    const before = receiver.received.length;
    const byAddress = await post(receiver.url, strict);
    const byName = await post(receiver.url.replace('127.0.0.1', 'localhost'), strict);
    for (const result of [byAddress, byName]) {
      expect(result.statusCode).toBeNull();
      expect(result.error).toMatch(/not reachable/);
    }
    expect(receiver.received.length).toBe(before);
  });

  it('gives up after the timeout', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const result = await post(`http://127.0.0.1:${port}/`, loopbackAllowed, 300);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/timed out/);
    expect(result.latencyMs).toBeLessThan(2_000);
    silent.close();
  });
});
