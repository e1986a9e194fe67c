import { POINTS_NAME } from '@lizi/shared';
import { Tooltip } from 'antd';
import { ChestnutMark } from '../../../components/ChestnutMark';
import { formatPoints, pointsTooltip } from '../points-text';
import { usePointsStore } from '../stores/points.store';
import styles from './PointsBadge.module.css';

interface PointsBadgeProps {
  /** From the user's enterprise; picks the tooltip wording of spec §6. */
  autoIssue?: boolean;
}

/** 制作栗 balance pill. Renders nothing until a balance is known, so the header never shows a fake 0. */
export function PointsBadge({ autoIssue = false }: PointsBadgeProps) {
  const integral = usePointsStore((s) => s.integral);
  const openDetails = usePointsStore((s) => s.openDetails);
  if (!integral) return null;
  return (
    <Tooltip title={pointsTooltip(autoIssue)} placement="bottom">
      <button type="button" className={styles.badge} onClick={openDetails} aria-label={`${POINTS_NAME}明细`}>
        <ChestnutMark size={18} />
        <span className={styles.label}>{POINTS_NAME}</span>
        <span className={styles.value}>{formatPoints(integral.total)}</span>
      </button>
    </Tooltip>
  );
}
