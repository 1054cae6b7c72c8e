import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  BlockedAddressError,
  guardedLookup,
  isBlockedAddress,
  type OutboundPolicy,
} from './outbound-guard.ts';

export interface OutboundPostResult {
  /** The HTTP status, or null when none came back (refused, timed out, blocked). */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/** Bytes of a receiver's answer read (then dropped): enough to finish the exchange, no more. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs `body` to a customer's URL under the SSRF policy: the address is checked at connect time,
 * redirects are not followed (a 3xx is the answer), and the whole exchange is bounded by
 * `timeoutMs`. Never throws: a failure is described in the result.
 */
export function postOutbound(
  url: string,
  body: string,
  options: { headers: Record<string, string>; timeoutMs: number; policy: OutboundPolicy },
): Promise<OutboundPostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, latencyMs: elapsed(), error });
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      finish(null, 'invalid URL');
      return;
    }
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    // An IP literal is connected to without a lookup: check it here.
    if (isIP(host) && isBlockedAddress(host, options.policy)) {
      finish(null, new BlockedAddressError(host).message);
      return;
    }
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
    if (!client) {
      finish(null, 'not an http or https URL');
      return;
    }
    const request = client.request(target, {
      method: 'POST',
      headers: { ...options.headers, 'content-length': Buffer.byteLength(body) },
      lookup: guardedLookup(options.policy),
      agent: false,
    });
    timer = setTimeout(() => {
      request.destroy(new Error(`timed out after ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    request.on('response', (response) => {
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) response.destroy();
      });
      response.on('end', () => finish(response.statusCode ?? null, null));
      response.on('close', () => finish(response.statusCode ?? null, null));
      response.on('error', () => finish(response.statusCode ?? null, null));
    });
    request.on('error', (error) => finish(null, error.message));
    request.end(body);
  });
}
