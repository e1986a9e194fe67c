import { AppstoreOutlined } from '@ant-design/icons';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';

/** The 角色形象 step of /flow for one script. Replaced by the issue 6 step. */
export function ArtImageStep(_props: { scriptId: string; onNext?: () => void }) {
  return (
    <SurfaceCard>
      <EmptyState
        icon={<AppstoreOutlined />}
        title="角色形象即将上线"
        description="为每个角色生成或上传定妆形象，后续每个镜头都会沿用。"
      />
    </SurfaceCard>
  );
}
