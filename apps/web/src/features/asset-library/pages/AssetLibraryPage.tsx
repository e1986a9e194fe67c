import { EnvironmentOutlined, PictureOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageContainer } from '../../../components/PageContainer';
import { RouteTabs } from '../../../components/RouteTabs';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { ASSET_LIBRARY_TABS } from '../asset-library.constants';

const icons = { character: <UserOutlined />, emptyShot: <PictureOutlined />, scene: <EnvironmentOutlined /> };

export default function AssetLibraryPage() {
  const { pathname } = useLocation();
  const tab = ASSET_LIBRARY_TABS.find((t) => pathname.endsWith(`/${t.key}`)) ?? ASSET_LIBRARY_TABS[0];
  return (
    <PageContainer title="资产库">
      <RouteTabs
        activeKey={tab.key}
        items={ASSET_LIBRARY_TABS.map((t) => ({ key: t.key, label: t.label, to: `/assetLibrary/${t.key}` }))}
      />
      <SurfaceCard>
        <EmptyState icon={icons[tab.key]} title={`${tab.label}库即将上线`} description={tab.description} />
      </SurfaceCard>
    </PageContainer>
  );
}
