import { RoleId, type RoleIdValue } from '@lizi/shared';
import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../../../features/session';
import { userMenuEntries } from './user-menu';

const keys = (roleId: RoleIdValue, variant: 'open' | 'default') =>
  userMenuEntries(makeSessionUser({ realname: '李四', roleId }), variant).map((e) => e.key);

describe('user dropdown entries', () => {
  it('offers the back offices on the open site by role', () => {
    expect(keys(RoleId.PLATFORM_SUPER_ADMIN, 'open')).toEqual(['platformAdmin', 'logout']);
    expect(keys(RoleId.COMPANY_SUPER_ADMIN, 'open')).toEqual(['companyAdmin', 'logout']);
    expect(keys(RoleId.COMPANY_ADMIN, 'open')).toEqual(['companyAdmin', 'logout']);
    expect(keys(RoleId.USER, 'open')).toEqual(['logout']);
  });

  it('offers only logout elsewhere', () => {
    expect(keys(RoleId.PLATFORM_SUPER_ADMIN, 'default')).toEqual(['logout']);
    expect(keys(RoleId.COMPANY_ADMIN, 'default')).toEqual(['logout']);
  });
});
