import type { WorkView } from '@lizi/shared';
import { Button, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { worksText } from '../works-text';
import { WorkCard } from './WorkCard';
import styles from './Works.module.css';

interface WorksGridProps {
  works: WorkView[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (work: WorkView) => void;
  onToggleFavorite: (work: WorkView) => void;
}

/** The cards, and the next page when the end of the grid scrolls into view (a button as the fallback). */
export function WorksGrid({
  works,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
  onToggleFavorite,
}: WorksGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '100px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore]);

  return (
    <>
      <div className={styles.grid}>
        {works.map((work) => (
          <WorkCard key={work.id} work={work} onOpen={onOpen} onToggleFavorite={onToggleFavorite} />
        ))}
      </div>
      <div className={styles.footer} ref={sentinel}>
        {loadingMore ? (
          <Spin size="small" />
        ) : hasMore ? (
          <Button type="link" onClick={onLoadMore}>
            {worksText.loadMore}
          </Button>
        ) : (
          <span>{worksText.noMore}</span>
        )}
      </div>
    </>
  );
}
