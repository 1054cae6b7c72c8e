import { API_BASE, CLIENT_HEADERS } from '@adatlas/domain/http';
import { loginPathFor } from '@adatlas/domain/navigation';
import type { TenantId } from '@adatlas/domain/tenants';
import { sessionStore } from '../session/sessionStore.ts';
import { rememberSignOutReason } from '../session/signOutReason.ts';
import { tenantStore } from '../session/tenantStore.ts';
import { currentLanguage } from '../utils/currentLanguage.ts';
import { ApiError } from './ApiError.ts';
import { apiNavigation } from './apiNavigation.ts';
import { deviceHeaders } from './clientHeaders.ts';
import { errorReporter } from './errorReporter.ts';
import { isReadOnlyRefusal } from './readOnlyRefusal.ts';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** The country of this one call (x-tenant); default: the chosen one. */
  tenant?: TenantId;
  /** The session token of this one call; default: the stored session's. */
  token?: string;
  /**
   * Sign-in calls answer 401/403 for wrong credentials or a country without rights: the form shows
   * those, so the session-wide reactions (go to /login, /forbidden) are off for them.
   */
  handleSessionErrors?: boolean;
  /** Accept-Language of this one call; default: the interface language in use. */
  acceptLanguage?: string;
}

const OUT_OF_QUOTA = 'OUT_OF_QUOTA_ERROR';

/** Calls `API_BASE + path` with the headers of spec access §7 and returns the parsed JSON body. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { handleSessionErrors = true, method = 'GET' } = options;
  const response = await apiFetch(path, options);
  const payload = await readJson(response);
  if (response.ok) return payload as T;
  throw errorOf(response, payload, handleSessionErrors, method);
}

/**
 * The raw response of `API_BASE + path` with the same headers, for the answers that are not JSON
 * (file downloads). The caller checks `ok` and turns a failure into an error with `toApiError`.
 */
export function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, signal } = options;
  const headers = apiHeaders(options);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(apiUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

/** The headers of spec access §7 for one call (device, language, country, session). */
export function apiHeaders(
  options: Pick<ApiRequestOptions, 'tenant' | 'token' | 'acceptLanguage'> = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    ...deviceHeaders(),
    Accept: 'application/json',
    'Accept-Language': options.acceptLanguage ?? currentLanguage(),
    [CLIENT_HEADERS.tenant]: options.tenant ?? tenantStore.get(),
  };
  const token = options.token ?? sessionStore.get()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The error of a failed `apiFetch` response, with the same session reactions as `apiRequest`. */
export async function toApiError(response: Response, handleSessionErrors = true): Promise<ApiError> {
  return errorOf(response, await readJson(response), handleSessionErrors);
}

/** The error of a failed call whose body was read already (an upload), with the same reactions. */
export function apiErrorOf(status: number, payload: unknown, requestId: string | null): ApiError {
  const error = ApiError.fromBody(status, payload, requestId);
  if (error.clientType === OUT_OF_QUOTA) errorReporter.report(error);
  reactToSessionError(error);
  return error;
}

/** `method` is that of the call when known: only then can a refused write be told apart. */
function errorOf(
  response: Response,
  payload: unknown,
  handleSessionErrors: boolean,
  method?: ApiRequestOptions['method'],
): ApiError {
  const error = ApiError.fromBody(response.status, payload, response.headers.get('x-request-id'));
  // A write refused to the read-only view of a user is said on the spot, not with /forbidden.
  if (isReadOnlyRefusal(error, method)) {
    errorReporter.report(error);
    return error;
  }
  if (handleSessionErrors) reactToSessionError(error);
  // Spec access §8: whichever screen opened the record (query or mutation), running out of credits
  // opens the modal; a second report of the same error by the mutation cache shows the same modal.
  if (error.clientType === OUT_OF_QUOTA) errorReporter.report(error);
  return error;
}

/** `API_BASE + path` with the query's defined values. */
export function apiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Spec access §8: 401 → /login, 403 → /forbidden, session replaced elsewhere → reload signed out. */
function reactToSessionError(error: ApiError): void {
  const navigation = apiNavigation();
  if (error.httpStatus === 401) {
    // A session that was there has ended (expired, idle, revoked): the login page says so.
    if (sessionStore.get()) rememberSignOutReason('ended');
    sessionStore.clear();
    if (window.location.pathname !== '/login') navigation.navigate(loginPathFor(window.location));
  } else if (error.httpStatus === 403) {
    navigation.navigate('/forbidden');
  } else if (error.httpStatus === 400 && error.clientType === 'USER_ALREADY_LOGGED') {
    rememberSignOutReason('replaced', { reloading: true });
    sessionStore.clear();
    navigation.reload();
  }
}
