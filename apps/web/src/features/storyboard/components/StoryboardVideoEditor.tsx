import { ApiOutlined, ReloadOutlined, ThunderboltOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { MODEL_FAMILIES, MODEL_FAMILY_LABELS, TaskStatus, taskCost, type VideoModelItem } from '@lizi/shared';
import { Alert, App, Button, Checkbox, Select, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { useCostSettingQuery } from '../../points';
import { newIdempotencyKey } from '../../tasks';
import { useGenerateShotVideos } from '../api/generate-shots.api';
import { useStoryboard } from '../api/storyboard.api';
import { useVideoModels } from '../api/video-models.api';
import { storyboardText as text } from '../storyboard-text';
import { BoardLoadError, BoardLoading } from './BoardStates';
import { ShotVideoCard } from './ShotVideoCard';
import styles from './Storyboard.module.css';

const NO_MODEL: VideoModelItem = {
  id: '',
  name: '',
  vendor: '',
  model: '',
  capabilities: [],
  frameModes: ['singleFrame'],
  durations: [5, 10],
  features: [],
  cameraMove: false,
  modelFamilies: [...MODEL_FAMILIES],
  isDefault: true,
};

/**
 * The shot videos of one script: per-shot settings (saved on the shot), batch generation, retry of the
 * failed ones alone. Tasks go to the model the list marks as in use; its supported frame modes and flags
 * decide which switches the cards offer.
 */
export function StoryboardVideoEditor({ scriptId }: { scriptId: string }) {
  const { message } = App.useApp();
  const board = useStoryboard(scriptId);
  const models = useVideoModels();
  const generate = useGenerateShotVideos(scriptId);
  const setting = useCostSettingQuery();
  const [selected, setSelected] = useState<string[]>([]);
  const [modelFamily, setModelFamily] = useState<(typeof MODEL_FAMILIES)[number]>('ty');

  if (board.isPending || models.isPending) return <BoardLoading />;
  if (board.isError) return <BoardLoadError error={board.error} onRetry={() => board.refetch()} />;

  const shots = board.data.shots;
  const model = models.data?.items.find((m) => m.isDefault) ?? null;
  const withImage = shots.filter((s) => s.image).map((s) => s.id);
  const live = selected.filter((id) => withImage.includes(id));
  const failed = shots.filter((s) => s.videoTask?.status === TaskStatus.REJECTED).map((s) => s.id);
  const unit = taskCost(setting.data, 'gcvideo-byimg-sgl');
  const run = (shotIds: string[]) =>
    generate.mutate(
      { scriptId, shotIds, modelFamily, requestKey: newIdempotencyKey() },
      {
        onSuccess: (r) => message.success(text.submitted(r.submitted.length)),
        onError: (err) => message.error(apiErrorMessage(err)),
      },
    );

  if (shots.length === 0)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<VideoCameraOutlined />}
          title={text.emptyShots}
          description="先在 AI 分镜里拆分镜头并生成画面，再把每个镜头变成视频。"
          extra={
            <Button
              type="primary"
              href={`/set/toolSet/aiStoryboard?scriptId=${encodeURIComponent(scriptId)}`}
            >
              去拆分镜
            </Button>
          }
        />
      </SurfaceCard>
    );

  const targets = live.length ? live : withImage;
  return (
    <div className={styles.editor}>
      {!model && (
        <Alert
          type="warning"
          showIcon
          icon={<ApiOutlined />}
          message={text.noVideoModel}
          description={models.data?.hint ?? apiErrorMessage(models.error)}
        />
      )}
      <div className={styles.batchBar}>
        <div className={styles.batchLeft}>
          <Checkbox
            checked={withImage.length > 0 && live.length === withImage.length}
            indeterminate={live.length > 0 && live.length < withImage.length}
            disabled={withImage.length === 0}
            onChange={(e) => setSelected(e.target.checked ? withImage : [])}
          >
            {live.length ? text.selected(live.length) : text.selectAll}
          </Checkbox>
        </div>
        <div className={styles.batchControls}>
          {model && (
            <Tooltip
              title={models.data?.items
                .map((m) => `${m.name}：${m.model}${m.isDefault ? '（使用中）' : ''}`)
                .join('；')}
            >
              <Tag color="orange" bordered={false} icon={<VideoCameraOutlined />}>
                {text.model}：{model.name} · {model.model}
              </Tag>
            </Tooltip>
          )}
          <span className={styles.control}>
            <span>{text.modelFamily}</span>
            <Select
              size="small"
              value={modelFamily}
              onChange={setModelFamily}
              options={(model?.modelFamilies ?? MODEL_FAMILIES).map((f) => ({
                value: f,
                label: MODEL_FAMILY_LABELS[f],
              }))}
              style={{ width: 100 }}
            />
          </span>
          <span className={styles.cost}>{text.totalCost(unit * targets.length)}</span>
          <Space>
            {failed.length > 0 && (
              <Button icon={<ReloadOutlined />} onClick={() => run(failed)} disabled={!model}>
                {text.retryFailed}（{failed.length}）
              </Button>
            )}
            <Button
              type="primary"
              icon={<ThunderboltOutlined />}
              loading={generate.isPending}
              disabled={!model || targets.length === 0}
              onClick={() => run(targets)}
            >
              {text.batchVideo(targets.length)}
            </Button>
          </Space>
        </div>
      </div>
      {withImage.length === 0 && <Alert type="info" showIcon message={text.needImage} />}
      <div className={styles.grid}>
        {shots.map((shot, index) => (
          <ShotVideoCard
            key={shot.id}
            index={index}
            shot={shot}
            shots={shots}
            model={model ?? NO_MODEL}
            selected={live.includes(shot.id)}
            onSelect={(on) => setSelected(on ? [...live, shot.id] : live.filter((x) => x !== shot.id))}
            disabled={!model}
            generating={generate.isPending && generate.variables?.shotIds?.includes(shot.id) === true}
            onGenerate={() => run([shot.id])}
          />
        ))}
      </div>
    </div>
  );
}
