/** States of spec §4. Numbers are wire values; labels are what the UI shows. */

export const TaskProgress = { NOT_STARTED: 0, IN_PROGRESS: 1, RESOLVED: 2, REJECTED: 3 } as const;
export type TaskProgressValue = (typeof TaskProgress)[keyof typeof TaskProgress];
export const taskProgressLabels: Record<TaskProgressValue, string> = {
  0: '排队中',
  1: '生成中',
  2: '已完成',
  3: '失败',
};

/** Application / review status. `''` is the "all" filter value. */
export const ReviewStatus = {
  SIGNUP_INCOMPLETE: 0,
  PENDING: 1,
  APPROVED: 2,
  REJECTED: 3,
  DELETED_BY_ADMIN: 4,
} as const;
export type ReviewStatusValue = (typeof ReviewStatus)[keyof typeof ReviewStatus];
export const reviewStatusLabels: Record<ReviewStatusValue, string> = {
  0: '注册未完成',
  1: '待审核',
  2: '已通过',
  3: '已拒绝',
  4: '已被管理员删除',
};
/** Only approved is approved; every other status counts as not approved (spec §4). */
export function isApprovedStatus(status: number): boolean {
  return status === ReviewStatus.APPROVED;
}

export const SecondReviewStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3, CANCELLED: 4 } as const;
export type SecondReviewStatusValue = (typeof SecondReviewStatus)[keyof typeof SecondReviewStatus];
export const secondReviewStatusLabels: Record<SecondReviewStatusValue, string> = {
  1: '待审核',
  2: '已通过',
  3: '已拒绝',
  4: '已撤销',
};

/** Enterprise status; 0 is the "all" filter value, not a state a row can hold. */
export const EnterpriseStatus = { ALL: 0, NORMAL: 1, DISABLED: 2, DELETED: 3 } as const;
export type EnterpriseStatusValue = (typeof EnterpriseStatus)[keyof typeof EnterpriseStatus];
export const enterpriseStatusLabels: Record<Exclude<EnterpriseStatusValue, 0>, string> = {
  1: '正常',
  2: '已停用',
  3: '已删除',
};
/** The product tells "deleted" apart from "disabled or deleted" (spec §4). */
export function isEnterpriseDeleted(status: number): boolean {
  return status === EnterpriseStatus.DELETED;
}
export function isEnterpriseDisabledOrDeleted(status: number): boolean {
  return status === EnterpriseStatus.DISABLED || status === EnterpriseStatus.DELETED;
}

export const CreationStage = {
  UNINITIALIZED: 0,
  STORY_INPUT: 1,
  ART: 2,
  ART_IMAGE: 3,
  STORYBOARD: 4,
} as const;
export type CreationStageValue = (typeof CreationStage)[keyof typeof CreationStage];

export const OnOff = { OPEN: 1, CLOSE: 0 } as const;
