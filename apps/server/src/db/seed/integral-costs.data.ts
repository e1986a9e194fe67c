import type { IntegralCostKey } from '@lizi/shared';

/**
 * Default costs in 制作栗. Flat settings cover every key of spec §3; task costs override per task type where
 * the price differs from the family's flat value. Admins change both later (issue 4).
 */
export const seedFlatSettings: Record<IntegralCostKey, number> = {
  scriptCost: 5,
  imageCost: 4,
  editImgCost: 4,
  inferImgCost: 2,
  redrawCost: 4,
  faceswapCost: 6,
  resolutionCost: 3,
  videoCost: 20,
  longVideoCost: 40,
  lipsyncCost: 15,
  audioCost: 2,
  aisoundCost: 3,
  pointsPerDay: 100,
  'gcimg-promptv3-auto': 1,
};

export const seedTaskCosts: { key: string; costPoints: number }[] = [
  { key: 'gcimg-storyboard-bytxt', costPoints: 4 },
  { key: 'gcimg-storyboard-byimg', costPoints: 4 },
  { key: 'gcimg-storyboard-byfusion', costPoints: 5 },
  { key: 'gcimg-storyboard-byframe', costPoints: 5 },
  { key: 'gcimg-storyboard-redraw', costPoints: 4 },
  { key: 'gcimg-storyboard-clothswap', costPoints: 6 },
  { key: 'gcimg-storyboard-faceswap', costPoints: 6 },
  { key: 'gcimg-storyboard-hd', costPoints: 3 },
  { key: 'gcvideo-bytxt-sgl', costPoints: 20 },
  { key: 'gcvideo-byimg-sgl', costPoints: 20 },
  { key: 'gcvideo-byhd-sgl', costPoints: 10 },
  { key: 'gcvideo-bylipsync-sgl', costPoints: 15 },
];
