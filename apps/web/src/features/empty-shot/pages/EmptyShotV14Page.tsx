import { ThunderboltOutlined } from '@ant-design/icons';
import type { AssetTab } from '@lizi/shared';
import { Button, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { RouteTabs } from '../../../components/RouteTabs';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { AssetGenerator, AssetGrid } from '../../asset-library';
import { EMPTY_SHOT_V14_TABS, EMPTY_SHOT_V14_TYPE } from '../empty-shot.constants';

const VIEW_TABS: { value: AssetTab; label: string }[] = [
  { value: 'material', label: '素材' },
  { value: 'created', label: '我的空镜' },
  { value: 'favorited', label: '我收藏的' },
];

export default function EmptyShotV14Page() {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const tab = EMPTY_SHOT_V14_TABS.find((t) => pathname.endsWith(`/${t.key}`)) ?? EMPTY_SHOT_V14_TABS[0];
  const requestedTab = (state as { tab?: AssetTab } | null)?.tab;
  const [viewTab, setViewTab] = useState<AssetTab>(requestedTab ?? 'material');
  // Saving a custom shot comes back here asking for 我的空镜; the page stays mounted across the two tabs.
  useEffect(() => {
    if (requestedTab) setViewTab(requestedTab);
  }, [requestedTab]);
  const toCustom = (
    <Button
      type="primary"
      icon={<ThunderboltOutlined />}
      onClick={() => navigate('/emptyShotV1_4/emptyShotCustom')}
    >
      自定义空镜
    </Button>
  );
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
        <div style={{ color: '#6b7280', fontSize: 13, marginBottom: 14 }}>{tab.description}</div>
        {tab.key === 'emptyShotView' ? (
          <>
            <div
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                marginBottom: 16,
                gap: 12,
                flexWrap: 'wrap',
              }}
            >
              <Segmented value={viewTab} onChange={(v) => setViewTab(v as AssetTab)} options={VIEW_TABS} />
              {toCustom}
            </div>
            <AssetGrid
              key={viewTab}
              type={EMPTY_SHOT_V14_TYPE}
              tab={viewTab}
              emptyExtra={viewTab === 'created' ? toCustom : undefined}
            />
          </>
        ) : (
          <div style={{ maxWidth: 760 }}>
            <AssetGenerator
              type={EMPTY_SHOT_V14_TYPE}
              onSaved={() => navigate('/emptyShotV1_4/emptyShotView', { state: { tab: 'created' } })}
            />
          </div>
        )}
      </SurfaceCard>
    </PageContainer>
  );
}
