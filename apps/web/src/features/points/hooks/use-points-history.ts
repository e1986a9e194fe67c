import { POINTS_LOG, type PointsHistoryFilterValue } from '@lizi/shared';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPointsHistory } from '../api/points.api';
import type { PointsHistoryItem } from '../points.types';
import { pointsText } from '../points-text';

export const HISTORY_PAGE_SIZE = 20;

interface HistoryState {
  items: PointsHistoryItem[];
  hasMore: boolean;
  loading: boolean;
  /** The last page failed: 请求失败 was toasted and loading stops until the person retries. */
  failed: boolean;
}

const initial: HistoryState = { items: [], hasMore: true, loading: false, failed: false };

/**
 * The 制作栗明细 list of one tab (spec §2, §7): offset = entries already loaded; a failed page toasts 请求失败
 * and stops loading (spec §8). Switching tab or reopening starts over.
 */
export function usePointsHistory(costType: PointsHistoryFilterValue, enabled: boolean) {
  const { message } = App.useApp();
  const [state, setState] = useState<HistoryState>(initial);
  const stateRef = useRef(state);
  stateRef.current = state;
  const generation = useRef(0);

  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    if (current.loading || !current.hasMore || current.failed) return;
    const mine = generation.current;
    const next = { ...current, loading: true };
    stateRef.current = next;
    setState(next);
    try {
      const page = await fetchPointsHistory({
        costType,
        offset: current.items.length,
        limit: HISTORY_PAGE_SIZE,
      });
      if (mine !== generation.current) return;
      setState((s) => ({
        items: [...s.items, ...page.list],
        hasMore: page.hasMore,
        loading: false,
        failed: false,
      }));
    } catch {
      if (mine !== generation.current) return;
      message.error(pointsText.requestFailed);
      setState((s) => ({ ...s, loading: false, failed: true }));
    }
  }, [costType, message]);

  useEffect(() => {
    generation.current += 1;
    stateRef.current = initial;
    setState(initial);
    if (enabled) void loadMore();
  }, [enabled, loadMore]);

  const retry = useCallback(() => {
    const next = { ...stateRef.current, failed: false };
    stateRef.current = next;
    setState(next);
    void loadMore();
  }, [loadMore]);

  return { ...state, loadMore, retry };
}

/** Whether a scroll box is within the infinite-scroll distance of its end (spec §9: 100 px). */
export function nearBottom(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= POINTS_LOG.infiniteScrollDistance;
}
