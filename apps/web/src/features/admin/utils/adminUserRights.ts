import { mayManageGroup, type UserGroup } from '@adatlas/domain/scopes';

/** What the users table offers on a row. */
export type AdminUserAction = 'licence' | 'usage' | 'toggleActive' | 'resetPassword' | 'impersonate';

/**
 * Why the server would refuse an action (admin-customers.service.ts; the group rule is the domain's
 * mayManageGroup, which both use):
 * ADMINS_NEED_SUPER_ADMIN — "Only a super admin manages administrators" (403);
 * NOT_YOURSELF — "You cannot disable or demote yourself" (400);
 * CUSTOMERS_ONLY — "Only customers can be seen as" (403).
 */
export type AdminUserDenial = 'ADMINS_NEED_SUPER_ADMIN' | 'NOT_YOURSELF' | 'CUSTOMERS_ONLY';

export type AdminUserRight = { allowed: true } | { allowed: false; reason: AdminUserDenial };

export interface AdminUserRightsViewer {
  id: number;
  group: UserGroup;
}

export interface AdminUserRightsTarget {
  id: number;
  group: UserGroup;
  active: boolean;
}

const ALLOWED: AdminUserRight = { allowed: true };
const denied = (reason: AdminUserDenial): AdminUserRight => ({ allowed: false, reason });

/**
 * The actions `viewer` may take on `target`'s row, mirroring the server's checks so the table
 * never offers a request the server refuses (a refused 403 sends the whole app to /forbidden).
 */
export function adminUserRights(
  viewer: AdminUserRightsViewer,
  target: AdminUserRightsTarget,
): Record<AdminUserAction, AdminUserRight> {
  const manage = mayManageGroup(viewer.group, target.group) ? ALLOWED : denied('ADMINS_NEED_SUPER_ADMIN');
  // Enabling one's own account cannot happen (a disabled account is signed out); disabling it is refused.
  const isOwnActiveAccount = viewer.id === target.id && target.active;
  return {
    // The licence opens for everyone: read-only where the viewer may not change it (LicenceDrawer
    // uses mayManageGroup), since reading a licence is allowed to every admin.
    licence: ALLOWED,
    usage: ALLOWED,
    toggleActive: isOwnActiveAccount ? denied('NOT_YOURSELF') : manage,
    resetPassword: manage,
    impersonate: target.group === 'CUSTOMER' ? ALLOWED : denied('CUSTOMERS_ONLY'),
  };
}
