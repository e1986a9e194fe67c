import { PointType } from '@lizi/shared';

/** GET /v1/user/points/balance: both shapes of spec §3 (Integral info and the points-info variant). */
export interface BalanceView {
  total: number;
  applyIntegral: number;
  giftIntegral: number;
  totalPoints: number;
  details: { pointType: number; points: number }[];
}

export function toBalanceView(applyIntegral: number, giftIntegral: number): BalanceView {
  const total = applyIntegral + giftIntegral;
  return {
    total,
    applyIntegral,
    giftIntegral,
    totalPoints: total,
    details: [
      { pointType: PointType.APPLIED, points: applyIntegral },
      { pointType: PointType.GIFTED, points: giftIntegral },
    ],
  };
}
