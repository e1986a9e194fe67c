import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import type { ReactNode } from 'react';
import { useBackNavigation } from '../lib/use-back-navigation';
import { BrandLogo } from './BrandLogo';
import styles from './StandalonePage.module.css';

interface StandalonePageProps {
  title: ReactNode;
  /** Centre of the bar, e.g. the creation steps. */
  center?: ReactNode;
  /** Right of the bar. */
  extra?: ReactNode;
  children: ReactNode;
  backTo?: string;
}

/**
 * Frame for full-screen work areas that use the blank layout (tool set, project detail): a slim bar with the
 * way back, the screen's name and its own actions — no app menu, the screen gets the whole window.
 */
export function StandalonePage({
  title,
  center,
  extra,
  children,
  backTo = '/dashboard',
}: StandalonePageProps) {
  const goBack = useBackNavigation(backTo);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={styles.left}>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={goBack} aria-label="返回" />
          <BrandLogo size="small" />
          <Divider orientation="vertical" />
          <span className={styles.title}>{title}</span>
        </div>
        {center ? <div className={styles.center}>{center}</div> : null}
        <div className={styles.right}>{extra}</div>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
