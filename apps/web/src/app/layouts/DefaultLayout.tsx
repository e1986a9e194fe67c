import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/BrandLogo';
import type { RouteMeta } from '../routes/route-types';
import styles from './DefaultLayout.module.css';
import { AppHeader } from './header/AppHeader';
import { SideMenu } from './menu/SideMenu';
import { SideMenuFooter } from './menu/SideMenuFooter';

/** Header plus the left menu unless the route hides it (spec §2). */
export function DefaultLayout({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  return (
    <Layout className={styles.shell}>
      {meta.hideMenu ? null : (
        <Layout.Sider
          width={232}
          className={styles.sider}
          theme="light"
          // Inline so it wins over antd's own position rule: the menu stays put while the page scrolls.
          style={{ position: 'sticky', top: 0, height: '100vh' }}
        >
          <div className={styles.siderInner}>
            <div className={styles.logo}>
              <BrandLogo subtitle="AI 影视创作平台" />
            </div>
            <nav className={styles.menu} aria-label="主导航">
              <SideMenu />
            </nav>
            <SideMenuFooter />
          </div>
        </Layout.Sider>
      )}
      <Layout className={styles.main}>
        <AppHeader meta={meta} />
        <Layout.Content className={styles.content}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
