import type { ReactNode } from 'react';
import { SurfaceCard } from '../../../components/SurfaceCard';
import styles from './ListCard.module.css';

interface ListCardProps {
  /** Left of the toolbar: the status filter. */
  filters?: ReactNode;
  /** Right of the toolbar: search and actions. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The back-office list frame: a toolbar (filters left, search and actions right) above the table. */
export function ListCard({ filters, actions, children }: ListCardProps) {
  return (
    <SurfaceCard padded={false} className={styles.card}>
      {filters || actions ? (
        <div className={styles.toolbar}>
          <div className={styles.filters}>{filters}</div>
          <div className={styles.actions}>{actions}</div>
        </div>
      ) : null}
      {children}
    </SurfaceCard>
  );
}
