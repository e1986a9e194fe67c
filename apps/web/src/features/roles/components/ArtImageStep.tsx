import { TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space } from 'antd';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { useTaskEvents } from '../../tasks';
import { useRoleImages } from '../api/roles-list.api';
import { RoleImagePanel } from './RoleImagePanel';

/** The 角色形象 step of /flow: every character gets the image all later shots will use as its reference. */
/** Moving on is the flow's own 下一步 (it checks that every character has an image); `onNext` is kept for it. */
export function ArtImageStep({ scriptId }: { scriptId: string; onNext?: () => void }) {
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
      {missing > 0 && (
        <Alert
          type="info"
          showIcon
          message={`还有 ${missing} 个角色没有形象`}
          description="分镜会用角色形象作为参考图，保证每个镜头里的人物一致；请为每个角色生成或上传形象后再进入分镜。"
        />
      )}
    </Space>
  );
}
