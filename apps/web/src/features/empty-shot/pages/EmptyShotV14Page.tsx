import { BgColorsOutlined, ControlOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageContainer } from '../../../components/PageContainer';
import { RouteTabs } from '../../../components/RouteTabs';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { EMPTY_SHOT_V14_TABS } from '../empty-shot.constants';

const icons = { emptyShotView: <BgColorsOutlined />, emptyShotCustom: <ControlOutlined /> };

export default function EmptyShotV14Page() {
  const { pathname } = useLocation();
  const tab = EMPTY_SHOT_V14_TABS.find((t) => pathname.endsWith(`/${t.key}`)) ?? EMPTY_SHOT_V14_TABS[0];
  return (
    <PageContainer title="AI空镜">
      <RouteTabs
        activeKey={tab.key}
        items={EMPTY_SHOT_V14_TABS.map((t) => ({
          key: t.key,
          label: t.label,
          to: `/emptyShotV1_4/${t.key}`,
        }))}
      />
      <SurfaceCard>
        <EmptyState icon={icons[tab.key]} title={`${tab.label}即将上线`} description={tab.description} />
      </SurfaceCard>
    </PageContainer>
  );
}
