/** Keys of the integral (points) cost setting, spec §3. */
export const INTEGRAL_COST_KEYS = [
  'audioCost',
  'faceswapCost',
  'imageCost',
  'lipsyncCost',
  'longVideoCost',
  'pointsPerDay',
  'redrawCost',
  'resolutionCost',
  'scriptCost',
  'videoCost',
  'editImgCost',
  'inferImgCost',
  'aisoundCost',
  'gcimg-promptv3-auto',
] as const;
export type IntegralCostKey = (typeof INTEGRAL_COST_KEYS)[number];

/** Points type in the details variant of the balance (spec §3): 1 applied, 0 gifted. */
export const PointType = { GIFTED: 0, APPLIED: 1 } as const;

/** History filter (spec §3). */
export const PointsHistoryFilter = { ALL: 0, CONSUME: 1, GAIN: 2 } as const;
export type PointsHistoryFilterValue = (typeof PointsHistoryFilter)[keyof typeof PointsHistoryFilter];

/** The product's name for points. */
export const POINTS_NAME = '制作栗';
