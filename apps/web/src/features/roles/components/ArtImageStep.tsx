import { TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space } from 'antd';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { useTaskEvents } from '../../tasks';
import { useRoleImages } from '../api/roles-list.api';
import { RoleImagePanel } from './RoleImagePanel';
import styles from './Roles.module.css';

/** The 角色形象 step of /flow: every character gets the image all later shots will use as its reference. */
export function ArtImageStep({ scriptId, onNext }: { scriptId: string; onNext?: () => void }) {
  useTaskEvents();
  const roles = useRoleImages(scriptId);
  if (roles.isLoading)
    return (
      <SurfaceCard>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </SurfaceCard>
    );
  if (roles.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={apiErrorMessage(roles.error, '角色加载失败')}
        action={<Button onClick={() => roles.refetch()}>重试</Button>}
      />
    );
  if (!roles.data?.length)
    return (
      <SurfaceCard>
        <EmptyState icon={<TeamOutlined />} title="还没有角色" description="请先在「美术设定」中添加角色" />
      </SurfaceCard>
    );
  const missing = roles.data.filter((r) => !r.imageFileId).length;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {roles.data.map((r) => (
        <RoleImagePanel key={r.id} role={r} />
      ))}
      <div className={styles.footer}>
        <Space>
          {missing > 0 && <span className={styles.muted}>还有 {missing} 个角色没有形象</span>}
          <Button type="primary" size="large" onClick={onNext}>
            下一步：分镜
          </Button>
        </Space>
      </div>
    </Space>
  );
}
