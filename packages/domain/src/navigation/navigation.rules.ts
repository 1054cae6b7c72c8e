import type { FeatureFlag } from '../flags/flags.constants.ts';
import { hasAnyScope } from '../scopes/scopes.rules.ts';
import { MENU_ITEMS, type MenuItem, REDIRECT_URI_PARAM } from './navigation.constants.ts';

/** Who is looking: admins pass every scope check (as on the server). */
export interface Viewer {
  scopes: readonly string[];
  isAdmin: boolean;
}

export function canAccess(viewer: Viewer, requiredScopes: readonly string[]): boolean {
  return viewer.isAdmin || hasAnyScope(viewer.scopes, requiredScopes);
}

/** The entries the scopes allow, less those whose feature the session's flags turn off. */
export function visibleMenuItems(
  viewer: Viewer,
  flags: Partial<Record<FeatureFlag, boolean>> = {},
): MenuItem[] {
  return MENU_ITEMS.filter(
    (item) => canAccess(viewer, item.scopes) && (item.flag === undefined || flags[item.flag] !== false),
  );
}

/** The menu entry a path belongs to (`/companies/12` → Companies); undefined off the menu. */
export function findMenuItem(pathname: string): MenuItem | undefined {
  const path = normalisePath(pathname);
  if (path === '/') return MENU_ITEMS.find((item) => item.path === '/');
  return MENU_ITEMS.find(
    (item) => item.path !== '/' && (path === item.path || path.startsWith(`${item.path}/`)),
  );
}

/** Menu pages are top level; any other page gets a back button. */
export function isTopLevelMenuPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return MENU_ITEMS.some((item) => item.path === path);
}

/**
 * A safe place to go after login: only same-site paths ("/x", never "//host" or "https://…"),
 * otherwise `/`.
 */
export function safeRedirectPath(redirectUri: string | null | undefined): string {
  if (!redirectUri?.startsWith('/') || redirectUri.startsWith('//') || redirectUri.includes('\\')) {
    return '/';
  }
  return redirectUri;
}

/** `/login?redirectUri=<path+search+hash>` for a visitor without a session. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${REDIRECT_URI_PARAM}=${encodeURIComponent(target)}`;
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
