import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters that carry one-time secrets (verification codes, reset tokens). */
const SECRET_QUERY_PARAMS = /([?&](?:authorization_code|code|token|access_token|secret)=)[^&#]*/gi;

/** The request URL with secret query values replaced, for the log. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[REDACTED]');
}

/**
 * Logger options that keep credentials out of the log (ASVS 16.2.5 / 7.1.1 in 4.0): secret query
 * values masked in the request line, and any credential header or body field that a log call
 * might include censored by pino's `redact`.
 */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return {
    ...logger,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.code',
        '*.recoveryCode',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  } as FastifyServerOptions['logger'];
}
