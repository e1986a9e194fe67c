import { Result } from 'antd';
import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Actions under the text (buttons, links). */
  extra?: ReactNode;
  size?: 'default' | 'compact';
}

/** The one empty / coming-soon look: a soft brand disc with the icon, a title and one line of explanation. */
export function EmptyState({ icon, title, description, extra, size = 'default' }: EmptyStateProps) {
  return (
    <Result
      className={`${styles.root} ${size === 'compact' ? styles.compact : ''}`}
      icon={<span className={styles.disc}>{icon}</span>}
      title={<span className={styles.title}>{title}</span>}
      subTitle={description ? <span className={styles.description}>{description}</span> : undefined}
      extra={extra}
    />
  );
}
