import type { AdminUserDenial } from '@adatlas/domain/admin';

/** What the users table says of a refused action; CUSTOMERS_ONLY actions are left out instead. */
export const ADMIN_USER_DENIAL_KEYS: Record<Exclude<AdminUserDenial, 'CUSTOMERS_ONLY'>, string> = {
  ADMINS_NEED_SUPER_ADMIN: 'ADMIN.CUSTOMERS.DENIED_ADMINS_NEED_SUPER_ADMIN',
  NOT_YOURSELF: 'ADMIN.CUSTOMERS.DENIED_NOT_YOURSELF',
  OWN_GROUP: 'ADMIN.CUSTOMERS.DENIED_OWN_GROUP',
  GROUP_NEEDS_SUPER_ADMIN: 'ADMIN.CUSTOMERS.DENIED_GROUP_NEEDS_SUPER_ADMIN',
};
