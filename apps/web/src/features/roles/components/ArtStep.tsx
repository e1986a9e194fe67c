import { AppstoreOutlined } from '@ant-design/icons';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';

/** The 美术设定 step of /flow for one script. Replaced by the issue 6 step. */
export function ArtStep(_props: { scriptId: string; onNext?: () => void }) {
  return (
    <SurfaceCard>
      <EmptyState
        icon={<AppstoreOutlined />}
        title="美术设定即将上线"
        description="为剧本中的角色设定形象描述，并选择整部作品的画风。"
      />
    </SurfaceCard>
  );
}
