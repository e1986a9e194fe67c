export { PointsBadge } from './components/PointsBadge';
export type { IntegralInfo } from './points.types';
export { formatPoints, pointsTooltip } from './points-text';
export { usePointsStore } from './stores/points.store';
