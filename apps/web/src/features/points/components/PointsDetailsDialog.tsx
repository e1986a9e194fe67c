import { GiftOutlined, InboxOutlined, SolutionOutlined } from '@ant-design/icons';
import { POINTS_LOG, type PointsHistoryFilterValue } from '@lizi/shared';
import { Button, Modal, Segmented, Spin } from 'antd';
import dayjs from 'dayjs';
import { type UIEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChestnutMark } from '../../../components/ChestnutMark';
import { useBalanceQuery } from '../api/points.api';
import { nearBottom, usePointsHistory } from '../hooks/use-points-history';
import { formatPoints, formatSignedPoints, pointsText } from '../points-text';
import { usePointsStore } from '../stores/points.store';
import styles from './PointsDialogs.module.css';

export const POINTS_RULES_PATH = '/other/pointsRules';

interface PointsDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  /** App users top up through the cashier; everyone else applies to the company (spec §2, §6). */
  isAppUser: boolean;
  onApply: () => void;
  onTopUp: () => void;
}

/** 制作栗明细 (spec §2): current = applied + gifted, tabs 全部 / 消耗 / 获得, infinite scroll. */
export function PointsDetailsDialog({
  open,
  onClose,
  isAppUser,
  onApply,
  onTopUp,
}: PointsDetailsDialogProps) {
  const [costType, setCostType] = useState<PointsHistoryFilterValue>(0);
  // Opening the dialog loads the balance on demand (spec §4: only the open site loads it on init).
  useBalanceQuery(open);
  const integral = usePointsStore((s) => s.integral);
  const history = usePointsHistory(costType, open);
  const listRef = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!open) setCostType(0);
  }, [open]);

  // A first page shorter than the box cannot be scrolled: keep loading while the end is in view.
  useEffect(() => {
    const el = listRef.current;
    if (!open || !el || history.loading || !history.hasMore || history.failed) return;
    if (history.items.length > 0 && nearBottom(el)) void history.loadMore();
  }, [open, history.items.length, history.loading, history.hasMore, history.failed, history.loadMore]);

  useEffect(
    () => () => {
      if (scrollTimer.current) clearTimeout(scrollTimer.current);
    },
    [],
  );

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (!nearBottom(el) || scrollTimer.current) return;
    // Spec §9: a short delay, so one flick does not fire a burst of requests.
    scrollTimer.current = setTimeout(() => {
      scrollTimer.current = null;
      if (listRef.current && nearBottom(listRef.current)) void history.loadMore();
    }, POINTS_LOG.infiniteScrollDelayMs);
  };

  const empty = !history.loading && !history.failed && history.items.length === 0;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={pointsText.detailsTitle}
      footer={null}
      centered
      width={560}
      destroyOnHidden
      className={styles.detailsModal}
    >
      <div className={styles.summary}>
        <div className={styles.summaryMain}>
          <ChestnutMark size={36} />
          <div>
            <div className={styles.summaryLabel}>{pointsText.current}</div>
            <div className={styles.summaryValue} data-testid="points-current">
              {integral ? formatPoints(integral.total) : '—'}
            </div>
          </div>
          <div className={styles.summaryAction}>
            {isAppUser ? (
              <Button type="primary" shape="round" onClick={onTopUp}>
                {pointsText.topUp}
              </Button>
            ) : (
              <Button type="primary" shape="round" onClick={onApply}>
                {pointsText.apply}
              </Button>
            )}
          </div>
        </div>
        <div className={styles.summaryParts}>
          <span>
            <SolutionOutlined /> {pointsText.applied}
            <b>{integral ? formatPoints(integral.applyIntegral) : '—'}</b>
          </span>
          <span className={styles.plus}>+</span>
          <span>
            <GiftOutlined /> {pointsText.gifted}
            <b>{integral ? formatPoints(integral.giftIntegral) : '—'}</b>
          </span>
        </div>
      </div>

      <Segmented
        block
        className={styles.tabs}
        value={costType}
        onChange={(value) => {
          if (listRef.current) listRef.current.scrollTop = 0;
          setCostType(value as PointsHistoryFilterValue);
        }}
        options={pointsText.tabs.map((t) => ({ value: t.key, label: t.label }))}
      />

      <div className={styles.list} ref={listRef} onScroll={onScroll} data-testid="points-history">
        {history.items.map((item) => (
          <div className={styles.row} key={item.id} data-testid="points-history-row">
            <div className={styles.rowText}>
              <div className={styles.usage}>{item.usage}</div>
              <div className={styles.time}>{dayjs.unix(item.createAt).format(POINTS_LOG.timeFormat)}</div>
            </div>
            <div className={item.points < 0 ? styles.minus : styles.gain}>
              {formatSignedPoints(item.points)}
            </div>
          </div>
        ))}
        {empty ? (
          <div className={styles.empty}>
            <InboxOutlined className={styles.emptyIcon} />
            <div className={styles.emptyTitle}>{pointsText.empty}</div>
            <div className={styles.emptyHint}>{pointsText.emptyHint}</div>
          </div>
        ) : null}
        {history.loading ? (
          <div className={styles.footerLine}>
            <Spin size="small" /> {pointsText.loading}
          </div>
        ) : null}
        {history.failed ? (
          <div className={styles.footerLine}>
            <Button type="link" size="small" onClick={history.retry}>
              加载失败，点击重试
            </Button>
          </div>
        ) : null}
        {!history.loading && !history.failed && !history.hasMore && history.items.length > 0 ? (
          <div className={styles.footerLine}>{pointsText.noMore}</div>
        ) : null}
      </div>

      <div className={styles.note}>
        {pointsText.costNote}
        <Link to={POINTS_RULES_PATH} target="_blank" rel="noreferrer">
          {pointsText.rulesLink}
        </Link>
      </div>
    </Modal>
  );
}
