import {
  DownloadOutlined,
  EyeOutlined,
  FieldTimeOutlined,
  RedoOutlined,
  StarFilled,
  StarOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { type TaskOutputView, TaskStatus } from '@lizi/shared';
import { Alert, App, Button, Progress, Space, Spin } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { MediaThumb, MediaViewer, mediaKindOf } from '../../../components/media-viewer';
import { apiErrorMessage } from '../../../lib/api-client';
import { WatermarkApplyEntry } from '../../watermark';
import { useWorkFavorite } from '../../works';
import { useCancelTask } from '../api/cancel-task.api';
import { useRetryTask } from '../api/retry-task.api';
import { useTask } from '../api/task.api';
import { useTaskEvents } from '../hooks/use-task-events';
import { outputDownloadUrl, outputViewerItem } from '../task-output';
import { taskLabel, tasksText } from '../tasks-text';
import styles from './TaskResult.module.css';
import { TaskStatusTag } from './TaskStatusTag';

interface TaskResultPanelProps {
  taskId: string | null;
  /** A retry is a new task: the form follows it from then on. */
  onFollow: (taskId: string) => void;
}

/** Follows one submitted task live: progress → outputs (view, download, 收藏) or the reason it failed. */
export function TaskResultPanel({ taskId, onFollow }: TaskResultPanelProps) {
  useTaskEvents();
  const { message } = App.useApp();
  const task = useTask(taskId);
  const cancel = useCancelTask();
  const retry = useRetryTask();
  const favorite = useWorkFavorite();
  const [starred, setStarred] = useState<Record<string, boolean>>({});
  const [viewing, setViewing] = useState<TaskOutputView | null>(null);

  if (!taskId) {
    return (
      <div className={styles.panel} data-testid="task-result">
        <EmptyState
          size="compact"
          icon={<FieldTimeOutlined />}
          title={tasksText.resultIdle}
          description={tasksText.resultIdleHint}
        />
      </div>
    );
  }
  if (!task.data) {
    return (
      <div className={`${styles.panel} ${styles.center}`} data-testid="task-result">
        {task.isError ? (
          <Alert type="error" showIcon title={apiErrorMessage(task.error)} />
        ) : (
          <Spin tip={tasksText.loading}>
            <div className={styles.spinBox} />
          </Spin>
        )}
      </div>
    );
  }

  const t = task.data;
  const active = t.status === TaskStatus.NOT_STARTED || t.status === TaskStatus.IN_PROGRESS;

  const toggleStar = (output: TaskOutputView) => {
    const workId = output.workId;
    if (!workId) return;
    const next = !starred[workId];
    setStarred((s) => ({ ...s, [workId]: next }));
    favorite.mutate(
      { id: workId, favorite: next },
      {
        onSuccess: (work) => {
          setStarred((s) => ({ ...s, [workId]: work.favorite }));
          message.success(work.favorite ? tasksText.favorited : '已取消收藏');
        },
        onError: (error) => {
          setStarred((s) => ({ ...s, [workId]: !next }));
          message.error(apiErrorMessage(error, tasksText.actionFailed));
        },
      },
    );
  };

  const onRetry = () =>
    retry.mutate(t.id, {
      onSuccess: (fresh) => onFollow(fresh.id),
      onError: (error) => {
        if ((error as { code?: number }).code !== 400403)
          message.error(apiErrorMessage(error, tasksText.actionFailed));
      },
    });

  return (
    <div className={styles.panel} data-testid="task-result" data-status={t.status}>
      <header className={styles.head}>
        <span className={styles.title}>{taskLabel(t)}</span>
        <TaskStatusTag status={t.status} />
      </header>

      {active ? (
        <div className={styles.progressBox}>
          <Progress
            type="circle"
            percent={t.progress}
            size={120}
            status="active"
            aria-label="生成进度"
            data-testid="task-progress"
          />
          <div className={styles.progressText}>
            {t.status === TaskStatus.NOT_STARTED ? tasksText.queued : tasksText.running(t.progress)}
          </div>
          <Button
            size="small"
            icon={<StopOutlined />}
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(t.id, {
                onSuccess: () => message.success(tasksText.cancelled),
                onError: (error) => message.error(apiErrorMessage(error, tasksText.actionFailed)),
              })
            }
          >
            {tasksText.cancel}
          </Button>
        </div>
      ) : null}

      {t.status === TaskStatus.REJECTED ? (
        <Alert
          type="error"
          showIcon
          title={tasksText.resultFailed}
          description={t.errorMsg || tasksText.failedFallback}
          action={
            <Button size="small" icon={<RedoOutlined />} loading={retry.isPending} onClick={onRetry}>
              {tasksText.retry}
            </Button>
          }
        />
      ) : null}

      {t.status === TaskStatus.RESOLVED ? (
        <div className={styles.outputs}>
          {t.outputs.map((output) => {
            const isStarred = output.workId ? Boolean(starred[output.workId]) : false;
            return (
              <figure className={styles.output} key={output.id} data-testid="task-output">
                <MediaThumb
                  mime={output.mime}
                  url={output.url}
                  thumbUrl={output.thumbUrl}
                  name={output.name}
                  onOpen={() => setViewing(output)}
                  aspect={output.width && output.height ? `${output.width} / ${output.height}` : '4 / 3'}
                  fit="contain"
                  style={{ maxHeight: 360 }}
                />
                <figcaption className={styles.outputBar}>
                  <span className={styles.outputInfo}>
                    {output.width && output.height ? `${output.width} × ${output.height}` : ''}
                  </span>
                  <Space size={4} wrap>
                    <Button size="small" icon={<EyeOutlined />} onClick={() => setViewing(output)}>
                      {tasksText.view}
                    </Button>
                    <Button
                      size="small"
                      icon={<DownloadOutlined />}
                      href={outputDownloadUrl(output)}
                      download={output.name ?? ''}
                    >
                      {tasksText.download}
                    </Button>
                    {output.workId ? (
                      <Button
                        size="small"
                        icon={isStarred ? <StarFilled className={styles.star} /> : <StarOutlined />}
                        aria-pressed={isStarred}
                        onClick={() => toggleStar(output)}
                      >
                        {isStarred ? tasksText.favorited : tasksText.favorite}
                      </Button>
                    ) : null}
                  </Space>
                </figcaption>
              </figure>
            );
          })}
          <WatermarkApplyEntry />
        </div>
      ) : null}

      <MediaViewer
        item={viewing ? outputViewerItem(viewing) : null}
        onClose={() => setViewing(null)}
        extra={<WatermarkApplyEntry variant={mediaKindOf(viewing?.mime) === 'image' ? 'ghost' : 'link'} />}
      />
    </div>
  );
}
