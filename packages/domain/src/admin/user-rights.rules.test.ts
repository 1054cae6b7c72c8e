import { describe, expect, it } from 'vitest';
import { adminUserRights } from './user-rights.rules.ts';

const admin = { id: 1, group: 'ADMIN' } as const;
const superAdmin = { id: 2, group: 'SUPER-ADMIN' } as const;
const allowed = { allowed: true };
const needsSuperAdmin = { allowed: false, reason: 'ADMINS_NEED_SUPER_ADMIN' };

describe('adminUserRights', () => {
  it('lets an admin do everything on a customer row', () => {
    expect(adminUserRights(admin, { id: 10, group: 'CUSTOMER', active: true })).toEqual({
      licence: allowed,
      usage: allowed,
      edit: allowed,
      changeGroup: { allowed: false, reason: 'GROUP_NEEDS_SUPER_ADMIN' },
      toggleActive: allowed,
      resetPassword: allowed,
      impersonate: allowed,
    });
  });

  it('refuses an admin every change to an administrator row, but still shows its usage and licence', () => {
    for (const group of ['ADMIN', 'SUPER-ADMIN'] as const) {
      expect(adminUserRights(admin, { id: 10, group, active: true })).toEqual({
        licence: allowed,
        usage: allowed,
        edit: needsSuperAdmin,
        changeGroup: needsSuperAdmin,
        toggleActive: needsSuperAdmin,
        resetPassword: needsSuperAdmin,
        impersonate: { allowed: false, reason: 'CUSTOMERS_ONLY' },
      });
    }
  });

  it('lets a super admin manage administrators, but see only customers as', () => {
    const rights = adminUserRights(superAdmin, { id: 10, group: 'ADMIN', active: false });
    expect(rights.toggleActive).toEqual(allowed);
    expect(rights.resetPassword).toEqual(allowed);
    expect(rights.edit).toEqual(allowed);
    expect(rights.changeGroup).toEqual(allowed);
    expect(rights.licence).toEqual(allowed);
    expect(rights.impersonate).toEqual({ allowed: false, reason: 'CUSTOMERS_ONLY' });
  });

  it('never lets anyone disable their own account', () => {
    const own = adminUserRights(superAdmin, { ...superAdmin, active: true });
    expect(own.toggleActive).toEqual({ allowed: false, reason: 'NOT_YOURSELF' });
    expect(own.resetPassword).toEqual(allowed);
    expect(own.edit).toEqual(allowed);
    expect(adminUserRights(admin, { ...admin, active: true }).toggleActive).toEqual({
      allowed: false,
      reason: 'NOT_YOURSELF',
    });
  });

  it('lets a super admin edit their own account but not change their own group', () => {
    const own = adminUserRights(superAdmin, { ...superAdmin, active: true });
    expect(own.edit).toEqual(allowed);
    expect(own.changeGroup).toEqual({ allowed: false, reason: 'OWN_GROUP' });
  });
});
