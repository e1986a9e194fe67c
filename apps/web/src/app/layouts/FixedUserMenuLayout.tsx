import type { ReactNode } from 'react';
import styles from './FixedUserMenuLayout.module.css';
import { HeaderActions } from './header/HeaderActions';

/** The view full-bleed, with points badge, top-up and user menu floating top-right (spec §2). */
export function FixedUserMenuLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      {children}
      <div className={styles.cluster}>
        <HeaderActions showPoints />
      </div>
    </div>
  );
}
