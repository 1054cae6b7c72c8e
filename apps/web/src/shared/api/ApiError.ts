import type { ErrorEnvelope } from '@adatlas/domain/errors';

/** A failed API call, read from the error envelope `{httpStatus, clientType, description, id}`. */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly clientType: string;
  readonly description: string;
  readonly id: string;
  readonly fields: ErrorEnvelope['fields'];

  constructor(envelope: ErrorEnvelope) {
    super(envelope.description || envelope.clientType);
    this.name = 'ApiError';
    this.httpStatus = envelope.httpStatus;
    this.clientType = envelope.clientType;
    this.description = envelope.description;
    this.id = envelope.id;
    this.fields = envelope.fields;
  }

  /** Builds the error from a response body, whatever it holds (a proxy may answer HTML). */
  static fromBody(status: number, body: unknown, requestId: string | null): ApiError {
    if (isErrorEnvelope(body)) return new ApiError(body);
    return new ApiError({
      httpStatus: status,
      clientType: status >= 500 ? 'UNEXPECTED' : 'DATA_ERROR',
      description: `HTTP ${status}`,
      id: requestId ?? '',
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A light check of the envelope shape, so zod stays out of the first page's bundle. */
function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.httpStatus === 'number' &&
    typeof candidate.clientType === 'string' &&
    typeof candidate.description === 'string' &&
    typeof candidate.id === 'string'
  );
}
