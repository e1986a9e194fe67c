import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { apiErrorMessage } from '../../../lib/api-client';
import { worksText } from '../works-text';
import styles from './Works.module.css';

/** Placeholder tiles in the grid's own shape, so the page does not jump when the works arrive. */
export function WorksSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={styles.grid} data-testid="works-loading" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div className={styles.card} key={i}>
          <div className={styles.skeletonThumb} />
          <div className={styles.cardBody}>
            <Skeleton active title={false} paragraph={{ rows: 2, width: ['70%', '45%'] }} />
          </div>
        </div>
      ))}
    </div>
  );
}

interface WorksEmptyProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: { label: string; to: string } | null;
}

export function WorksEmpty({ icon, title, description, action }: WorksEmptyProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      extra={
        action ? (
          <Link to={action.to}>
            <Button type="primary" shape="round">
              {action.label}
            </Button>
          </Link>
        ) : null
      }
    />
  );
}

export function WorksError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<ExclamationCircleOutlined />}
      title={worksText.loadFailed}
      description={apiErrorMessage(error)}
      extra={
        <Button type="primary" shape="round" onClick={onRetry}>
          {worksText.retry}
        </Button>
      }
    />
  );
}
