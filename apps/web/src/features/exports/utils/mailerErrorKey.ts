import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';

const MAILER_ERRORS = ['FORBIDDEN_ERROR', 'MAILER_LOGIN_FAILED', 'UNKNOWN', 'VALIDATION_ERROR'];

/**
 * The body of the mailer export's error dialog (spec data §8): the message of a mailer error code,
 * else UNKNOWN's. The server answers SERVICE_UNAVAILABLE only when no mailer is configured, which
 * retrying will not fix, so that one says so.
 */
export function mailerErrorKey(clientType: string | undefined): string {
  if (clientType === 'SERVICE_UNAVAILABLE') return 'EXPORT.MAILER_NOT_CONNECTED';
  return errorMessageKey(clientType && MAILER_ERRORS.includes(clientType) ? clientType : 'UNKNOWN');
}
