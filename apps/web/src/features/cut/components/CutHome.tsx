import { DeleteOutlined, PictureOutlined, PlaySquareOutlined, ScissorOutlined } from '@ant-design/icons';
import { CUT_KIND_LABELS, type CutKind, type CutSummary } from '@lizi/shared';
import { App, Button, Popconfirm, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { useBuildCut } from '../api/build-cut.api';
import { useCutsList } from '../api/cuts-list.api';
import { useDeleteCut } from '../api/delete-cut.api';
import { useScriptShots } from '../api/script-shots.api';
import { cutText as text } from '../cut-text';
import { formatSeconds } from '../timeline-edit';
import styles from './Cut.module.css';

interface Props {
  scriptId: string;
  kind: CutKind;
  onOpen: (cutId: string) => void;
  /** /shortStudio builds from chosen shots: it brings its own chooser instead of the build button. */
  builder?: (shotsWithPicture: number) => ReactNode;
}

function exportTag(status: number | null) {
  if (status === 2) return <Tag color="success">{text.exported}</Tag>;
  if (status === 0 || status === 1) return <Tag color="processing">{text.exporting}</Tag>;
  if (status === 3) return <Tag color="error">{text.exportFailed}</Tag>;
  return null;
}

/** A script's cuts of one kind, and how to make one: from the storyboard, or the step that is missing first. */
export function CutHome({ scriptId, kind, onOpen, builder }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const shots = useScriptShots(scriptId);
  const cuts = useCutsList(scriptId, kind);
  const build = useBuildCut();
  const remove = useDeleteCut();

  if (shots.isPending || cuts.isPending)
    return (
      <SurfaceCard>
        <Skeleton active paragraph={{ rows: 6 }} />
      </SurfaceCard>
    );
  const error = shots.error ?? cuts.error;
  if (error)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<ScissorOutlined />}
          title={text.loadFailed}
          description={apiErrorMessage(error)}
          extra={
            <Button
              onClick={() => {
                void shots.refetch();
                void cuts.refetch();
              }}
            >
              {text.retry}
            </Button>
          }
        />
      </SurfaceCard>
    );

  const withPicture = (shots.data?.shots ?? []).filter((s) => s.image || s.video).length;
  const list = cuts.data ?? [];
  const onBuild = () =>
    build.mutate(
      { scriptId, kind },
      {
        onSuccess: (cut) => {
          message.success(text.built);
          onOpen(cut.id);
        },
        onError: (err) => message.error(apiErrorMessage(err)),
      },
    );

  if (withPicture === 0 && list.length === 0)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<PictureOutlined />}
          title={text.noShots}
          description={text.noShotsHint}
          extra={
            <Button type="primary" onClick={() => navigate(`/set/toolSet/aiStoryboard?scriptId=${scriptId}`)}>
              {text.toStoryboard}
            </Button>
          }
        />
      </SurfaceCard>
    );

  const buildArea = builder ? (
    builder(withPicture)
  ) : (
    <Button type="primary" icon={<ScissorOutlined />} loading={build.isPending} onClick={onBuild}>
      {text.build}
    </Button>
  );

  return (
    <div className={styles.home}>
      {list.length === 0 ? (
        <SurfaceCard>
          <EmptyState
            icon={<PlaySquareOutlined />}
            title={text.noCuts}
            description={text.noCutsHint(withPicture)}
            extra={buildArea}
          />
        </SurfaceCard>
      ) : (
        <SurfaceCard>
          <div className={styles.sectionHead}>
            <span className={styles.sectionTitle}>
              {text.myCuts} · {CUT_KIND_LABELS[kind]}
            </span>
            <span className={styles.homeBuild}>{builder ? null : buildArea}</span>
          </div>
          <div className={styles.cutGrid}>
            {list.map((cut: CutSummary) => (
              <div key={cut.id} className={styles.cutCard} data-testid="cut-card">
                <button type="button" className={styles.cutCardBody} onClick={() => onOpen(cut.id)}>
                  <span className={styles.cutCardTitle}>{cut.title}</span>
                  <span className={styles.muted}>
                    {text.clips(cut.clipCount)} · {formatSeconds(cut.duration)} ·{' '}
                    {cut.canvas.replace('x', '×')}
                  </span>
                  <span className={styles.muted}>
                    {text.updated} {dayjs.unix(cut.updateAt).format('YYYY-MM-DD HH:mm')}{' '}
                    {exportTag(cut.exportStatus)}
                  </span>
                </button>
                <div className={styles.cutCardActions}>
                  <Button size="small" type="primary" ghost onClick={() => onOpen(cut.id)}>
                    {text.open}
                  </Button>
                  <Popconfirm
                    title={text.deleteConfirm}
                    onConfirm={() =>
                      remove.mutate(cut.id, {
                        onSuccess: () => message.success(text.deleted),
                        onError: (err) => message.error(apiErrorMessage(err)),
                      })
                    }
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={text.delete}
                    />
                  </Popconfirm>
                </div>
              </div>
            ))}
          </div>
          {builder ? <div className={styles.homeChooser}>{buildArea}</div> : null}
        </SurfaceCard>
      )}
    </div>
  );
}
