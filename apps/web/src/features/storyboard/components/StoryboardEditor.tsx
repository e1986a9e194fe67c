import { OrderedListOutlined, PictureOutlined, PlusOutlined, RobotOutlined } from '@ant-design/icons';
import type { ShotView } from '@lizi/shared';
import { App, Button, Checkbox, Result, Space, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../tasks';
import { useDraftStoryboard } from '../api/draft-storyboard.api';
import { useGenerateShotImages } from '../api/generate-shots.api';
import { useShotMutations } from '../api/shot-mutations.api';
import { useStoryboard } from '../api/storyboard.api';
import { storyboardText as text } from '../storyboard-text';
import { BoardLoadError, BoardLoading } from './BoardStates';
import { CanvasPreview } from './CanvasPreview';
import { defaultBatchSettings, ImageBatchBar, type ImageBatchSettings } from './ImageBatchBar';
import { ShotCard } from './ShotCard';
import styles from './Storyboard.module.css';

/** Moves `id` to just before `target` (or to the end when target is null). */
function moved(ids: string[], id: string, target: string | null): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = target ? rest.indexOf(target) : rest.length;
  rest.splice(at < 0 ? rest.length : at, 0, id);
  return rest;
}

/** The storyboard of one script: AI draft, the shot grid with editing and ordering, batch images, canvas. */
export function StoryboardEditor({ scriptId }: { scriptId: string }) {
  const { message, modal } = App.useApp();
  const board = useStoryboard(scriptId);
  const mutations = useShotMutations(scriptId);
  const draft = useDraftStoryboard(scriptId);
  const generate = useGenerateShotImages(scriptId);
  const [selected, setSelected] = useState<string[]>([]);
  const [focused, setFocused] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [settings, setSettings] = useState<ImageBatchSettings | null>(null);

  const shots = board.data?.shots ?? [];
  const ids = useMemo(() => shots.map((s) => s.id), [shots]);
  const live = selected.filter((id) => ids.includes(id));
  const batch =
    settings ?? defaultBatchSettings(board.data?.script.aspectRatio, board.data?.script.modelFamily);
  // Until a card is clicked, the canvas shows the first shot that has a picture.
  const focusedShot = shots.find((s) => s.id === focused) ?? shots.find((s) => s.image) ?? shots[0] ?? null;

  const fail = (err: unknown) => message.error(apiErrorMessage(err, text.saveFailed));

  const runDraft = (replace: boolean) =>
    draft.mutate(
      { replace },
      {
        onSuccess: (view) => message.success(text.drafted(view.shots.length)),
        onError: fail,
      },
    );
  const askDraft = () => {
    if (shots.length === 0) return runDraft(false);
    modal.confirm({
      title: text.draftConfirmTitle,
      content: text.draftConfirm,
      okText: text.draftAgain,
      cancelText: '取消',
      onOk: () => runDraft(true),
    });
  };

  const generateFor = (shotIds: string[] | undefined) =>
    generate.mutate(
      { scriptId, shotIds, ...batch, requestKey: newIdempotencyKey() },
      {
        onSuccess: (result) => message.success(text.submitted(result.submitted.length)),
        onError: fail,
      },
    );

  const reorder = (next: string[]) =>
    mutations.reorder.mutate({ scriptId, shotIds: next }, { onError: fail });
  const insertAt = (position: number) => mutations.insert.mutate({ scriptId, position }, { onError: fail });

  if (board.isPending) return <BoardLoading />;
  if (board.isError) return <BoardLoadError error={board.error} onRetry={() => board.refetch()} />;
  const view = board.data;
  const draftButton = (
    <Tooltip title={`每次消耗 ${view.draftCost} 制作栗，失败自动退还`}>
      <Button type="primary" icon={<RobotOutlined />} loading={draft.isPending} onClick={askDraft}>
        {shots.length ? text.draftAgain : text.draft}
        <Tag className={styles.costTag} bordered={false}>
          {view.draftCost} 栗
        </Tag>
      </Button>
    </Tooltip>
  );

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarTitle}>
          <strong>{view.script.title}</strong>
          <span className={styles.muted}>
            {shots.length} 个镜头 · {view.roles.length} 个角色
          </span>
        </div>
        <Space wrap>
          {draftButton}
          <Button
            icon={<PlusOutlined />}
            onClick={() => insertAt(shots.length + 1)}
            loading={mutations.insert.isPending}
          >
            {text.addShot}
          </Button>
          <Button
            icon={<OrderedListOutlined />}
            disabled={shots.length === 0}
            onClick={() =>
              mutations.renumber.mutate(undefined, {
                onSuccess: () => message.success(text.renumbered),
                onError: fail,
              })
            }
          >
            {text.renumber}
          </Button>
        </Space>
      </div>

      {draft.isPending && (
        <SurfaceCard className={styles.drafting}>
          <Result icon={<RobotOutlined className={styles.pulse} />} title={text.drafting} />
        </SurfaceCard>
      )}

      {shots.length === 0 && !draft.isPending ? (
        <SurfaceCard>
          <EmptyState
            icon={<PictureOutlined />}
            title={text.emptyShots}
            description={text.emptyShotsHint}
            extra={
              <Space>
                {draftButton}
                <Button icon={<PlusOutlined />} onClick={() => insertAt(1)}>
                  {text.addShot}
                </Button>
              </Space>
            }
          />
        </SurfaceCard>
      ) : (
        shots.length > 0 && (
          <>
            <ImageBatchBar
              settings={batch}
              onChange={setSettings}
              shots={shots}
              selected={live}
              imageTaskTypes={view.imageTaskTypes}
              loading={generate.isPending}
              onGenerate={() => generateFor(live.length ? live : undefined)}
              selectAll={
                <Checkbox
                  checked={live.length === shots.length}
                  indeterminate={live.length > 0 && live.length < shots.length}
                  onChange={(e) => setSelected(e.target.checked ? ids : [])}
                >
                  {live.length ? text.selected(live.length) : text.selectAll}
                </Checkbox>
              }
            />
            <div className={styles.body}>
              <div className={styles.grid}>
                {shots.map((shot: ShotView, index) => (
                  <ShotCard
                    key={shot.id}
                    index={index}
                    total={shots.length}
                    shot={shot}
                    view={view}
                    aspectRatio={batch.aspectRatio}
                    selected={live.includes(shot.id)}
                    focused={focusedShot?.id === shot.id}
                    dragOver={dragging !== null && dragging !== shot.id}
                    onFocus={() => setFocused(shot.id)}
                    onSelect={(on) =>
                      setSelected(on ? [...live, shot.id] : live.filter((x) => x !== shot.id))
                    }
                    onGenerate={() => generateFor([shot.id])}
                    generating={generate.isPending && generate.variables?.shotIds?.includes(shot.id) === true}
                    onInsert={(after) => insertAt(index + (after ? 2 : 1))}
                    onMove={(by) => {
                      const next = [...ids];
                      next.splice(index, 1);
                      next.splice(index + by, 0, shot.id);
                      reorder(next);
                    }}
                    onDragStart={() => setDragging(shot.id)}
                    onDragEnd={() => setDragging(null)}
                    onDrop={() => {
                      if (dragging && dragging !== shot.id) reorder(moved(ids, dragging, shot.id));
                      setDragging(null);
                    }}
                  />
                ))}
              </div>
              <CanvasPreview
                shot={focusedShot}
                index={focusedShot ? shots.indexOf(focusedShot) : 0}
                initial={view.script.canvas}
              />
            </div>
          </>
        )
      )}
    </div>
  );
}
