import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@adatlas/domain/http';

/**
 * What a client may choose as its request id. The id becomes the error envelope's id, a log field
 * and a response header, so a newline, markup or a kilobyte of it is replaced rather than echoed.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's `x-request-id` when it is a safe token (a proxy's trace id), else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
