import { mayManageGroup, type UserGroup } from '@adatlas/domain/scopes';

/** What the users table offers on a row. */
export type AdminUserAction =
  | 'licence'
  | 'usage'
  | 'edit'
  | 'changeGroup'
  | 'toggleActive'
  | 'resetPassword'
  | 'impersonate';

/**
 * Why the server would refuse an action (admin-customers.service.ts; the group rule is the domain's
 * mayManageGroup, which both use):
 * ADMINS_NEED_SUPER_ADMIN — "Only a super admin manages administrators" (403);
 * NOT_YOURSELF — "You cannot disable or demote yourself" (400), for disabling;
 * OWN_GROUP — the same refusal, for a change of one's own group;
 * GROUP_NEEDS_SUPER_ADMIN — "Only a super admin changes a user's group" (403);
 * CUSTOMERS_ONLY — "Only customers can be seen as" (403).
 */
export type AdminUserDenial =
  | 'ADMINS_NEED_SUPER_ADMIN'
  | 'NOT_YOURSELF'
  | 'OWN_GROUP'
  | 'GROUP_NEEDS_SUPER_ADMIN'
  | 'CUSTOMERS_ONLY';

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

/** What the table says of a refused action; CUSTOMERS_ONLY actions are left out instead. */
export const ADMIN_USER_DENIAL_KEYS: Record<Exclude<AdminUserDenial, 'CUSTOMERS_ONLY'>, string> = {
  ADMINS_NEED_SUPER_ADMIN: 'ADMIN.CUSTOMERS.DENIED_ADMINS_NEED_SUPER_ADMIN',
  NOT_YOURSELF: 'ADMIN.CUSTOMERS.DENIED_NOT_YOURSELF',
  OWN_GROUP: 'ADMIN.CUSTOMERS.DENIED_OWN_GROUP',
  GROUP_NEEDS_SUPER_ADMIN: 'ADMIN.CUSTOMERS.DENIED_GROUP_NEEDS_SUPER_ADMIN',
};

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
  const changeGroup =
    viewer.group !== 'SUPER-ADMIN'
      ? denied('GROUP_NEEDS_SUPER_ADMIN')
      : viewer.id === target.id
        ? denied('OWN_GROUP')
        : ALLOWED;
  return {
    // The licence opens for everyone: read-only where the viewer may not change it (LicenceDrawer
    // uses mayManageGroup), since reading a licence is allowed to every admin.
    licence: ALLOWED,
    usage: ALLOWED,
    // Name, mail language and extra credits: whoever manages the account.
    edit: manage,
    // Within an edit the viewer may make.
    changeGroup: manage.allowed ? changeGroup : manage,
    toggleActive: isOwnActiveAccount ? denied('NOT_YOURSELF') : manage,
    resetPassword: manage,
    impersonate: target.group === 'CUSTOMER' ? ALLOWED : denied('CUSTOMERS_ONLY'),
  };
}
