import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope } from '@adatlas/domain/errors';
import { REQUEST_ID_HEADER } from '@adatlas/domain/http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HASHED_ASSETS_PREFIX } from '../http/static-web.ts';
import { AppError } from './app-error.ts';

const NOT_PAGES = ['/api/', HASHED_ASSETS_PREFIX, '/healthz', '/readyz'];

function envelope(request: FastifyRequest, error: AppError): ErrorEnvelope {
  return {
    httpStatus: error.httpStatus,
    clientType: error.code,
    description: error.message,
    id: String(request.id),
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

/** Maps any thrown error to the spec's envelope; 5xx are logged with the request id and hidden. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
        .filter(Boolean)
        .join('.'),
      message: issue.message ?? 'invalid',
    }));
    return new AppError(
      'VALIDATION_ERROR',
      `Invalid ${error.validationContext ?? 'request'}: ${fields.map((f) => f.path).join(', ')}`,
      fields,
    );
  }
  if (error instanceof ZodError) {
    const fields = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return new AppError('VALIDATION_ERROR', 'Invalid request', fields);
  }
  if (isDatabaseUnavailable(error)) {
    // Postgres restarting or unreachable: a transient state the client may retry, not a bug here.
    return new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable, retry in a moment');
  }
  if (isPostgresDataException(error)) {
    // Input that passed the schema but not the column type (an id past int4, say): the caller's data.
    return new AppError('DATA_ERROR', 'A value is out of range for this request');
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (status === 414) return new AppError('URI_TOO_LONG', 'A part of the address is too long');
  if (status === 429) return new AppError('TOO_MANY_REQUESTS', 'Too many requests, retry later');
  if (status === 404) return new AppError('NOT_FOUND', 'Resource not found');
  if (status >= 400 && status < 500) return new AppError('DATA_ERROR', fastifyError.message || 'Bad request');
  return new AppError('UNEXPECTED', 'Unexpected server error');
}

/** SQLSTATE class 22 (data exception): numeric out of range, invalid text representation, … */
function isPostgresDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  const severity = (error as { severity?: unknown }).severity;
  return typeof code === 'string' && code.startsWith('22') && typeof severity === 'string';
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  // node-postgres' query_timeout: the server stopped answering (frozen, or the network is gone).
  'Query read timeout',
];

/**
 * The database cannot be reached or answer in time: SQLSTATE 57P01-03 (shutting down, starting up),
 * 57014 (statement_timeout), class 08 (connection exception), a refused or reset socket, or
 * node-postgres' own connection and timeout messages.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (/^57(P0[1-3]|014)$/.test(code) || /^08/.test(code))) return true;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return CONNECTION_LOST_MESSAGES.some((known) => message.includes(known));
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a malformed or badly percent-encoded
 * path, an over-long path parameter) arrive here before any hook, and leave in the envelope too.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  request.log.info({ clientType: appError.code }, appError.message);
  return reply
    .status(appError.httpStatus)
    .header(REQUEST_ID_HEADER, String(request.id))
    .send(envelope(request, appError));
}

/**
 * Fastify's `clientErrorHandler`: Node refused the bytes before there was a request (headers past
 * the size limit, a broken request line, a client too slow to send them), so the answer is written
 * on the socket, in the envelope, with an id of its own.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('HEADERS_TOO_LARGE', 'The request headers are too large')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('REQUEST_TIMEOUT', 'The request took too long to arrive')
        : new AppError('DATA_ERROR', 'Malformed HTTP request');
  const body = JSON.stringify({
    httpStatus: appError.httpStatus,
    clientType: appError.code,
    description: appError.message,
    id: randomUUID(),
  } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.httpStatus} ${STATUS_CODES[appError.httpStatus]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export interface ErrorHandlingOptions {
  /** Serve the SPA's index.html for unknown GET paths outside /api (the client router decides). */
  spaFallback: boolean;
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.httpStatus >= 500 && appError.code === 'UNEXPECTED') {
      request.log.error({ err: error }, 'request failed');
    } else if (appError.httpStatus >= 500) {
      request.log.warn({ clientType: appError.code, reason: (error as Error).message }, appError.message);
    } else {
      request.log.info({ clientType: appError.code }, appError.message);
    }
    if (appError.code === 'TOO_MANY_REQUESTS') {
      const retryAfter = (error as { headers?: Record<string, string> }).headers?.['retry-after'];
      if (retryAfter) void reply.header('retry-after', retryAfter);
    }
    return reply.status(appError.httpStatus).send(envelope(request, appError));
  });
  app.setNotFoundHandler((request, reply) => {
    // The API, the probes and a missing hashed asset (a chunk of an earlier deploy) answer 404,
    // never the SPA's HTML.
    const isPage = !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
    if (options.spaFallback && request.method === 'GET' && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const error = new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
    return reply.status(404).send(envelope(request, error));
  });
}
