import { ThunderboltOutlined, UploadOutlined } from '@ant-design/icons';
import type { AssetTab, AssetType } from '@lizi/shared';
import { Button, Modal, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { RouteTabs } from '../../../components/RouteTabs';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { ASSET_LIBRARY_TABS } from '../asset-library.constants';
import { AssetGenerator } from '../components/AssetGenerator';
import { AssetGrid } from '../components/AssetGrid';
import styles from '../components/AssetLibrary.module.css';
import { AssetUploadDialog } from '../components/AssetUploadDialog';

const TYPE_OF: Record<(typeof ASSET_LIBRARY_TABS)[number]['key'], AssetType> = {
  character: 'character',
  emptyShot: 'empty-shot',
  scene: 'scene',
};
const TABS: { value: AssetTab; label: string }[] = [
  { value: 'material', label: '素材' },
  { value: 'created', label: '我创建的' },
  { value: 'favorited', label: '我收藏的' },
];

export default function AssetLibraryPage() {
  const { pathname } = useLocation();
  const page = ASSET_LIBRARY_TABS.find((t) => pathname.endsWith(`/${t.key}`)) ?? ASSET_LIBRARY_TABS[0];
  const type = TYPE_OF[page.key];
  const [tab, setTab] = useState<AssetTab>('material');
  const [uploading, setUploading] = useState(false);
  const [generating, setGenerating] = useState(false);
  const actions = (
    <Space>
      <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
        上传
      </Button>
      <Button type="primary" icon={<ThunderboltOutlined />} onClick={() => setGenerating(true)}>
        AI 生成
      </Button>
    </Space>
  );
  return (
    <PageContainer title="资产库">
      <RouteTabs
        activeKey={page.key}
        items={ASSET_LIBRARY_TABS.map((t) => ({ key: t.key, label: t.label, to: `/assetLibrary/${t.key}` }))}
      />
      <SurfaceCard>
        <div className={styles.toolbar}>
          <Segmented value={tab} onChange={(v) => setTab(v as AssetTab)} options={TABS} />
          {actions}
        </div>
        <div style={{ color: '#6b7280', fontSize: 13, marginBottom: 14 }}>{page.description}</div>
        <AssetGrid
          key={`${type}-${tab}`}
          type={type}
          tab={tab}
          emptyExtra={tab === 'created' ? actions : undefined}
        />
      </SurfaceCard>
      <AssetUploadDialog type={type} open={uploading} onClose={() => setUploading(false)} />
      <Modal
        title={`AI 生成${page.label}`}
        open={generating}
        onCancel={() => setGenerating(false)}
        footer={null}
        width={640}
        destroyOnHidden
      >
        <AssetGenerator
          type={type}
          onSaved={() => {
            setGenerating(false);
            setTab('created');
          }}
        />
      </Modal>
    </PageContainer>
  );
}
