/**
 * The error catalogue: every code the API can send, with its HTTP status.
 * The web translates `ERROR.<code>`; adding a code here without a message there fails the type check.
 */
export const ERROR_HTTP_STATUS = {
  VALIDATION_ERROR: 400,
  DATA_ERROR: 400,
  USER_ALREADY_LOGGED: 400,
  TOO_MANY_RESULTS: 400,
  NO_TENANT_SELECTED: 400,
  UNAUTHORIZED_ERROR: 401,
  LOGIN: 401,
  WRONG_CREDENTIALS: 401,
  USER_DISABLED: 403,
  EMAIL_NOT_VERIFIED: 403,
  NO_RIGHTS_TO_TENANT: 403,
  LICENCE_EXPIRED: 403,
  FORBIDDEN_ERROR: 403,
  ERROR_EXPORT_COMPANIES: 403,
  ERROR_EXPORT_CONTACTS: 403,
  OUT_OF_QUOTA_ERROR: 402,
  NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  CONFLICT: 409,
  SUBSCRIPTION_ALREADY_PAID: 409,
  TRIAL_NOT_OFFERED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  TOO_MANY_REQUESTS: 429,
  MAILER_LOGIN_FAILED: 502,
  UNEXPECTED: 500,
  UNKNOWN: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_HTTP_STATUS;
}
