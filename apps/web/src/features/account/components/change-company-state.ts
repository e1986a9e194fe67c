import { ReviewStatus, RoleId, roleLabels, SecondReviewStatus } from '@lizi/shared';
import type { SessionUser } from '../../session';
import type { MyEnterprises, MyMembership } from '../api/my-enterprises.api';

export type CompanyStateTone = 'pending' | 'error' | 'info';

export interface CompanyState {
  tone: CompanyStateTone;
  title: string;
  text: string;
  /** Waiting for someone else's decision: poll the user info to notice it (spec §4 "after approval"). */
  waiting: boolean;
}

/** What the change-company dialog says about the user's situation (spec §4 review statuses). */
export function describeCompanyState(
  user: Pick<SessionUser, 'userStatus' | 'enterprise' | 'isDeletedEnterprise'>,
): CompanyState {
  const name = user.enterprise?.name ?? '';
  if (user.isDeletedEnterprise) {
    return {
      tone: 'error',
      title: '所在企业已删除',
      text: `您所在的企业「${name}」已被删除，请切换到其他企业，或申请加入新的企业。`,
      waiting: false,
    };
  }
  switch (user.userStatus) {
    case ReviewStatus.PENDING:
      return {
        tone: 'pending',
        title: '等待企业审核',
        text: `您加入「${name}」的申请正在等待企业管理员审核，审核通过后页面会自动刷新。`,
        waiting: true,
      };
    case ReviewStatus.REJECTED:
      return {
        tone: 'error',
        title: '申请未通过',
        text: `您加入「${name}」的申请未通过审核，可以重新申请，或加入其他企业。`,
        waiting: false,
      };
    case ReviewStatus.DELETED_BY_ADMIN:
      return {
        tone: 'error',
        title: '已被移出企业',
        text: `您已被管理员移出「${name}」，可以重新申请加入，或加入其他企业。`,
        waiting: false,
      };
    default:
      return {
        tone: 'info',
        title: '尚未加入企业',
        text: '加入企业后即可使用全部创作功能。请搜索并申请加入你所在的企业，或申请开通新企业。',
        waiting: false,
      };
  }
}

/** Approved memberships in companies in normal status, other than the current one: where a switch can go. */
export function switchableMemberships(
  mine: MyEnterprises | undefined,
  currentId: number | null,
): MyMembership[] {
  return (mine?.memberships ?? []).filter(
    (m) =>
      m.reviewStatus === ReviewStatus.APPROVED && m.enterpriseStatus === 1 && m.enterpriseId !== currentId,
  );
}

export function pendingApplication(mine: MyEnterprises | undefined) {
  return mine?.applications.find((a) => a.status === SecondReviewStatus.PENDING);
}

export function membershipRoleLabel(roleId: number): string {
  return roleId === RoleId.COMPANY_SUPER_ADMIN || roleId === RoleId.COMPANY_ADMIN || roleId === RoleId.USER
    ? roleLabels[roleId]
    : '成员';
}
