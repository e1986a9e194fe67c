import {
  enterpriseStatusLabels,
  type ReviewStatusValue,
  reviewStatusLabels,
  type SecondReviewStatusValue,
  secondReviewStatusLabels,
} from '@lizi/shared';
import { Tag } from 'antd';

const reviewColors: Record<number, string> = {
  0: 'default',
  1: 'orange',
  2: 'green',
  3: 'red',
  4: 'default',
};
const secondReviewColors: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'red', 4: 'default' };
const enterpriseColors: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'default' };

/** Membership review status (spec §4: 0 signup incomplete … 4 deleted by admin). */
export function ReviewStatusTag({ status }: { status: number }) {
  return (
    <Tag color={reviewColors[status] ?? 'default'} variant="filled">
      {reviewStatusLabels[status as ReviewStatusValue] ?? `状态 ${status}`}
    </Tag>
  );
}

/** Applications (second review, spec §4: 1 pending, 2 approved, 3 rejected, 4 cancelled). */
export function SecondReviewTag({ status }: { status: number }) {
  return (
    <Tag color={secondReviewColors[status] ?? 'default'} variant="filled">
      {secondReviewStatusLabels[status as SecondReviewStatusValue] ?? `状态 ${status}`}
    </Tag>
  );
}

export function EnterpriseStatusTag({ status }: { status: number }) {
  return (
    <Tag color={enterpriseColors[status] ?? 'default'} variant="filled">
      {enterpriseStatusLabels[status as 1 | 2 | 3] ?? `状态 ${status}`}
    </Tag>
  );
}
