import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../session';
import { accountDialogFor } from './components/AccountDialogs';
import { describeCompanyState, switchableMemberships } from './components/change-company-state';

describe('which account dialog shows (spec §4)', () => {
  it('asks for a phone first, anywhere but the sign-in screens', () => {
    const user = makeSessionUser({ needBindPhone: true, phoneMask: null, isUnApproved: true });
    expect(accountDialogFor(user, '/dashboard')).toBe('bindPhone');
    expect(accountDialogFor(user, '/LoginView')).toBeNull();
    expect(accountDialogFor(user, '/m/qrConfirm')).toBeNull();
  });

  it('asks to change company when not approved or the company is deleted', () => {
    expect(accountDialogFor(makeSessionUser({ isUnApproved: true, userStatus: 1 }), '/work')).toBe(
      'changeCompany',
    );
    expect(accountDialogFor(makeSessionUser({ isDeletedEnterprise: true }), '/work')).toBe('changeCompany');
    expect(accountDialogFor(makeSessionUser(), '/work')).toBeNull();
    expect(accountDialogFor(null, '/work')).toBeNull();
  });
});

describe('change-company dialog state', () => {
  it('describes each review status and waits only while pending', () => {
    const enterprise = { id: 3, name: '演示公司', status: 1, autoIssue: false };
    const pending = describeCompanyState({ userStatus: 1, enterprise, isDeletedEnterprise: false });
    expect(pending).toMatchObject({ tone: 'pending', waiting: true });
    expect(pending.text).toContain('演示公司');
    expect(describeCompanyState({ userStatus: 3, enterprise, isDeletedEnterprise: false }).title).toBe(
      '申请未通过',
    );
    expect(describeCompanyState({ userStatus: 4, enterprise, isDeletedEnterprise: false }).title).toBe(
      '已被移出企业',
    );
    expect(describeCompanyState({ userStatus: 0, enterprise: null, isDeletedEnterprise: false }).title).toBe(
      '尚未加入企业',
    );
    expect(describeCompanyState({ userStatus: 2, enterprise, isDeletedEnterprise: true })).toMatchObject({
      title: '所在企业已删除',
      waiting: false,
    });
  });

  it('offers switching only to other approved memberships in normal companies', () => {
    const m = (enterpriseId: number, reviewStatus: number, enterpriseStatus = 1) => ({
      enterpriseId,
      name: `企业${enterpriseId}`,
      enterpriseStatus,
      roleId: 4,
      reviewStatus,
    });
    const mine = { memberships: [m(1, 2), m(2, 2), m(3, 1), m(4, 2, 3)], applications: [] };
    expect(switchableMemberships(mine, 1).map((x) => x.enterpriseId)).toEqual([2]);
  });
});
