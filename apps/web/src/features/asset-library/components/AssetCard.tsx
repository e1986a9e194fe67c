import { CopyOutlined, DeleteOutlined, HeartFilled, HeartOutlined, PictureOutlined } from '@ant-design/icons';
import type { AssetView } from '@lizi/shared';
import { App, Button, Popconfirm, Tag, Tooltip } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { cloneAsset, deleteAsset, favoriteAsset, useAssetMutation } from '../api/assets.api';
import styles from './AssetLibrary.module.css';

/** One asset: preview, name, and what the viewer may do with it (material is cloned, never changed). */
export function AssetCard({ asset, onView }: { asset: AssetView; onView: (a: AssetView) => void }) {
  const { message } = App.useApp();
  const onError = (e: unknown) => message.error(apiErrorMessage(e));
  const favorite = useAssetMutation((fav: boolean) => favoriteAsset(asset.id, fav));
  const clone = useAssetMutation(() => cloneAsset({ id: asset.id }));
  const remove = useAssetMutation(() => deleteAsset(asset.id));
  return (
    <div className={styles.card} data-testid="asset-card">
      <button
        type="button"
        className={styles.thumb}
        onClick={() => asset.file && onView(asset)}
        aria-label={`查看${asset.name}`}
      >
        {asset.file ? (
          <img src={asset.file.thumbUrl ?? asset.file.url} alt={asset.name} loading="lazy" />
        ) : (
          <PictureOutlined style={{ fontSize: 28 }} />
        )}
        <span className={styles.badge}>
          {asset.material && <Tag color="orange">素材</Tag>}
          {asset.clonedFrom && <Tag color="blue">来自素材</Tag>}
        </span>
      </button>
      <div className={styles.body}>
        <div className={styles.name} title={asset.name}>
          {asset.name}
        </div>
        <div className={styles.description}>{asset.description || asset.prompt || '—'}</div>
        <div className={styles.actions}>
          <Tooltip title={asset.favorite ? '取消收藏' : '收藏'}>
            <Button
              type="text"
              size="small"
              icon={asset.favorite ? <HeartFilled style={{ color: '#ef4444' }} /> : <HeartOutlined />}
              loading={favorite.isPending}
              onClick={() =>
                favorite.mutate(!asset.favorite, {
                  onSuccess: () => message.success(asset.favorite ? '已取消收藏' : '已收藏'),
                  onError,
                })
              }
              aria-label={asset.favorite ? '取消收藏' : '收藏'}
            />
          </Tooltip>
          {asset.material && (
            <Tooltip title="加入我的资产库">
              <Button
                type="text"
                size="small"
                icon={<CopyOutlined />}
                loading={clone.isPending}
                onClick={() =>
                  clone.mutate(undefined, { onSuccess: () => message.success('已加入我的资产库'), onError })
                }
                aria-label="加入我的资产库"
              />
            </Tooltip>
          )}
          {asset.mine && (
            <Popconfirm
              title="删除这个资产？"
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(undefined).then(() => message.success('已删除'), onError)}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="删除" />
            </Popconfirm>
          )}
        </div>
      </div>
    </div>
  );
}
