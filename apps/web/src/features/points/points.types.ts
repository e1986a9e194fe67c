import type { PointsHistoryFilterValue } from '@lizi/shared';

/** Balance of spec §3: total = applied + gifted. */
export interface IntegralInfo {
  total: number;
  applyIntegral: number;
  giftIntegral: number;
}

/** GET /v1/user/points/balance and the stream's `balance` event: the balance plus the points-info variant. */
export interface BalanceView extends IntegralInfo {
  totalPoints: number;
  /** pointType 1 applied, 0 gifted (spec §3). */
  details: { pointType: number; points: number }[];
}

/** One entry of the 制作栗明细 list (spec §3); createAt in seconds, points signed. */
export interface PointsHistoryItem {
  id: number;
  usage: string;
  createAt: number;
  points: number;
}

export interface PointsHistoryPage {
  list: PointsHistoryItem[];
  hasMore: boolean;
}

export interface PointsHistoryQuery {
  costType: PointsHistoryFilterValue;
  offset: number;
  limit?: number;
}

/** A member's own points application (GET /v1/user/points/applications). */
export interface PointsApplication {
  id: number;
  userId: number;
  realname: string;
  amount: number;
  grantedAmount: number | null;
  reason: string;
  /** SecondReviewStatus: 1 pending, 2 approved, 3 rejected, 4 cancelled. */
  status: number;
  reviewNote: string | null;
  /** ISO time. */
  createdAt: string;
}
