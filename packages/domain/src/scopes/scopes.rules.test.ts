import { describe, expect, it } from 'vitest';
import { hasAnyScope, hasScope, isAdminGroup, mayManageGroup } from './scopes.rules.ts';

describe('hasScope', () => {
  it('grants every action of a bare name', () => {
    expect(hasScope(['company'], 'company')).toBe(true);
    expect(hasScope(['company'], 'company:export')).toBe(true);
  });
  it('grants only the stored action of name:action', () => {
    expect(hasScope(['company:read'], 'company:read')).toBe(true);
    expect(hasScope(['company:read'], 'company:export')).toBe(false);
    expect(hasScope(['company:read'], 'company')).toBe(false);
  });
  it('treats :any as every action', () => {
    expect(hasScope(['p_workingRelationsExport:any'], 'p_workingRelationsExport:any')).toBe(true);
    expect(hasScope(['p_workingRelationsExport:any'], 'p_workingRelationsExport')).toBe(true);
  });
  it('does not confuse names sharing a prefix', () => {
    expect(hasScope(['companyQuota'], 'company')).toBe(false);
  });
});

describe('hasAnyScope', () => {
  it('needs one of the listed scopes', () => {
    expect(hasAnyScope(['ecommerce'], ['favourites', 'ecommerce'])).toBe(true);
    expect(hasAnyScope(['pitch'], ['favourites', 'ecommerce'])).toBe(false);
    expect(hasAnyScope([], [])).toBe(true);
  });
});

describe('isAdminGroup', () => {
  it('knows the admin groups', () => {
    expect(isAdminGroup('ADMIN')).toBe(true);
    expect(isAdminGroup('SUPER-ADMIN')).toBe(true);
    expect(isAdminGroup('CUSTOMER')).toBe(false);
    expect(isAdminGroup(undefined)).toBe(false);
  });
});

describe('mayManageGroup', () => {
  it('lets an admin manage customers only, and a super admin every group', () => {
    expect(mayManageGroup('ADMIN', 'CUSTOMER')).toBe(true);
    expect(mayManageGroup('ADMIN', 'ADMIN')).toBe(false);
    expect(mayManageGroup('ADMIN', 'SUPER-ADMIN')).toBe(false);
    expect(mayManageGroup('SUPER-ADMIN', 'ADMIN')).toBe(true);
    expect(mayManageGroup('SUPER-ADMIN', 'SUPER-ADMIN')).toBe(true);
  });
});
