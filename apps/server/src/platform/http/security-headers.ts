import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet would set for `options`, worked out once. They are the same for every
 * answer (no per-request nonce), and `@fastify/helmet` rebuilt them, parsing the whole policy
 * again, on every request: a tenth of the CPU of a small answer (docs/performance.md §17).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    collector as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Sends `headers` and the request id on every answer, errors and 404s included. */
export function registerResponseHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
  requestIdHeader: string,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header(requestIdHeader, request.id);
    done();
  });
}
