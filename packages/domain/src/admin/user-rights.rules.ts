import type { UserGroup } from '../scopes/scopes.constants.ts';
import { mayManageGroup } from '../scopes/scopes.rules.ts';

/** What the back office's users table offers on a row. */
export type AdminUserAction =
  | 'licence'
  | 'usage'
  | 'edit'
  | 'changeGroup'
  | 'toggleActive'
  | 'resetPassword'
  | 'impersonate';

/**
 * Why an action on a user is refused: the server answers each with its error (admin-customers),
 * the users table greys the action out with the same reason.
 * ADMINS_NEED_SUPER_ADMIN — only a super admin manages administrators;
 * NOT_YOURSELF — nobody disables their own account;
 * OWN_GROUP — nobody changes their own group;
 * GROUP_NEEDS_SUPER_ADMIN — only a super admin changes a user's group;
 * CUSTOMERS_ONLY — only customers can be seen as.
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

const ALLOWED: AdminUserRight = { allowed: true };
const denied = (reason: AdminUserDenial): AdminUserRight => ({ allowed: false, reason });

/** The actions `viewer` may take on `target`: the rule the server enforces and the table shows. */
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
    // Every admin may read a licence and the usage; changing the licence follows mayManageGroup.
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
