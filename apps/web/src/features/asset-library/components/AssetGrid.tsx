import { InboxOutlined } from '@ant-design/icons';
import type { AssetTab, AssetType, AssetView } from '@lizi/shared';
import { Alert, Button, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { MediaViewer } from '../../../components/media-viewer';
import { apiErrorMessage } from '../../../lib/api-client';
import { useAssets } from '../api/assets.api';
import { AssetCard } from './AssetCard';
import styles from './AssetLibrary.module.css';

const EMPTY: Record<AssetTab, string> = {
  material: '平台还没有发布这类素材',
  created: '还没有内容，上传图片或用 AI 生成一张吧',
  favorited: '还没有收藏，点卡片上的 ♡ 即可收藏',
};

/** A paged grid of one type and tab, with loading, error and empty states and the image viewer. */
export function AssetGrid({
  type,
  tab,
  emptyExtra,
}: {
  type: AssetType;
  tab: AssetTab;
  emptyExtra?: ReactNode;
}) {
  const list = useAssets(type, tab);
  const [viewing, setViewing] = useState<AssetView | null>(null);
  if (list.isLoading)
    return (
      <div className={styles.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton.Node key={i} active style={{ width: '100%', height: 200 }} />
        ))}
      </div>
    );
  if (list.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={apiErrorMessage(list.error, '资产加载失败')}
        action={<Button onClick={() => list.refetch()}>重试</Button>}
      />
    );
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0)
    return (
      <EmptyState icon={<InboxOutlined />} title="暂无内容" description={EMPTY[tab]} extra={emptyExtra} />
    );
  return (
    <>
      <div className={styles.grid}>
        {items.map((a) => (
          <AssetCard key={a.id} asset={a} onView={setViewing} />
        ))}
      </div>
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            加载更多
          </Button>
        </div>
      )}
      <MediaViewer
        item={viewing?.file ? { ...viewing.file, name: viewing.name } : null}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
