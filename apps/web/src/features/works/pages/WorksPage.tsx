import {
  AudioOutlined,
  BgColorsOutlined,
  FileTextOutlined,
  PictureOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageContainer } from '../../../components/PageContainer';
import { RouteTabs } from '../../../components/RouteTabs';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { WORK_KINDS, WORK_TYPES, type WorkKind, type WorkType, workTypeLabels } from '../works.constants';

const kindIcons: Record<WorkKind, ReactNode> = {
  script: <FileTextOutlined />,
  video: <VideoCameraOutlined />,
  audio: <AudioOutlined />,
  image: <PictureOutlined />,
  emptyShot: <BgColorsOutlined />,
};

export default function WorksPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  // The kind is the path segment after /work (the route table declares one child per kind).
  const kind = WORK_KINDS.find((k) => pathname.startsWith(`/work/${k.key}`)) ?? WORK_KINDS[0];
  const type: WorkType = params.type === 'favorite' ? 'favorite' : 'history';

  return (
    <PageContainer
      title="资产"
      description="你创作和收藏的剧本、视频、音频、图片与空镜都在这里。"
      extra={
        <Segmented<WorkType>
          value={type}
          options={WORK_TYPES.map((value) => ({ value, label: workTypeLabels[value] }))}
          onChange={(next) => navigate(`/work/${kind.key}/${next}`)}
        />
      }
    >
      <RouteTabs
        activeKey={kind.key}
        items={WORK_KINDS.map((k) => ({ key: k.key, label: k.label, to: `/work/${k.key}/${type}` }))}
      />
      <SurfaceCard>
        <EmptyState
          icon={kindIcons[kind.key]}
          title={type === 'favorite' ? `还没有收藏的${kind.label}` : `还没有${kind.label}作品`}
          description={
            type === 'favorite'
              ? `在创作记录中点亮收藏，常用的${kind.label}会集中出现在这里。`
              : `用 AI 创作的${kind.label}会自动保存到这里，方便随时查看、下载与复用。`
          }
        />
      </SurfaceCard>
    </PageContainer>
  );
}
