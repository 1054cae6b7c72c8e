import type { UserGroup } from '@adatlas/domain/scopes';

const USER_GROUP_LABEL_KEYS = {
  CUSTOMER: 'ADMIN.CUSTOMERS.GROUP_CUSTOMER',
  ADMIN: 'ADMIN.CUSTOMERS.GROUP_ADMIN',
  'SUPER-ADMIN': 'ADMIN.CUSTOMERS.GROUP_SUPER_ADMIN',
} as const satisfies Record<UserGroup, string>;

/** The dictionary key that names a user group ('SUPER-ADMIN' → "Super administrator"). */
export function userGroupLabelKey(group: UserGroup): string {
  return USER_GROUP_LABEL_KEYS[group];
}
