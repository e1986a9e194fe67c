import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { appConfig } from '../../lib/app-config';
import { useBackNavigation } from '../../lib/use-back-navigation';
import { commonText } from '../../locales/zh-CN/common';
import styles from './StatusPage.module.css';

/** Designed 404: unknown paths, bad params, and screens that do not exist on this site variant. */
export default function NotFoundPage() {
  const goBack = useBackNavigation('/dashboard');
  const navigate = useNavigate();
  // Also shown by the root error boundary, outside the layout that normally sets the title.
  useEffect(() => {
    document.title = `页面不存在 - ${appConfig.appName}`;
  }, []);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <BrandLogo />
      </header>
      <main className={styles.body}>
        <div className={styles.code} aria-hidden>
          4<span className={styles.nut}>0</span>4
        </div>
        <h1 className={styles.title}>页面不存在</h1>
        <p className={styles.text}>您访问的页面不存在、已被移除，或当前站点未开放此功能。</p>
        <Space size={12}>
          <Button icon={<ArrowLeftOutlined />} onClick={goBack}>
            {commonText.goBack}
          </Button>
          <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/dashboard')}>
            {commonText.backHome}
          </Button>
        </Space>
      </main>
    </div>
  );
}
