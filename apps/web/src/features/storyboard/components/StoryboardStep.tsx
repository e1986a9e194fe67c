import { AppstoreOutlined } from '@ant-design/icons';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';

/** The 分镜 step of /flow for one script. Replaced by the issue 6 step. */
export function StoryboardStep(_props: { scriptId: string; onNext?: () => void }) {
  return (
    <SurfaceCard>
      <EmptyState
        icon={<AppstoreOutlined />}
        title="分镜即将上线"
        description="把剧本拆成镜头，为每个镜头生成画面与视频。"
      />
    </SurfaceCard>
  );
}
