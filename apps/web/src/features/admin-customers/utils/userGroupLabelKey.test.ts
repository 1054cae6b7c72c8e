import { USER_GROUPS } from '@adatlas/domain/scopes';
import { describe, expect, it } from 'vitest';
import { userGroupLabelKey } from './userGroupLabelKey.ts';

describe('userGroupLabelKey', () => {
  it('gives every user group its own ADMIN.CUSTOMERS key', () => {
    const keys = USER_GROUPS.map(userGroupLabelKey);
    expect(keys).toEqual([
      'ADMIN.CUSTOMERS.GROUP_CUSTOMER',
      'ADMIN.CUSTOMERS.GROUP_ADMIN',
      'ADMIN.CUSTOMERS.GROUP_SUPER_ADMIN',
    ]);
  });
});
