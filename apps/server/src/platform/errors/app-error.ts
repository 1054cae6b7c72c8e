import { ERROR_HTTP_STATUS, type ErrorCode } from '@adatlas/domain/errors';

/** A failure the client is told about: a catalogue code, its HTTP status and a description. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly fields?: { path: string; message: string }[];

  constructor(code: ErrorCode, description?: string, fields?: { path: string; message: string }[]) {
    super(description ?? code);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = ERROR_HTTP_STATUS[code];
    this.fields = fields;
  }
}
