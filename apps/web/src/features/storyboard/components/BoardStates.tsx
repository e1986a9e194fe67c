import { Button, Result, Skeleton } from 'antd';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { storyboardText as text } from '../storyboard-text';
import styles from './Storyboard.module.css';

/** The shot grid while the storyboard loads: three card-shaped placeholders. */
export function BoardLoading() {
  return (
    <div className={styles.grid}>
      {[0, 1, 2].map((i) => (
        <SurfaceCard key={i}>
          <Skeleton.Image active className={styles.skeletonImage} />
          <Skeleton active paragraph={{ rows: 3 }} />
        </SurfaceCard>
      ))}
    </div>
  );
}

/** The storyboard could not be read: the server's reason and a retry. */
export function BoardLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <SurfaceCard>
      <Result
        status="warning"
        title={text.loadFailed}
        subTitle={apiErrorMessage(error)}
        extra={<Button onClick={onRetry}>{text.retry}</Button>}
      />
    </SurfaceCard>
  );
}
