import { ExclamationCircleOutlined, InboxOutlined } from '@ant-design/icons';
import { POINTS_LOG, type TaskOutputView, type TaskStatusValue } from '@lizi/shared';
import { Button, Drawer, Segmented, Spin } from 'antd';
import { type UIEvent, useRef, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { MediaViewer } from '../../../components/media-viewer';
import { apiErrorMessage } from '../../../lib/api-client';
import type { TaskListFilter } from '../api/task-keys';
import { useTasksList } from '../api/tasks-list.api';
import { outputViewerItem } from '../task-output';
import { tasksText } from '../tasks-text';
import { TaskItem } from './TaskItem';
import styles from './Tasks.module.css';

type FilterKey = (typeof tasksText.filters)[number]['key'];

function toFilter(key: FilterKey): TaskListFilter {
  return key === 'all' ? {} : { status: Number(key) as TaskStatusValue };
}

/** Whether a scroll box is within the infinite-scroll distance of its end (spec §9: 100 px). */
function nearBottom(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= POINTS_LOG.infiniteScrollDistance;
}

/** 任务中心: the user's tasks, newest first, filtered by state; the stream keeps every row current. */
export function TaskCentreDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [filterKey, setFilterKey] = useState<FilterKey>('all');
  const list = useTasksList(toFilter(filterKey), open);
  const [viewing, setViewing] = useState<TaskOutputView | null>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const tasks = list.data?.pages.flatMap((page) => page.items) ?? [];

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (!nearBottom(el) || scrollTimer.current) return;
    // Spec §9: a short delay, so one flick does not fire a burst of requests.
    scrollTimer.current = setTimeout(() => {
      scrollTimer.current = null;
      if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
    }, POINTS_LOG.infiniteScrollDelayMs);
  };

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <div className={styles.listLine}>
        <Spin size="small" /> {tasksText.loading}
      </div>
    );
  } else if (list.isError && tasks.length === 0) {
    body = (
      <EmptyState
        size="compact"
        icon={<ExclamationCircleOutlined />}
        title={tasksText.loadFailed}
        description={apiErrorMessage(list.error)}
        extra={<Button onClick={() => void list.refetch()}>{tasksText.retryLoad}</Button>}
      />
    );
  } else if (tasks.length === 0) {
    body = (
      <EmptyState
        size="compact"
        icon={<InboxOutlined />}
        title={filterKey === 'all' ? tasksText.empty : tasksText.emptyFiltered}
        description={filterKey === 'all' ? tasksText.emptyHint : undefined}
      />
    );
  } else {
    body = (
      <>
        {tasks.map((task) => (
          <TaskItem key={task.id} task={task} onOpenOutput={setViewing} />
        ))}
        <div className={styles.listLine}>
          {list.isFetchingNextPage ? (
            <>
              <Spin size="small" /> {tasksText.loading}
            </>
          ) : list.hasNextPage ? (
            <Button type="link" size="small" onClick={() => void list.fetchNextPage()}>
              加载更多
            </Button>
          ) : (
            tasksText.noMore
          )}
        </div>
      </>
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={tasksText.centre}
      size={440}
      className={styles.drawer}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      <div className={styles.drawerHead}>
        <Segmented<FilterKey>
          block
          value={filterKey}
          onChange={setFilterKey}
          options={tasksText.filters.map((f) => ({ value: f.key, label: f.label }))}
        />
        <div className={styles.drawerHint}>{tasksText.centreHint}</div>
      </div>
      <div className={styles.list} onScroll={onScroll} data-testid="task-list">
        {body}
      </div>
      <MediaViewer item={viewing ? outputViewerItem(viewing) : null} onClose={() => setViewing(null)} />
    </Drawer>
  );
}
