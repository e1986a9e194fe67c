import { RoleId } from '@lizi/shared';
import type { SessionUser } from './session.types';

/** A complete, approved ordinary member for tests; override what the test is about. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 1,
    username: 'tester',
    realname: '测试用户',
    avatar: null,
    roleId: RoleId.USER,
    userStatus: 2,
    isAdmin: false,
    isAppUser: false,
    noWatermark: 0,
    phoneMask: '138****0000',
    ticket: null,
    enterprise: { id: 1, name: '演示公司', status: 1, autoIssue: false },
    isAuthenticated: true,
    needBindPhone: false,
    isDeletedEnterprise: false,
    isUnApproved: false,
    ...overrides,
  };
}
