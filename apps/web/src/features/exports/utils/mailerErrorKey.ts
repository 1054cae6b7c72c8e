import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';

const MAILER_ERRORS = ['FORBIDDEN_ERROR', 'MAILER_LOGIN_FAILED', 'UNKNOWN'];

/**
 * The body of the mailer export's error dialog (spec data §8): the message of a mailer error code,
 * else UNKNOWN's. The server answers SERVICE_UNAVAILABLE only when no mailer is configured, which
 * retrying will not fix, so that one says so. VALIDATION_ERROR's own text points to highlighted
 * fields, which the popover does not have: the list name and the search are what to change.
 */
export function mailerErrorKey(clientType: string | undefined): string {
  if (clientType === 'SERVICE_UNAVAILABLE') return 'EXPORT.MAILER_NOT_CONNECTED';
  if (clientType === 'VALIDATION_ERROR') return 'EXPORT.MAILER_INVALID';
  return errorMessageKey(clientType && MAILER_ERRORS.includes(clientType) ? clientType : 'UNKNOWN');
}
