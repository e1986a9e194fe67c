import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { useBackNavigation } from '../../../lib/use-back-navigation';
import { commonText } from '../../../locales/zh-CN/common';
import type { RouteMeta } from '../../routes/route-types';
import { useCurrentRoute } from '../../routes/use-route-meta';
import styles from './AppHeader.module.css';
import { HeaderActions } from './HeaderActions';

/** Left: back button and/or breadcrumb, else the logo (menu hidden) or the page title; right: user cluster. */
export function AppHeader({ meta }: { meta: RouteMeta }) {
  const { title, breadcrumb } = useCurrentRoute();
  const goBack = useBackNavigation(meta.backTo ?? '/dashboard');

  let lead: ReactNode;
  if (breadcrumb.length > 0) {
    lead = (
      <Breadcrumb
        className={styles.breadcrumb}
        items={breadcrumb.map((item, i) => ({
          key: `${i}-${item.title}`,
          title:
            item.to && i < breadcrumb.length - 1 ? (
              <Link to={item.to}>{item.title}</Link>
            ) : (
              <span>{item.title}</span>
            ),
        }))}
      />
    );
  } else if (meta.hideMenu) {
    lead = <BrandLogo size="small" />;
  } else {
    lead = <span className={styles.title}>{title}</span>;
  }

  return (
    <Layout.Header className={styles.header}>
      <div className={styles.left}>
        {meta.hideMenu && breadcrumb.length > 0 ? (
          <>
            <BrandLogo size="small" />
            <span className={styles.separator} />
          </>
        ) : null}
        {meta.backButton ? (
          <Button className={styles.back} type="text" icon={<ArrowLeftOutlined />} onClick={goBack}>
            {commonText.back}
          </Button>
        ) : null}
        {lead}
      </div>
      <HeaderActions />
    </Layout.Header>
  );
}
