import { RightOutlined } from '@ant-design/icons';
import { POINTS_NAME } from '@lizi/shared';
import { ChestnutMark } from '../../../components/ChestnutMark';
import { useBalanceQuery } from '../api/points.api';
import { formatPoints } from '../points-text';
import { usePointsStore } from '../stores/points.store';
import styles from './PointsBadge.module.css';

/**
 * The compact balance line of the user dropdown, on every site: mounting it (the dropdown opening) loads the
 * balance on demand; clicking opens 制作栗明细.
 */
export function PointsBalanceEntry({ onOpen }: { onOpen?: () => void }) {
  const query = useBalanceQuery(true);
  const integral = usePointsStore((s) => s.integral);
  const openDetails = usePointsStore((s) => s.openDetails);
  return (
    <button
      type="button"
      className={styles.entry}
      data-testid="points-entry"
      onClick={() => {
        onOpen?.();
        openDetails();
      }}
    >
      <ChestnutMark size={18} />
      <span className={styles.label}>{POINTS_NAME}</span>
      <span className={styles.value}>
        {integral ? formatPoints(integral.total) : query.isError ? '—' : '…'}
      </span>
      <span className={styles.entryMore}>
        明细 <RightOutlined />
      </span>
    </button>
  );
}
