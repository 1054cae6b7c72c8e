import { ADMIN_GROUPS, type UserGroup } from './scopes.constants.ts';

/**
 * Whether stored scopes grant `required` (`name` or `name:action`).
 * A stored bare name grants every action; a stored `name:action` grants only that action
 * (and `name:any` grants every action too).
 */
export function hasScope(granted: readonly string[], required: string): boolean {
  const [name, action] = required.split(':');
  return granted.some((scope) => {
    const [grantedName, grantedAction] = scope.split(':');
    if (grantedName !== name) return false;
    if (grantedAction === undefined || grantedAction === 'any') return true;
    return action !== undefined && grantedAction === action;
  });
}

/** At least one of `required` is granted; an empty requirement is always met. */
export function hasAnyScope(granted: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((scope) => hasScope(granted, scope));
}

export function isAdminGroup(group: UserGroup | string | null | undefined): boolean {
  return ADMIN_GROUPS.includes(group as UserGroup);
}

/** An ADMIN creates and manages customers only; a SUPER-ADMIN manages every group. */
export function mayManageGroup(viewerGroup: UserGroup, targetGroup: UserGroup): boolean {
  return viewerGroup === 'SUPER-ADMIN' || targetGroup === 'CUSTOMER';
}
