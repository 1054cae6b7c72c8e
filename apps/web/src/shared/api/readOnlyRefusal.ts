import { isTabScoped } from '../session/sessionArea.ts';
import type { ApiError } from './ApiError.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The server's refusal of a write in the tab an admin opened to see the app as a user: that tab
 * holds a read-only session, which the server answers 403 for anything but a read. The app says so
 * there and then instead of leaving for /forbidden, as it does for any other 403.
 */
export function isReadOnlyRefusal(error: Pick<ApiError, 'httpStatus'>, method: string | undefined): boolean {
  return method !== undefined && !READ_METHODS.has(method) && isReadOnlyViewRefusal(error);
}

/**
 * Whether an error the error overlay received is such a refusal: in that tab the API client
 * reports a 403 only for a refused write (a refused read still leads to /forbidden).
 */
export function isReadOnlyViewRefusal(error: Pick<ApiError, 'httpStatus'>): boolean {
  return error.httpStatus === 403 && isTabScoped();
}
