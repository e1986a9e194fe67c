import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import NotFoundPage from './NotFoundPage';
import styles from './StatusPage.module.css';

/** Root error boundary: 404 responses from route loaders get the 404 page, anything else a reload offer. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <BrandLogo />
      </header>
      <main className={styles.body}>
        <div className={styles.code} aria-hidden>
          <span className={styles.nut}>!</span>
        </div>
        <h1 className={styles.title}>页面加载出错了</h1>
        <p className={styles.text}>可能是网络不稳定或版本已更新，请刷新页面后重试。</p>
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      </main>
    </div>
  );
}
