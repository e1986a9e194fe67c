export {
  balanceQueryOptions,
  costSettingQueryOptions,
  fetchBalance,
  fetchCostSetting,
  pointsKeys,
  useBalanceQuery,
  useCostSettingQuery,
} from './api/points.api';
export { PointsBadge } from './components/PointsBadge';
export { PointsBalanceEntry } from './components/PointsBalanceEntry';
export { POINTS_RULES_PATH } from './components/PointsDetailsDialog';
export { PointsDialogs } from './components/PointsDialogs';
export { usePointsInit } from './hooks/use-points-init';
export { createInsufficientPointsHandler, insufficientContent } from './insufficient-points';
export { confirmDialog } from './modal-bridge';
export type { BalanceView, IntegralInfo } from './points.types';
export {
  applyPushedBalance,
  isPointsStreamActive,
  startPointsStream,
  stopPointsStream,
} from './points-stream';
export { formatPoints, pointsText, pointsTooltip } from './points-text';
export { usePointsStore } from './stores/points.store';
