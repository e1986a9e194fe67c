import {
  AudioOutlined,
  BgColorsOutlined,
  FileTextOutlined,
  PictureOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { WorkView } from '@lizi/shared';
import { App, Segmented } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { MediaViewer, mediaKindOf } from '../../../components/media-viewer';
import { PageContainer } from '../../../components/PageContainer';
import { RouteTabs } from '../../../components/RouteTabs';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { WatermarkApplyEntry } from '../../watermark';
import { useWorkFavorite } from '../api/work-favorite.api';
import { useWorksList, workDownloadUrl } from '../api/works-list.api';
import styles from '../components/Works.module.css';
import { WorksGrid } from '../components/WorksGrid';
import { WorksEmpty, WorksError, WorksSkeleton } from '../components/WorksStates';
import { useWorksLive } from '../hooks/use-works-live';
import { WORK_KINDS, WORK_TYPES, type WorkKind, type WorkType, workTypeLabels } from '../works.constants';
import { WORK_CREATE_LINKS, worksText } from '../works-text';

const kindIcons: Record<WorkKind, ReactNode> = {
  script: <FileTextOutlined />,
  video: <VideoCameraOutlined />,
  audio: <AudioOutlined />,
  image: <PictureOutlined />,
  emptyShot: <BgColorsOutlined />,
};

/** /work/{kind}/{history|favorite}: the person's works of one kind, or the starred ones. */
export default function WorksPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  // The kind is the path segment after /work (the route table declares one child per kind).
  const kind = WORK_KINDS.find((k) => pathname.startsWith(`/work/${k.key}`)) ?? WORK_KINDS[0];
  const type: WorkType = params.type === 'favorite' ? 'favorite' : 'history';

  return (
    <PageContainer
      width="wide"
      title={worksText.title}
      description={worksText.description}
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
        extra={<WatermarkApplyEntry />}
        items={WORK_KINDS.map((k) => ({ key: k.key, label: k.label, to: `/work/${k.key}/${type}` }))}
      />
      <WorksList
        key={`${kind.key}-${type}`}
        kind={kind.key}
        label={kind.label}
        favorite={type === 'favorite'}
      />
    </PageContainer>
  );
}

function WorksList({ kind, label, favorite }: { kind: WorkKind; label: string; favorite: boolean }) {
  const { message } = App.useApp();
  const list = useWorksList({ category: kind, favorite });
  const star = useWorkFavorite();
  const [viewing, setViewing] = useState<WorkView | null>(null);
  useWorksLive();

  const works = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;

  const toggleFavorite = (work: WorkView) => {
    const next = !work.favorite;
    star.mutate(
      { id: work.id, favorite: next },
      {
        onSuccess: () => message.success(next ? worksText.favorited : worksText.unfavorited),
        onError: (error) => message.error(apiErrorMessage(error, worksText.favoriteFailed)),
      },
    );
  };

  let body: ReactNode;
  if (list.isPending) body = <WorksSkeleton />;
  else if (list.isError && works.length === 0)
    body = <WorksError error={list.error} onRetry={() => void list.refetch()} />;
  else if (works.length === 0)
    body = (
      <WorksEmpty
        icon={kindIcons[kind]}
        title={favorite ? worksText.emptyFavorite(label) : worksText.emptyHistory(label)}
        description={favorite ? worksText.emptyFavoriteHint(label) : worksText.emptyHistoryHint(label)}
        action={favorite ? null : WORK_CREATE_LINKS[kind]}
      />
    );
  else
    body = (
      <>
        <div className={styles.toolbar}>
          <span>{worksText.total(total)}</span>
        </div>
        <WorksGrid
          works={works}
          hasMore={Boolean(list.hasNextPage)}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => {
            if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
          }}
          onOpen={setViewing}
          onToggleFavorite={toggleFavorite}
        />
      </>
    );

  return (
    <SurfaceCard>
      {body}
      <MediaViewer
        item={
          viewing
            ? {
                url: viewing.file.url,
                mime: viewing.file.mime,
                name: viewing.file.name ?? viewing.title,
                thumbUrl: viewing.file.thumbUrl,
                downloadUrl: workDownloadUrl(viewing.id),
              }
            : null
        }
        onClose={() => setViewing(null)}
        // The image viewer's toolbar is dark; the player dialog is light.
        extra={
          <WatermarkApplyEntry variant={mediaKindOf(viewing?.file.mime) === 'image' ? 'ghost' : 'link'} />
        }
      />
    </SurfaceCard>
  );
}
