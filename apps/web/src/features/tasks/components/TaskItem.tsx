import { DownloadOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { TASK_STATUS_LABELS, type TaskOutputView, TaskStatus, type TaskView } from '@lizi/shared';
import { App, Button, Popconfirm, Progress } from 'antd';
import { MediaThumb } from '../../../components/media-viewer';
import { apiErrorMessage } from '../../../lib/api-client';
import { useCancelTask } from '../api/cancel-task.api';
import { useRetryTask } from '../api/retry-task.api';
import { outputDownloadUrl } from '../task-output';
import { formatTaskTime, taskLabel, tasksText } from '../tasks-text';
import { TaskStatusTag } from './TaskStatusTag';
import styles from './Tasks.module.css';

interface TaskItemProps {
  task: TaskView;
  onOpenOutput: (output: TaskOutputView) => void;
}

/** One task in the task centre: what, state, live progress, cost, time, error, and what can be done with it. */
export function TaskItem({ task, onOpenOutput }: TaskItemProps) {
  const { message } = App.useApp();
  const cancel = useCancelTask();
  const retry = useRetryTask();
  const active = task.status === TaskStatus.NOT_STARTED || task.status === TaskStatus.IN_PROGRESS;

  const onCancel = () =>
    cancel.mutate(task.id, {
      onSuccess: () => message.success(tasksText.cancelled),
      onError: (error) => message.error(apiErrorMessage(error, tasksText.actionFailed)),
    });
  const onRetry = () =>
    retry.mutate(task.id, {
      onSuccess: () => message.success(tasksText.retried),
      // 400403 already opened the 温馨提示 dialog (global hook); a toast on top would say the same twice.
      onError: (error) => {
        if ((error as { code?: number }).code !== 400403)
          message.error(apiErrorMessage(error, tasksText.actionFailed));
      },
    });

  return (
    <article className={styles.item} data-testid="task-item" data-task-id={task.id}>
      <header className={styles.itemHead}>
        <span className={styles.itemTitle}>{taskLabel(task)}</span>
        <TaskStatusTag status={task.status} />
      </header>
      <div className={styles.itemMeta}>
        <span>{formatTaskTime(task.createAt)}</span>
        <span className={styles.dot} />
        <span>{tasksText.cost(task.costPoints)}</span>
        {task.count > 1 ? (
          <>
            <span className={styles.dot} />
            <span>×{task.count}</span>
          </>
        ) : null}
      </div>

      {active ? (
        <Progress
          percent={task.progress}
          size="small"
          status="active"
          format={(p) => (task.status === TaskStatus.NOT_STARTED ? TASK_STATUS_LABELS[0] : `${p}%`)}
          aria-label={`${taskLabel(task)}进度`}
        />
      ) : null}

      {task.status === TaskStatus.REJECTED ? (
        <div className={styles.itemError} role="alert">
          {task.errorMsg || tasksText.failedFallback}
        </div>
      ) : null}

      {task.outputs.length > 0 ? (
        <div className={styles.outputs}>
          {task.outputs.map((output) => (
            <div className={styles.output} key={output.id}>
              <MediaThumb
                mime={output.mime}
                url={output.url}
                thumbUrl={output.thumbUrl}
                name={output.name}
                onOpen={() => onOpenOutput(output)}
              />
              <a
                className={styles.outputDownload}
                href={outputDownloadUrl(output)}
                download={output.name ?? ''}
                aria-label={tasksText.download}
                title={tasksText.download}
              >
                <DownloadOutlined />
              </a>
            </div>
          ))}
        </div>
      ) : null}

      {active || task.status === TaskStatus.REJECTED ? (
        <div className={styles.itemActions}>
          {active ? (
            <Popconfirm
              title={tasksText.cancelConfirm}
              okText="确定"
              cancelText="再等等"
              onConfirm={onCancel}
            >
              <Button size="small" icon={<StopOutlined />} loading={cancel.isPending}>
                {tasksText.cancel}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              size="small"
              type="primary"
              ghost
              icon={<RedoOutlined />}
              loading={retry.isPending}
              onClick={onRetry}
            >
              {tasksText.retry}
            </Button>
          )}
        </div>
      ) : null}
    </article>
  );
}
