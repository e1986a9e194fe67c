import type { ReactNode } from 'react';
import styles from './PageContainer.module.css';

interface PageContainerProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Right side of the page heading (actions). */
  extra?: ReactNode;
  children: ReactNode;
  /** Wide screens (tables, canvases) use the full width; reading screens stay narrower. */
  width?: 'default' | 'wide' | 'full';
}

/** Consistent page padding, max width and heading for screens inside the default layout. */
export function PageContainer({
  title,
  description,
  extra,
  children,
  width = 'default',
}: PageContainerProps) {
  return (
    <div className={`${styles.page} ${styles[width]}`}>
      {title || extra ? (
        <div className={styles.heading}>
          <div className={styles.headingText}>
            {title ? <h1 className={styles.title}>{title}</h1> : null}
            {description ? <div className={styles.description}>{description}</div> : null}
          </div>
          {extra ? <div className={styles.extra}>{extra}</div> : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}
